/** Statutory bonus: who is due it, on what wage, at what rate. */
import { describe, expect, it } from 'vitest';
import { statutoryBonus } from './bonus';
import { rupees } from './money';

const year = (wage: number, months = 12) => Array.from({ length: months }, () => rupees(wage));

describe('statutoryBonus', () => {
  it('is on the minimum wage where it is above ₹7,000 and below the wage', () => {
    // min(12,000, max(7,000, 10,000)) × 12 = 1,20,000 × 8.33 % = 9,996
    expect(
      statutoryBonus({
        monthlyWages: year(12_000),
        workingDays: 250,
        minimumWage: rupees(10_000),
        rateBp: 833,
      }),
    ).toEqual({ eligible: true, bonusWages: rupees('1,20,000'), amount: rupees(9_996) });
  });

  it('is on ₹7,000 with no minimum wage, and on the wage where it is less; half up to the rupee', () => {
    // 7,000 × 12 × 8.33 % = 6,997.20 → 6,997
    expect(
      statutoryBonus({ monthlyWages: year(15_000), workingDays: 250, minimumWage: 0, rateBp: 833 }).amount,
    ).toBe(rupees(6_997));
    // 6,000 × 12 × 8.33 % = 5,997.60 → 5,998
    expect(
      statutoryBonus({ monthlyWages: year(6_000), workingDays: 250, minimumWage: 0, rateBp: 833 }).amount,
    ).toBe(rupees(5_998));
    // 20 %: 7,000 × 12 × 20 % = 16,800
    expect(
      statutoryBonus({ monthlyWages: year(15_000), workingDays: 250, minimumWage: 0, rateBp: 2000 }).amount,
    ).toBe(rupees(16_800));
  });

  it('counts only months at most ₹21,000 and asks 30 working days', () => {
    expect(
      statutoryBonus({ monthlyWages: year(21_000), workingDays: 250, minimumWage: 0, rateBp: 833 }).eligible,
    ).toBe(true);
    expect(
      statutoryBonus({ monthlyWages: year(21_001), workingDays: 250, minimumWage: 0, rateBp: 833 }),
    ).toEqual({
      eligible: false,
      bonusWages: 0,
      amount: 0,
    });
    // Six months at 20,000 and six at 22,000: 7,000 × 6 × 8.33 % = 3,498.60 → 3,499
    const raised = [...year(20_000, 6), ...year(22_000, 6)];
    expect(
      statutoryBonus({ monthlyWages: raised, workingDays: 250, minimumWage: 0, rateBp: 833 }).amount,
    ).toBe(rupees(3_499));
    expect(
      statutoryBonus({ monthlyWages: year(15_000, 1), workingDays: 29, minimumWage: 0, rateBp: 833 })
        .eligible,
    ).toBe(false);
    // 30 days in one month: 7,000 × 8.33 % = 583.10 → 583
    expect(
      statutoryBonus({ monthlyWages: year(15_000, 1), workingDays: 30, minimumWage: 0, rateBp: 833 }).amount,
    ).toBe(rupees(583));
  });

  it('refuses a rate outside 8.33 % to 20 %', () => {
    expect(() =>
      statutoryBonus({ monthlyWages: year(10_000), workingDays: 250, minimumWage: 0, rateBp: 800 }),
    ).toThrow(/833 to 2000/);
    expect(() =>
      statutoryBonus({ monthlyWages: year(10_000), workingDays: 250, minimumWage: 0, rateBp: 2001 }),
    ).toThrow(RangeError);
  });
});
