/**
 * A month's pay day (product decisions, "Payroll months"): a month is calculated as a preview at
 * any time and finalised only on or after it. The setting names the last working day (the default)
 * or a day of the month, which a shorter month ends before.
 */
import type { PayDay } from '@hrms/contracts/payroll';
import { daysInMonth } from './engine/proration';

/** The first month after `year`/`month` (January after December). */
export function nextMonth(p: { year: number; month: number }): { year: number; month: number } {
  return p.month === 12 ? { year: p.year + 1, month: 1 } : { year: p.year, month: p.month + 1 };
}

/**
 * The month's pay day as a calendar date. `lastWorkingDay` is the month's last working day in the
 * company's calendar, or null when it has none (every day a weekend or a holiday): then its last day.
 */
export function payDayOf(
  setting: PayDay,
  period: { year: number; month: number },
  lastWorkingDay: string | null,
): string {
  const key = `${period.year}-${String(period.month).padStart(2, '0')}`;
  const last = daysInMonth(key);
  if (setting === 'last_working_day') return lastWorkingDay ?? `${key}-${String(last).padStart(2, '0')}`;
  return `${key}-${String(Math.min(setting, last)).padStart(2, '0')}`;
}

/**
 * The month the payroll page opens on: the month after the latest finalised one (that one itself
 * while some of its slips still wait), never beyond next month; this month before any was finalised.
 */
export function openMonth(
  today: string,
  latest: { year: number; month: number; waiting: boolean } | undefined,
): { year: number; month: number } {
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  if (!latest) return current;
  const open = latest.waiting ? { year: latest.year, month: latest.month } : nextMonth(latest);
  const limit = nextMonth(current);
  return open.year * 12 + open.month > limit.year * 12 + limit.month ? limit : open;
}
