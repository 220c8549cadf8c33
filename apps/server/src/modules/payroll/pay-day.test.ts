import { describe, expect, it } from 'vitest';
import { openMonth, payDayOf } from './pay-day';

describe('payDayOf', () => {
  it('is the last working day the calendar names, by default', () => {
    expect(payDayOf('last_working_day', { year: 2026, month: 11 }, '2026-11-30')).toBe('2026-11-30');
    expect(payDayOf('last_working_day', { year: 2026, month: 10 }, '2026-10-30')).toBe('2026-10-30');
  });
  it('is the month’s last day when no day of it is a working day', () => {
    expect(payDayOf('last_working_day', { year: 2027, month: 2 }, null)).toBe('2027-02-28');
  });
  it('is the day of the month set, or the last day of a shorter month', () => {
    expect(payDayOf(7, { year: 2026, month: 12 }, '2026-12-31')).toBe('2026-12-07');
    expect(payDayOf(31, { year: 2026, month: 11 }, '2026-11-30')).toBe('2026-11-30');
    expect(payDayOf(30, { year: 2028, month: 2 }, '2028-02-29')).toBe('2028-02-29');
  });
});

describe('openMonth', () => {
  it('is this month before any month was finalised', () => {
    expect(openMonth('2026-11-29', undefined)).toEqual({ year: 2026, month: 11 });
  });
  it('is the month after the latest finalised one', () => {
    expect(openMonth('2026-11-29', { year: 2026, month: 10, waiting: false })).toEqual({
      year: 2026,
      month: 11,
    });
    expect(openMonth('2027-01-02', { year: 2026, month: 12, waiting: false })).toEqual({
      year: 2027,
      month: 1,
    });
  });
  it('stays on the latest finalised month while some of its slips wait', () => {
    expect(openMonth('2026-11-29', { year: 2026, month: 10, waiting: true })).toEqual({
      year: 2026,
      month: 10,
    });
  });
  it('goes no further than next month', () => {
    expect(openMonth('2026-11-29', { year: 2026, month: 12, waiting: false })).toEqual({
      year: 2026,
      month: 12,
    });
    expect(openMonth('2026-11-29', { year: 2027, month: 3, waiting: false })).toEqual({
      year: 2026,
      month: 12,
    });
  });
});
