/**
 * How attendance reads on every screen: calendar dates as dates (never shifted by a zone), instants
 * in the person's office zone, minutes as hours and minutes.
 */
import type { AttendanceDay } from '@hrms/contracts/attendance';
import { msg, plural } from '@lingui/core/macro';
import { formatLocale, i18n } from '../../../i18n/i18n';
import { ownDateTimeFormat as formatter } from '../../../lib/format';

/** A calendar date read as UTC midnight, so arithmetic on it never crosses a change of hour. */
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

const DATES = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  short: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  full: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'short', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const dates = (kind: keyof typeof DATES) => formatter(`date|${kind}`, DATES[kind]);

/** `Tuesday, 5 May 2026` */
export const longDate = (date: string) => dates('long').format(utc(date));
/** `Tue, 5 May` */
export const shortDate = (date: string) => dates('short').format(utc(date));
/** `5 May 2026` */
export const fullDate = (date: string) => dates('full').format(utc(date));
/** `Tue` */
export const weekdayOf = (date: string) => dates('weekday').format(utc(date));
/** `May 2026` */
export const monthTitle = (year: number, month: number) =>
  dates('month').format(new Date(Date.UTC(year, month - 1, 1)));

export function addDays(date: string, days: number): string {
  return new Date(utc(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Monday = 0 … Sunday = 6. */
export const weekdayIndex = (date: string) => (utc(date).getUTCDay() + 6) % 7;

export interface YearMonth {
  year: number;
  month: number;
}

export function monthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function addMonths({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** `2026-05` */
export const monthKey = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;

/** The first and last date of a month. */
export function monthRange({ year, month }: YearMonth): { from: string; to: string } {
  const from = `${monthKey({ year, month })}-01`;
  return { from, to: addDays(`${monthKey(addMonths({ year, month }, 1))}-01`, -1) };
}

/** Today where the person works (their office's zone), else where the browser is. */
export function todayIn(timeZone: string | undefined): string {
  try {
    // `en-CA` writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/** An instant as the office's clock read it: `9:41 am`. */
export function clockTime(instant: string, timeZone: string | undefined): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  let clock: Intl.DateTimeFormat;
  try {
    clock = formatter(`clock|${timeZone ?? ''}`, { hour: 'numeric', minute: '2-digit', timeZone });
  } catch {
    // A zone this browser does not know: the browser's own clock.
    clock = formatter('clock|', { hour: 'numeric', minute: '2-digit' });
  }
  return clock.format(at);
}

/** `IST` where the browser knows a short name for the zone, else the zone itself. */
export function zoneName(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && !name.startsWith('GMT') ? name : timeZone;
  } catch {
    return timeZone;
  }
}

/** `8h 05m`, `45m`; none reads `0m`. */
export function hoursAndMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  const mm = String(m).padStart(2, '0');
  return h > 0 ? i18n._(msg`${h}h ${mm}m`) : i18n._(msg`${m}m`);
}

/** `152 h` for a month's hours, where minutes would be noise. */
export function wholeHours(minutes: number): string {
  const hours = Math.round(minutes / 60).toLocaleString(formatLocale());
  return i18n._(msg`${hours} h`);
}

/** `1 day`, `0.5 day`, `3 days`. */
export function daysLabel(days: number): string {
  if (days === 0.5) return i18n._(msg`0.5 day`);
  return i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
}

/** An instant with its date, as the office's clock read it: `6 May 2026, 10:12 am`. */
export function dateTimeIn(instant: string, timeZone: string | undefined): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  try {
    return new Intl.DateTimeFormat(formatLocale(), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }).format(at);
  } catch {
    return at.toLocaleString(formatLocale());
  }
}

/** What explains a day, in a few words. */
export function dayNote(day: AttendanceDay): string {
  if (day.correction) return `“${day.correction.reason}”`;
  if (day.holidayName) return day.holidayName;
  if (day.leaveDays > 0) {
    const code = day.leaveTypeCode;
    if (day.leaveDays === 0.5) return code ? i18n._(msg`Half a day of ${code}`) : i18n._(msg`Half a day`);
    const days = daysLabel(day.leaveDays);
    return code ? i18n._(msg`${days} of ${code}`) : days;
  }
  if (day.lateMinutes > 0) {
    const late = hoursAndMinutes(day.lateMinutes);
    return i18n._(msg`Late by ${late}`);
  }
  if (day.overtimeMinutes > 0) {
    const overtime = hoursAndMinutes(day.overtimeMinutes);
    return i18n._(msg`${overtime} overtime`);
  }
  return '';
}

/** `9:32 am – 6:41 pm`, `9:32 am – still in`, or a dash. */
export function inOut(day: AttendanceDay, timeZone: string | undefined): string {
  if (!day.firstIn) return '—';
  return `${clockTime(day.firstIn, timeZone)} – ${day.lastOut ? clockTime(day.lastOut, timeZone) : i18n._(msg`still in`)}`;
}

/** An instant as a 24-hour time of day where the person works: `09:41`, what a time field holds. */
export function timeOfDay(instant: string, timeZone: string | undefined): string {
  const at = new Date(instant);
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
    return `${part('hour')}:${part('minute')}`;
  } catch {
    return instant.slice(11, 16);
  }
}

/** `18:30` → `6:30 pm`, as times read elsewhere on these pages (in the reader's language). */
export function twelveHour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return formatter('twelve-hour', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}
