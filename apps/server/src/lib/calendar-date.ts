/** Calendar dates of instants in a time zone: "today" is the office's today, not the server's. */
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
