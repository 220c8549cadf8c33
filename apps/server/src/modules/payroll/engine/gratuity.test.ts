/** Gratuity: 15 days' wages a year of service on a 26-day month, rounded to the rupee. */
import { describe, expect, it } from 'vitest';
import { GRATUITY_CEILING, gratuity, serviceYears } from './gratuity';
import { rupees } from './money';

describe('serviceYears', () => {
  it('counts completed years, and a final part year of more than six months as one more', () => {
    // 1 Apr 2015 to 30 Sep 2025: 10 years and exactly six months.
    expect(serviceYears('2015-04-01', '2025-09-30')).toEqual({ completed: 10, counted: 10 });
    // One day more: more than six months.
    expect(serviceYears('2015-04-01', '2025-10-01')).toEqual({ completed: 10, counted: 11 });
    expect(serviceYears('2020-04-01', '2025-03-31')).toEqual({ completed: 5, counted: 5 });
    expect(serviceYears('2020-04-01', '2025-03-30')).toEqual({ completed: 4, counted: 5 });
    // Joined on 29 February: the anniversary in other years is 28 February.
    expect(serviceYears('2020-02-29', '2025-02-27')).toEqual({ completed: 5, counted: 5 });
    expect(serviceYears('2025-04-01', '2025-03-31')).toEqual({ completed: 0, counted: 0 });
  });
});

describe('gratuity', () => {
  it('pays 15 × years ÷ 26 of the last wage, half up to the rupee', () => {
    // ₹50,000 × 15 × 10 ÷ 26 = ₹2,88,461.54 → ₹2,88,462
    expect(gratuity({ monthlyWage: rupees(50_000), joinDate: '2015-04-01', lastDay: '2025-09-30' })).toEqual({
      eligible: true,
      completedYears: 10,
      countedYears: 10,
      amount: rupees('2,88,462'),
      capped: false,
    });
    // Eleven years: ₹82,50,000 ÷ 26 = ₹3,17,307.69 → ₹3,17,308
    expect(
      gratuity({ monthlyWage: rupees(50_000), joinDate: '2015-04-01', lastDay: '2025-10-01' }).amount,
    ).toBe(rupees('3,17,308'));
    // ₹12,345 × 15 × 7 ÷ 26 = ₹12,96,225 ÷ 26 = ₹49,854.81 → ₹49,855
    expect(
      gratuity({ monthlyWage: rupees(12_345), joinDate: '2018-01-01', lastDay: '2024-12-31' }).amount,
    ).toBe(rupees('49,855'));
    // ₹26,000 × 15 × 5 ÷ 26 = ₹75,000 exactly
    expect(
      gratuity({ monthlyWage: rupees(26_000), joinDate: '2020-04-01', lastDay: '2025-03-31' }).amount,
    ).toBe(rupees('75,000'));
  });

  it('is due only after five completed years, except on death or disablement', () => {
    // 4 years and 364 days: not due, though it would count as five.
    const short = gratuity({ monthlyWage: rupees(30_000), joinDate: '2020-04-01', lastDay: '2025-03-30' });
    expect(short).toMatchObject({ eligible: false, completedYears: 4, countedYears: 5, amount: 0 });
    // On death: ₹30,000 × 15 × 5 ÷ 26 = ₹86,538.46 → ₹86,538
    expect(
      gratuity({
        monthlyWage: rupees(30_000),
        joinDate: '2020-04-01',
        lastDay: '2025-03-30',
        deathOrDisablement: true,
      }).amount,
    ).toBe(rupees('86,538'));
  });

  it('stops at the ceiling, which is a parameter', () => {
    // ₹3,00,000 × 15 × 20 ÷ 26 = ₹34,61,538.46 → ₹20,00,000
    const high = gratuity({ monthlyWage: rupees('3,00,000'), joinDate: '2005-04-01', lastDay: '2025-03-31' });
    expect(high).toMatchObject({ amount: GRATUITY_CEILING, capped: true, countedYears: 20 });
    expect(
      gratuity({
        monthlyWage: rupees('3,00,000'),
        joinDate: '2005-04-01',
        lastDay: '2025-03-31',
        ceiling: rupees('25,00,000'),
      }).amount,
    ).toBe(rupees('25,00,000'));
  });
});
