/**
 * Calendar dates as people type them: the company's format, dd/mm/yyyy (the format most of our
 * users write), or ISO yyyy-mm-dd (what a spreadsheet or another system gives), read into and out
 * of the ISO `yyyy-mm-dd` the API speaks.
 */
export const DATE_ENTRY_FORMAT = 'dd/mm/yyyy';

/** `2026-03-05` → `05/03/2026`; anything that is not an ISO date → empty. */
export function isoToEntry(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * `5/3/2026`, `05-03-2026`, `05.03.2026` or `2026-03-05` → `2026-03-05`; null for anything that is
 * not a real calendar date (31/02/2026 included).
 */
export function entryToIso(entry: string): string | null {
  const dayFirst = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(entry);
  const yearFirst = dayFirst ? null : /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(entry);
  const parts = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : yearFirst
      ? [yearFirst[3], yearFirst[2], yearFirst[1]]
      : null;
  if (!parts) return null;
  const [day, month, year] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * What a keystroke or a paste into a field holding a whole date (`before`) leaves to read: text put
 * beside or inside the date (the caret was at its end, its start, or in it) that makes no date of it
 * starts a new date, so typing over a date replaces it instead of being lost on top of it. Anything
 * else (a date edited into another date, a deletion, a replacement of a selection) is read as it is.
 */
export function typedOver(before: string, next: string): string {
  if (!entryToIso(before) || entryToIso(next) || next.length <= before.length) return next;
  let start = 0;
  while (start < before.length && before[start] === next[start]) start += 1;
  const added = next.length - before.length;
  return next.slice(start + added) === before.slice(start) ? next.slice(start, start + added) : next;
}
