/**
 * How many days a leave takes, and whether two leaves meet. Days come from the office calendar
 * (decision 014); a leave is a run of half-day slots, so a morning off and an afternoon off on the
 * same date do not overlap.
 */
import type { CalendarDay } from '@hrms/contracts/holidays';
import type { EndHalf, StartHalf } from '@hrms/contracts/leave';

export interface LeaveSpan {
  startDate: string;
  endDate: string;
  startHalf: StartHalf;
  endHalf: EndHalf;
}

export interface CountedDay {
  date: string;
  /** Hundredths of a day: 100, 50 or 0. */
  centidays: number;
  reason: 'weekend' | 'holiday' | null;
  holiday: string | null;
}

/** The share of a date the span takes, in hundredths: a half on a half-day start or end, else whole. */
export function shareOf(span: LeaveSpan, date: string): number {
  if (date === span.startDate && span.startHalf !== 'full') return 50;
  if (date === span.endDate && date !== span.startDate && span.endHalf === 'first_half') return 50;
  return 100;
}

/**
 * Each date of the span with what it counts: its share on a working day, nothing on a weekend or a
 * holiday, unless the type counts those too (the sandwich rule). `days` covers the span.
 */
export function countDays(
  days: readonly CalendarDay[],
  span: LeaveSpan,
  countsWeekendsAndHolidays: boolean,
): { centidays: number; dates: CountedDay[] } {
  const dates = days
    .filter((day) => day.date >= span.startDate && day.date <= span.endDate)
    .map((day) => ({
      date: day.date,
      centidays: day.working || countsWeekendsAndHolidays ? shareOf(span, day.date) : 0,
      reason: day.reason,
      holiday: day.holidays.find((h) => h.type !== 'optional')?.name ?? day.holidays[0]?.name ?? null,
    }));
  return { centidays: dates.reduce((sum, d) => sum + d.centidays, 0), dates };
}

const DAY_MS = 86_400_000;

/** The span's first and last half-day slot: two a date, the morning even. */
export function slotsOf(span: LeaveSpan): [number, number] {
  const first = (Date.parse(`${span.startDate}T00:00:00Z`) / DAY_MS) * 2;
  const last = (Date.parse(`${span.endDate}T00:00:00Z`) / DAY_MS) * 2;
  const single = span.startDate === span.endDate;
  const start = first + (span.startHalf === 'second_half' ? 1 : 0);
  const end = single
    ? first + (span.startHalf === 'first_half' ? 0 : 1)
    : last + (span.endHalf === 'first_half' ? 0 : 1);
  return [start, end];
}

export function overlaps(a: LeaveSpan, b: LeaveSpan): boolean {
  const [aStart, aEnd] = slotsOf(a);
  const [bStart, bEnd] = slotsOf(b);
  return aStart <= bEnd && bStart <= aEnd;
}

/** Days as people read them: 1, 1.5, 0.25. */
export function daysText(centidays: number): string {
  const days = centidays / 100;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

function dateText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "on 3 Mar 2026" or "from 3 Mar 2026 to 5 Mar 2026", as messages say a span. */
export function formatRange(from: string, to: string): string {
  return from === to ? `on ${dateText(from)}` : `from ${dateText(from)} to ${dateText(to)}`;
}

/** "3 Mar 2026" or "3 Mar 2026 to 5 Mar 2026". */
export function rangeText(span: { startDate: string; endDate: string }): string {
  return span.startDate === span.endDate
    ? dateText(span.startDate)
    : `${dateText(span.startDate)} to ${dateText(span.endDate)}`;
}

export { dateText as whenText };
