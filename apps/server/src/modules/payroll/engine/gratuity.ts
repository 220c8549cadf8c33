/**
 * Gratuity under the Payment of Gratuity Act, 1972 (s. 4): 15 days' wages for each completed year
 * of service, a month's wages being the last drawn Basic + DA and a month 26 working days, so
 * wage × 15 × years ÷ 26. A final part year of more than six months counts as a year. Due after five
 * years of continuous service (completed years, before that rounding), except on death or
 * disablement. At most the ceiling (₹20,00,000 now, a parameter as it changes by notification).
 * Rounded half up to the rupee.
 */
import { mulDiv } from './money';

/** ₹20,00,000, the ceiling since 29 March 2018. */
export const GRATUITY_CEILING = 200_000_000;

export interface GratuityInput {
  /** Last drawn monthly Basic + DA, in paise. */
  monthlyWage: number;
  joinDate: string;
  /** The last day of service, `YYYY-MM-DD`. */
  lastDay: string;
  /** Service ended by death or disablement: no five-year minimum. */
  deathOrDisablement?: boolean;
  /** In paise; GRATUITY_CEILING unless given. */
  ceiling?: number;
  /** Completed years needed; 5 unless given. */
  minimumYears?: number;
}

export interface Gratuity {
  eligible: boolean;
  completedYears: number;
  /** Completed years, plus one for a final part year of more than six months. */
  countedYears: number;
  /** In paise, whole rupees; 0 when not eligible. */
  amount: number;
  /** Whether the ceiling cut it. */
  capped: boolean;
}

/** The date `months` months after `date`, on the same day or the month's last if it has none. */
function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last))).toISOString().slice(0, 10);
}

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Completed years from joining to the end of the last day, and whether more than six months remain. */
export function serviceYears(joinDate: string, lastDay: string): { completed: number; counted: number } {
  const end = dayAfter(lastDay);
  if (end <= joinDate) return { completed: 0, counted: 0 };
  let completed = Math.max(0, Number(end.slice(0, 4)) - Number(joinDate.slice(0, 4)) - 1);
  while (addMonths(joinDate, 12 * (completed + 1)) <= end) completed += 1;
  const moreThanSixMonths = addMonths(joinDate, 12 * completed + 6) < end;
  return { completed, counted: completed + (moreThanSixMonths ? 1 : 0) };
}

export function gratuity(input: GratuityInput): Gratuity {
  const { completed, counted } = serviceYears(input.joinDate, input.lastDay);
  const eligible = input.deathOrDisablement === true || completed >= (input.minimumYears ?? 5);
  if (!eligible)
    return { eligible, completedYears: completed, countedYears: counted, amount: 0, capped: false };
  const full = mulDiv(input.monthlyWage, 15 * counted, 26 * 100, 'half_up') * 100;
  const ceiling = input.ceiling ?? GRATUITY_CEILING;
  return {
    eligible,
    completedYears: completed,
    countedYears: counted,
    amount: Math.min(full, ceiling),
    capped: full > ceiling,
  };
}
