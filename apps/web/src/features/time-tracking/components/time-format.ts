/** How times read on the time-tracking screens: instants in the office's zone, days, shifts. */
import { minutesOfDay, type TimeTrackingConfiguration } from '@hrms/contracts/time-tracking';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/i18n';
import { ownDateTimeFormat as formatter } from '../../../lib/format';

/** `2026-11-25T04:11:00Z` in Asia/Kolkata → `9:41 am`. */
export function formatClockTime(instant: string, timeZone: string | undefined): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return formatter(`time|${timeZone ?? ''}`, {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The zone's short name where the browser knows one (`IST`), else the zone itself. */
export function zoneLabel(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return part && !part.startsWith('GMT') ? part : timeZone;
  } catch {
    return timeZone;
  }
}

/** `09:30`–`18:30` → `09:30 – 18:30`. */
export function shiftLabel(start: string, end: string): string {
  return `${start} – ${end}`;
}

/** Where a person's shift comes from: `own shift`, `Mumbai office’s shift`, `company shift`. */
export function shiftSourceLabel({
  shiftSource,
  office,
}: Pick<TimeTrackingConfiguration, 'shiftSource' | 'office'>): string {
  switch (shiftSource) {
    case 'employee':
      return i18n._(msg`own shift`);
    case 'office': {
      if (!office) return i18n._(msg`office’s shift`);
      const name = office.name;
      return i18n._(msg`${name} office’s shift`);
    }
    case 'company':
      return i18n._(msg`company shift`);
  }
}

/** A shift's length in seconds. */
export function shiftSeconds(start: string, end: string): number {
  return Math.max(0, minutesOfDay(end) - minutesOfDay(start)) * 60;
}

/** A calendar date read as UTC midnight, so arithmetic on it never crosses a zone's change of hour. */
function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(utc(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const DAY_FORMATS = {
  weekday: { weekday: 'short', timeZone: 'UTC' },
  long: { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' },
  day: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  full: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar-date formatter, in the reader's language. */
const dayFormatter = (kind: keyof typeof DAY_FORMATS) => formatter(`day|${kind}`, DAY_FORMATS[kind]);

/** `Wed` */
export const weekdayLabel = (date: string) => dayFormatter('weekday').format(utc(date));
/** `Wednesday, 25 Nov` */
export const longDayLabel = (date: string) => dayFormatter('long').format(utc(date));
/** `Wed, 25 Nov` */
export const dayLabel = (date: string) => dayFormatter('day').format(utc(date));
/** `25 Nov` */
export const dayMonthLabel = (date: string) => dayFormatter('dayMonth').format(utc(date));
/** `November 2026` */
export const monthLabel = (year: number, month: number) =>
  dayFormatter('month').format(new Date(Date.UTC(year, month - 1, 1)));

/** `23 – 29 Nov 2026`, or across months `30 Nov – 6 Dec 2026`. */
export function rangeLabel(from: string, to: string): string {
  if (from.slice(0, 7) === to.slice(0, 7))
    return `${Number(from.slice(8))} – ${dayFormatter('full').format(utc(to))}`;
  if (from.slice(0, 4) === to.slice(0, 4))
    return `${dayMonthLabel(from)} – ${dayFormatter('full').format(utc(to))}`;
  return `${dayFormatter('full').format(utc(from))} – ${dayFormatter('full').format(utc(to))}`;
}

/** The Monday of the week holding a date. */
export function mondayOf(date: string): string {
  const weekday = (utc(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** `4:05` hours and minutes, for a bar's label where little room is left. */
export function formatHoursShort(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
