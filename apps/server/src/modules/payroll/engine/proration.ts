/**
 * Payable days and proration (payroll-india.md "Salary structure"). Payable days = days employed in
 * the month − loss-of-pay days, on a basis: the calendar days of the month (default), a fixed 30, or
 * the month's working days. A prorated component pays amount × payable ÷ basis, half up to the paisa;
 * a structure's prorated components are rounded together, so that they add up to the prorated total.
 *
 * Joiners and leavers: on the calendar basis the days they were employed; on the working basis the
 * working days they were employed (which only the office calendar knows, so the caller gives them);
 * on the fixed-30 basis a whole month is 30 days and a part month its calendar days, at most 30.
 */
import { daysFrom } from '../../../lib/calendar-date';
import { centidays, mulDiv, prorate, roundQuotient } from './money';

export type ProrationBasis = 'calendar' | 'fixed_30' | 'working';

export interface PayableDaysInput {
  /** The pay period, `YYYY-MM`. */
  month: string;
  basis: ProrationBasis;
  /** Unpaid leave and absences, in days; half days allowed. */
  lopDays: number;
  joinDate?: string | null;
  exitDate?: string | null;
  /** The month's working days (basis 'working'). */
  workingDays?: number;
  /** Working days while employed, for a joiner or leaver this month (basis 'working'). */
  employedWorkingDays?: number;
}

export interface PayableDays {
  /** The divisor: days in the month, 30, or working days. */
  basis: number;
  /** Days employed this month, counted on the basis. */
  employed: number;
  /** Employed days − loss-of-pay days, never below zero. */
  payable: number;
}

/** Days in a month given as `YYYY-MM`. */
export function daysInMonth(month: string): number {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) {
    throw new RangeError(`The month must be YYYY-MM, got ${month}`);
  }
  return new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
}

/** The month's payable days on its basis. */
export function payableDays(input: PayableDaysInput): PayableDays {
  const length = daysInMonth(input.month);
  const first = `${input.month}-01`;
  const last = `${input.month}-${String(length).padStart(2, '0')}`;
  const from = input.joinDate && input.joinDate > first ? input.joinDate : first;
  const to = input.exitDate && input.exitDate < last ? input.exitDate : last;
  const employedCalendar = to < from ? 0 : daysFrom(from, to) + 1;
  const wholeMonth = employedCalendar === length;

  let basis: number;
  let employed: number;
  switch (input.basis) {
    case 'calendar':
      basis = length;
      employed = employedCalendar;
      break;
    case 'fixed_30':
      basis = 30;
      employed = wholeMonth ? 30 : Math.min(30, employedCalendar);
      break;
    case 'working': {
      if (input.workingDays === undefined || input.workingDays <= 0) {
        throw new RangeError('On the working-days basis, give the month’s working days');
      }
      basis = input.workingDays;
      if (wholeMonth) employed = basis;
      else if (employedCalendar === 0) employed = 0;
      else if (input.employedWorkingDays === undefined) {
        throw new RangeError(
          'For a joiner or leaver on the working-days basis, give the working days employed',
        );
      } else employed = Math.min(basis, input.employedWorkingDays);
      break;
    }
  }
  if (input.lopDays < 0) throw new RangeError(`Loss-of-pay days must not be negative, got ${input.lopDays}`);
  const payable = Math.max(0, centidays(employed) - centidays(input.lopDays)) / 100;
  return { basis, employed, payable };
}

/** One amount for the month. */
export function prorateAmount(amount: number, days: PayableDays): number {
  return prorate(amount, days.payable, days.basis);
}

/**
 * Each component's amount for the month: prorated ones by the days, the others whole. The prorated
 * ones are rounded as a group (largest remainder), so their sum is the prorated sum, to the paisa.
 */
export function prorateComponents<T extends { amount: number; prorated: boolean }>(
  components: readonly T[],
  days: PayableDays,
): (T & { earned: number })[] {
  const p = centidays(days.payable);
  const b = centidays(days.basis);
  const prorated = components.map((c, i) => ({ c, i })).filter(({ c }) => c.prorated);
  const total = mulDiv(
    prorated.reduce((s, { c }) => s + c.amount, 0),
    p,
    b,
    'half_up',
  );
  const shares = prorated.map(({ c, i }) => {
    const exact = BigInt(c.amount) * BigInt(p);
    const floor = roundQuotient(exact, BigInt(b), 'floor');
    return { i, floor: Number(floor), rest: exact - floor * BigInt(b) };
  });
  let leftover = total - shares.reduce((s, x) => s + x.floor, 0);
  const earned = new Map<number, number>(shares.map((x) => [x.i, x.floor]));
  for (const share of [...shares].sort((x, y) => (y.rest > x.rest ? 1 : y.rest < x.rest ? -1 : x.i - y.i))) {
    if (leftover <= 0) break;
    earned.set(share.i, share.floor + 1);
    leftover -= 1;
  }
  return components.map((c, i) => ({ ...c, earned: c.prorated ? earned.get(i)! : c.amount }));
}
