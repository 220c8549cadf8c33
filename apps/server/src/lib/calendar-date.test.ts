import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, daysFrom } from './calendar-date';

describe('calendar dates', () => {
  it('lists every date between two, both included, across a leap day and a year end', () => {
    expect(datesBetween('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(datesBetween('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(datesBetween('2026-11-29', '2026-11-29')).toEqual(['2026-11-29']);
    expect(datesBetween('2026-11-30', '2026-11-29')).toEqual([]);
  });

  it('steps and counts days as calendar dates', () => {
    expect(addDays('2027-03-31', 1)).toBe('2027-04-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysFrom('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysFrom('2027-01-02', '2027-01-01')).toBe(-1);
  });
});
