/**
 * The office calendar: whether a calendar date is worked in an office, and why not. Leave,
 * attendance and payroll all ask here, so a weekend or a holiday means the same to each.
 *
 * Dates are calendar dates (`YYYY-MM-DD`) in the office's time zone; they are handled as UTC
 * midnights only to name their weekday and step from one to the next, never converted.
 */
import type { CalendarDay, HolidayType, WeekendRule } from '@hrms/contracts/holidays';
import { datesBetween } from '../../lib/calendar-date';

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Whether the rules make `date` a weekend day: its weekday is off in every week, or in this one. */
export function isWeekend(rules: readonly WeekendRule[], date: string): boolean {
  const day = utcDate(date);
  const weekday = day.getUTCDay();
  const weekOfMonth = Math.ceil(day.getUTCDate() / 7);
  return rules.some(
    (rule) => rule.weekday === weekday && (rule.weeks.length === 0 || rule.weeks.includes(weekOfMonth)),
  );
}

export interface OfficeRef {
  id: string;
  region: string | null;
}

export interface HolidayOnCalendar {
  id: string;
  date: string;
  name: string;
  type: HolidayType;
  officeIds: readonly string[];
  regions: readonly string[];
}

/** Whether a holiday applies to an office: to all, to it by name, or to its region. */
export function appliesTo(
  holiday: Pick<HolidayOnCalendar, 'officeIds' | 'regions'>,
  office: OfficeRef,
): boolean {
  if (holiday.officeIds.length === 0 && holiday.regions.length === 0) return true;
  if (holiday.officeIds.includes(office.id)) return true;
  const region = office.region?.toLowerCase();
  return region !== undefined && holiday.regions.some((r) => r.toLowerCase() === region);
}

/**
 * The office's days from `from` to `to`. A public or company holiday closes the day; an optional one
 * is listed and leaves it worked (a person takes it as a request). A holiday on a weekend day is
 * listed and the reason stays `weekend`.
 */
export function officeDays(
  office: OfficeRef,
  rules: readonly WeekendRule[],
  holidays: readonly HolidayOnCalendar[],
  from: string,
  to: string,
): CalendarDay[] {
  const byDate = new Map<string, HolidayOnCalendar[]>();
  for (const holiday of holidays) {
    if (holiday.date < from || holiday.date > to || !appliesTo(holiday, office)) continue;
    byDate.set(holiday.date, [...(byDate.get(holiday.date) ?? []), holiday]);
  }
  return datesBetween(from, to).map((date) => {
    const onDay = byDate.get(date) ?? [];
    const reason = isWeekend(rules, date)
      ? ('weekend' as const)
      : onDay.some((h) => h.type !== 'optional')
        ? ('holiday' as const)
        : null;
    return {
      date,
      working: reason === null,
      reason,
      holidays: onDay.map(({ id, name, type }) => ({ id, name, type })),
    };
  });
}

/** Runs of at least `min` days off in a row that include a holiday: the long weekends of a year. */
export function longWeekends(
  days: readonly CalendarDay[],
  min = 3,
): { from: string; to: string; days: number }[] {
  const runs: { from: string; to: string; days: number }[] = [];
  let start = -1;
  let withHoliday = false;
  const close = (end: number) => {
    const length = end - start;
    if (start >= 0 && length >= min && withHoliday) {
      runs.push({ from: days[start]!.date, to: days[end - 1]!.date, days: length });
    }
    start = -1;
    withHoliday = false;
  };
  days.forEach((day, i) => {
    if (day.working) {
      close(i);
      return;
    }
    if (start < 0) start = i;
    if (day.holidays.some((h) => h.type !== 'optional')) withHoliday = true;
  });
  close(days.length);
  return runs;
}
