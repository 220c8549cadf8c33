/** Paise arithmetic: exact products, rounding as each rule says, and amounts in words. */
import { describe, expect, it } from 'vitest';
import { amountInWords, mulDiv, percentOf, prorate, rupees, toRupee } from './money';

describe('rupees', () => {
  it('reads rupees as written into paise', () => {
    expect(rupees('56,129.03')).toBe(5_612_903);
    expect(rupees(3870.97)).toBe(387_097);
    expect(rupees('₹1,50,000')).toBe(15_000_000);
    expect(rupees('0.5')).toBe(50);
    expect(rupees(12)).toBe(1200);
  });

  it('refuses what is not an amount', () => {
    expect(() => rupees('12.345')).toThrow(RangeError);
    expect(() => rupees('abc')).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('rounds half up to the paisa, or to the rupee half up or up', () => {
    // 12 % of ₹12,345 = ₹1,481.40
    expect(percentOf(rupees(12_345), 1200)).toBe(rupees('1481.40'));
    expect(percentOf(rupees(12_345), 1200, 'rupee_half_up')).toBe(rupees(1481));
    // 8.33 % of ₹15,000 = ₹1,249.50 → ₹1,250
    expect(percentOf(rupees(15_000), 833, 'rupee_half_up')).toBe(rupees(1250));
    // 0.75 % of ₹18,500 = ₹138.75 → up to ₹139; an exact rupee stays
    expect(percentOf(rupees(18_500), 75, 'rupee_ceil')).toBe(rupees(139));
    expect(percentOf(rupees(20_000), 75, 'rupee_ceil')).toBe(rupees(150));
    // 0.5 of a paisa rounds up
    expect(percentOf(1, 5000)).toBe(1);
    expect(percentOf(1, 4999)).toBe(0);
  });

  it('stays exact where the product passes 2^53', () => {
    // ₹900 crore at 30 %: the product 9e11 × 3000 = 2.7e15 fits, 9e13 × 3000 does not.
    expect(percentOf(90_000_000_000_000, 3000)).toBe(27_000_000_000_000);
    expect(mulDiv(9_007_199_254_740_991, 3, 3)).toBe(9_007_199_254_740_991);
  });

  it('refuses fractions of a paisa and too large a result', () => {
    expect(() => percentOf(10.5, 100)).toThrow(RangeError);
    expect(() => mulDiv(9_007_199_254_740_991, 2, 1)).toThrow(RangeError);
    expect(() => mulDiv(1, 1, 0)).toThrow(RangeError);
  });
});

describe('toRupee and prorate', () => {
  it('rounds paise to the rupee', () => {
    expect(toRupee(6_172)).toBe(6_200);
    expect(toRupee(6_150)).toBe(6_200);
    expect(toRupee(6_149)).toBe(6_100);
    expect(toRupee(6_101, 'ceil')).toBe(6_200);
  });

  it('prorates half up to the paisa, half days included', () => {
    // ₹60,000 × 29 ÷ 31 = ₹56,129.0322…
    expect(prorate(rupees(60_000), 29, 31)).toBe(rupees('56129.03'));
    // ₹30,000 × 29.5 ÷ 30 = ₹29,500
    expect(prorate(rupees(30_000), 29.5, 30)).toBe(rupees(29_500));
    expect(() => prorate(100, 1, 0)).toThrow(RangeError);
    expect(() => prorate(100, 0.001, 30)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('writes rupees and paise in the Indian system', () => {
    expect(amountInWords(rupees('56129.03'))).toBe(
      'Rupees Fifty-Six Thousand One Hundred Twenty-Nine and Three Paise Only',
    );
    expect(amountInWords(rupees('1,23,45,678.90'))).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    );
    expect(amountInWords(rupees('1,00,00,00,000'))).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(rupees('20,00,000'))).toBe('Rupees Twenty Lakh Only');
    expect(amountInWords(rupees(100_101))).toBe('Rupees One Lakh One Hundred One Only');
    expect(amountInWords(rupees(1_000))).toBe('Rupees One Thousand Only');
    expect(amountInWords(rupees(19))).toBe('Rupees Nineteen Only');
  });

  it('says zero, and a single paisa', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1)).toBe('Rupees Zero and One Paisa Only');
    expect(amountInWords(150)).toBe('Rupees One and Fifty Paise Only');
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
