/** Payable days on each basis, joiners and leavers, and a structure prorated to the paisa. */
import { describe, expect, it } from 'vitest';
import { rupees } from './money';
import { daysInMonth, payableDays, prorateAmount, prorateComponents } from './proration';

describe('payableDays and prorateAmount', () => {
  it('holds the vector: ₹60,000 with 2 LOP days in a 31-day month pays 56,129.03', () => {
    const days = payableDays({ month: '2025-07', basis: 'calendar', lopDays: 2 });
    expect(days).toEqual({ basis: 31, employed: 31, payable: 29 });
    const paid = prorateAmount(rupees(60_000), days);
    expect(paid).toBe(rupees('56,129.03'));
    expect(rupees(60_000) - paid).toBe(rupees('3,870.97'));
  });

  it('counts a fixed 30 whatever the month, and the working days given', () => {
    expect(payableDays({ month: '2026-02', basis: 'fixed_30', lopDays: 1 })).toEqual({
      basis: 30,
      employed: 30,
      payable: 29,
    });
    expect(payableDays({ month: '2025-07', basis: 'working', workingDays: 23, lopDays: 1.5 })).toEqual({
      basis: 23,
      employed: 23,
      payable: 21.5,
    });
    expect(() => payableDays({ month: '2025-07', basis: 'working', lopDays: 0 })).toThrow(/working days/);
  });

  it('prorates joiners and leavers by the days employed', () => {
    // Joins 16 July: 16 of 31 days.
    const joiner = payableDays({ month: '2025-07', basis: 'calendar', lopDays: 0, joinDate: '2025-07-16' });
    expect(joiner).toEqual({ basis: 31, employed: 16, payable: 16 });
    // ₹31,000 × 16 ÷ 31 = ₹16,000
    expect(prorateAmount(rupees(31_000), joiner)).toBe(rupees(16_000));
    // Leaves 10 February 2026, one LOP day: 9 of 28.
    expect(
      payableDays({
        month: '2026-02',
        basis: 'calendar',
        lopDays: 1,
        exitDate: '2026-02-10',
        joinDate: '2020-01-01',
      }),
    ).toEqual({ basis: 28, employed: 10, payable: 9 });
    // On a fixed 30, a part month counts its calendar days, at most 30.
    expect(payableDays({ month: '2025-07', basis: 'fixed_30', lopDays: 0, joinDate: '2025-07-02' })).toEqual({
      basis: 30,
      employed: 30,
      payable: 30,
    });
    expect(payableDays({ month: '2026-02', basis: 'fixed_30', lopDays: 0, joinDate: '2026-02-15' })).toEqual({
      basis: 30,
      employed: 14,
      payable: 14,
    });
    // On working days, the caller counts the working days employed.
    expect(
      payableDays({
        month: '2025-07',
        basis: 'working',
        workingDays: 23,
        employedWorkingDays: 12,
        lopDays: 0,
        joinDate: '2025-07-16',
      }),
    ).toEqual({ basis: 23, employed: 12, payable: 12 });
    expect(() =>
      payableDays({
        month: '2025-07',
        basis: 'working',
        workingDays: 23,
        lopDays: 0,
        joinDate: '2025-07-16',
      }),
    ).toThrow(/joiner or leaver/);
  });

  it('pays nothing outside employment, and never less than nothing', () => {
    expect(
      payableDays({ month: '2025-07', basis: 'calendar', lopDays: 0, joinDate: '2025-08-01' }).payable,
    ).toBe(0);
    expect(
      payableDays({ month: '2025-07', basis: 'calendar', lopDays: 0, exitDate: '2025-06-30' }).payable,
    ).toBe(0);
    expect(payableDays({ month: '2025-07', basis: 'fixed_30', lopDays: 31 }).payable).toBe(0);
    expect(() => payableDays({ month: '2025-07', basis: 'calendar', lopDays: -1 })).toThrow(RangeError);
  });

  it('knows the length of a month', () => {
    expect(['2024-02', '2025-02', '2025-04', '2025-12'].map(daysInMonth)).toEqual([29, 28, 30, 31]);
    expect(() => daysInMonth('2025-13')).toThrow(RangeError);
  });
});

describe('prorateComponents', () => {
  it('rounds the prorated components together, so they add up to the prorated gross', () => {
    // Alone, 28,064.516… and 14,032.258… twice round to 56,129.04. Together: each takes its whole
    // paise (28,064.51, 14,032.25, 14,032.25) and the 2 paise left go to the largest remainders (.806).
    const days = payableDays({ month: '2025-07', basis: 'calendar', lopDays: 2 });
    const lines = prorateComponents(
      [
        { code: 'BASIC', amount: rupees(30_000), prorated: true },
        { code: 'HRA', amount: rupees(15_000), prorated: true },
        { code: 'SPECIAL', amount: rupees(15_000), prorated: true },
        { code: 'PHONE', amount: rupees(1_000), prorated: false },
      ],
      days,
    );
    expect(lines.map((l) => l.earned)).toEqual([
      rupees('28,064.51'),
      rupees('14,032.26'),
      rupees('14,032.26'),
      rupees('1,000'),
    ]);
    expect(lines.filter((l) => l.prorated).reduce((s, l) => s + l.earned, 0)).toBe(rupees('56,129.03'));
    expect(lines[0]).toMatchObject({ code: 'BASIC', amount: rupees(30_000) });
  });

  it('pays everything whole in a full month', () => {
    const days = payableDays({ month: '2025-07', basis: 'calendar', lopDays: 0 });
    const lines = prorateComponents([{ amount: 12_345, prorated: true }], days);
    expect(lines[0]!.earned).toBe(12_345);
  });
});
