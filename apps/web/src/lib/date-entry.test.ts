import { describe, expect, it } from 'vitest';
import { entryToIso, isoToEntry } from './date-entry';

describe('date entry', () => {
  it('shows an ISO date as dd/mm/yyyy', () => {
    expect(isoToEntry('2026-03-05')).toBe('05/03/2026');
    expect(isoToEntry('')).toBe('');
    expect(isoToEntry('05/03/2026')).toBe('');
  });

  it('reads day first, with slashes, dashes or dots, and refuses dates that do not exist', () => {
    expect(entryToIso('05/03/2026')).toBe('2026-03-05');
    expect(entryToIso('5/3/2026')).toBe('2026-03-05');
    expect(entryToIso(' 05-03-2026 ')).toBe('2026-03-05');
    expect(entryToIso('29.02.2028')).toBe('2028-02-29');
    expect(entryToIso('29/02/2026')).toBeNull();
    expect(entryToIso('13/13/2026')).toBeNull();
    expect(entryToIso('2026-03-05')).toBeNull();
    expect(entryToIso('05/03')).toBeNull();
  });
});
