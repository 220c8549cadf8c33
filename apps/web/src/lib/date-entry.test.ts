import { describe, expect, it } from 'vitest';
import { entryToIso, isoToEntry, typedOver } from './date-entry';

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
    expect(entryToIso('05/03')).toBeNull();
  });

  it('reads ISO dates too', () => {
    expect(entryToIso('2026-03-05')).toBe('2026-03-05');
    expect(entryToIso(' 2026-3-5 ')).toBe('2026-03-05');
    expect(entryToIso('2026-02-29')).toBeNull();
    expect(entryToIso('2026/03/05')).toBeNull();
  });

  it('starts a new date when keys go beside or inside a whole date and make none of it', () => {
    expect(typedOver('05/03/2026', '05/03/20260')).toBe('0');
    expect(typedOver('05/03/2026', '005/03/2026')).toBe('0');
    expect(typedOver('05/03/2026', '05/013/2026')).toBe('1');
    expect(typedOver('05/03/2026', '05/03/202606/03/2026')).toBe('06/03/2026');
    // An edit that leaves a date, a deletion, a replacement, or half a date typed on: as they are.
    expect(typedOver('5/03/2026', '15/03/2026')).toBe('15/03/2026');
    expect(typedOver('05/03/2026', '05/03/202')).toBe('05/03/202');
    expect(typedOver('05/03/2026', '05/0x/2026')).toBe('05/0x/2026');
    expect(typedOver('05/03/202', '05/03/2020')).toBe('05/03/2020');
  });
});
