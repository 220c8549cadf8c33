/** Professional tax by state: slabs, February amounts, Tamil Nadu's halves and the annual cap. */
import type { ProfessionalTaxRuleParams } from '@hrms/contracts/payroll-rules';
import { describe, expect, it } from 'vitest';
import { INDIA_DEFAULT_RULES, pickProfessionalTaxRule } from './india-defaults';
import { rupees } from './money';
import { professionalTaxForMonth } from './professional-tax';

const ruleFor = (state: string, gender: string | null = null) =>
  pickProfessionalTaxRule(INDIA_DEFAULT_RULES, state, gender, '2025-04-30')!.params;

/** A financial year, April to March, at the same gross: each month's deduction. */
function year(rule: ProfessionalTaxRuleParams, monthlyGross: number): number[] {
  const deductions: number[] = [];
  let deducted = 0;
  let halfYearGross = 0;
  for (const month of [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3]) {
    if (month === 4 || month === 10) halfYearGross = 0;
    halfYearGross += monthlyGross;
    const amount = professionalTaxForMonth(rule, {
      month,
      monthlyGross,
      halfYearGross,
      deductedThisYear: deducted,
    });
    deductions.push(amount);
    deducted += amount;
  }
  return deductions;
}

const once = (rule: ProfessionalTaxRuleParams, month: number, gross: number) =>
  professionalTaxForMonth(rule, { month, monthlyGross: rupees(gross), deductedThisYear: 0 }) / 100;

describe('professionalTaxForMonth', () => {
  it('holds the vector for a man in Maharashtra at ₹15,000 a month: 11 × 200 + 300 = 2,500', () => {
    const deductions = year(ruleFor('MH', 'male'), rupees(15_000));
    expect(deductions.map((d) => d / 100)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 300, 200,
    ]);
    expect(deductions.reduce((s, d) => s + d, 0)).toBe(rupees(2_500));
  });

  it('holds the vector for West Bengal at ₹30,000: 150', () => {
    expect(once(ruleFor('WB'), 6, 30_000)).toBe(150);
  });

  it('takes the slabs of each state at their edges', () => {
    const mhMan = ruleFor('MH', 'male');
    expect([
      once(mhMan, 5, 7_500),
      once(mhMan, 5, 7_501),
      once(mhMan, 5, 10_000),
      once(mhMan, 5, 10_001),
    ]).toEqual([0, 175, 175, 200]);
    expect(once(mhMan, 2, 9_000)).toBe(175);
    const mhWoman = ruleFor('MH', 'female');
    expect([once(mhWoman, 5, 25_000), once(mhWoman, 5, 25_001), once(mhWoman, 2, 30_000)]).toEqual([
      0, 200, 300,
    ]);
    const ka = ruleFor('KA');
    expect([once(ka, 5, 24_999), once(ka, 5, 25_000), once(ka, 2, 25_000)]).toEqual([0, 200, 300]);
    expect(
      professionalTaxForMonth(ka, { month: 5, monthlyGross: rupees('24999.99'), deductedThisYear: 0 }),
    ).toBe(0);
    const wb = ruleFor('WB');
    expect([10_000, 10_001, 15_000, 25_000, 40_000, 40_001].map((g) => once(wb, 5, g))).toEqual([
      0, 110, 110, 130, 150, 200,
    ]);
    const ts = ruleFor('TG');
    expect([15_000, 15_001, 20_000, 20_001].map((g) => once(ts, 5, g))).toEqual([0, 150, 150, 200]);
    const gj = ruleFor('GJ');
    expect([12_000, 12_001].map((g) => once(gj, 2, g))).toEqual([0, 200]);
  });

  it('never takes the year past the cap', () => {
    const rule = ruleFor('MH', 'male');
    expect(
      professionalTaxForMonth(rule, {
        month: 2,
        monthlyGross: rupees(50_000),
        deductedThisYear: rupees(2_300),
      }),
    ).toBe(rupees(200));
    expect(
      professionalTaxForMonth(rule, {
        month: 3,
        monthlyGross: rupees(50_000),
        deductedThisYear: rupees(2_500),
      }),
    ).toBe(0);
  });

  it('deducts Tamil Nadu’s half-yearly tax in September and March on the half year’s income', () => {
    const rule = ruleFor('TN');
    // ₹15,000 a month: ₹90,000 a half year → ₹1,250 in September and in March.
    expect(year(rule, rupees(15_000)).map((d) => d / 100)).toEqual([
      0, 0, 0, 0, 0, 1250, 0, 0, 0, 0, 0, 1250,
    ]);
    // ₹6,000 a month: ₹36,000 a half year → ₹425.
    expect(year(rule, rupees(6_000)).filter((d) => d > 0)).toEqual([rupees(425), rupees(425)]);
    // ₹3,500 a month: ₹21,000 → nothing.
    expect(year(rule, rupees(3_500)).every((d) => d === 0)).toBe(true);
  });

  it('settles Tamil Nadu’s half in a leaver’s last month, and asks for the half year’s income', () => {
    const rule = ruleFor('TN');
    expect(
      professionalTaxForMonth(rule, {
        month: 7,
        monthlyGross: rupees(10_000),
        halfYearGross: rupees(40_000),
        deductedThisYear: 0,
        finalMonth: true,
      }),
    ).toBe(rupees(425));
    expect(() =>
      professionalTaxForMonth(rule, { month: 9, monthlyGross: rupees(10_000), deductedThisYear: 0 }),
    ).toThrow(/half year/);
    expect(() => professionalTaxForMonth(rule, { month: 13, monthlyGross: 0, deductedThisYear: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('pickProfessionalTaxRule', () => {
  it('picks the row for a gender, the state’s row for everyone, or Maharashtra’s general rate', () => {
    expect(pickProfessionalTaxRule(INDIA_DEFAULT_RULES, 'MH', 'female', '2025-05-01')?.key).toBe('MH-female');
    expect(pickProfessionalTaxRule(INDIA_DEFAULT_RULES, 'MH', 'male', '2025-05-01')?.key).toBe('MH-male');
    expect(pickProfessionalTaxRule(INDIA_DEFAULT_RULES, 'MH', 'non_binary', '2025-05-01')?.key).toBe(
      'MH-male',
    );
    expect(pickProfessionalTaxRule(INDIA_DEFAULT_RULES, 'KA', 'female', '2025-05-01')?.key).toBe('KA');
    expect(pickProfessionalTaxRule(INDIA_DEFAULT_RULES, 'DL', 'male', '2025-05-01')).toBeNull();
    expect(pickProfessionalTaxRule(INDIA_DEFAULT_RULES, 'KA', null, '2025-03-31')).toBeNull();
  });
});
