/**
 * Calendar dates as people type them: the company's format, dd/mm/yyyy (the format most of our
 * users write), read into and out of the ISO `yyyy-mm-dd` the API speaks.
 */
export const DATE_ENTRY_FORMAT = 'dd/mm/yyyy';

/** `2026-03-05` → `05/03/2026`; anything that is not an ISO date → empty. */
export function isoToEntry(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * `5/3/2026`, `05-03-2026` or `05.03.2026` → `2026-03-05`; null for anything that is not a real
 * calendar date (31/02/2026 included).
 */
export function entryToIso(entry: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(entry);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
