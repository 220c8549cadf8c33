/** Calendar dates of instants in a time zone: "today" is the office's today, not the server's. */

/** The zone of a place that names none: the demo company's, India's one zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) that `instant` falls on in `timeZone` (an IANA name). */
export function calendarDateIn(instant: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(instant);
}

const DAY_MS = 86_400_000;

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`: 0 for the same date, negative when `to` is earlier. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
