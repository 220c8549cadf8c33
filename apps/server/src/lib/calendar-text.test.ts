import { describe, expect, it } from 'vitest';
import { calendarDateText } from './calendar-text';

describe('calendarDateText', () => {
  it('reads a calendar date as people write it, without a time zone', () => {
    expect(calendarDateText('2026-11-30')).toBe('30 Nov 2026');
    expect(calendarDateText('2026-01-05')).toBe('5 Jan 2026');
  });

  it('leaves anything else as it is', () => {
    expect(calendarDateText('2026-13-01')).toBe('2026-13-01');
    expect(calendarDateText('soon')).toBe('soon');
  });
});
