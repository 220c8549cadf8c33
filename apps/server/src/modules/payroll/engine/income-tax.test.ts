/** Income tax and monthly TDS: every income-tax vector of payroll-india.md, to the paisa. */
import { describe, expect, it } from 'vitest';
import {
  annualIncomeTax,
  monthlyTds,
  monthsAfterInFinancialYear,
  slabTax,
  taxableIncome,
} from './income-tax';
import { INDIA_DEFAULT_RULES, pickRule } from './india-defaults';
import { rupees } from './money';

const newRegime = pickRule(INDIA_DEFAULT_RULES, 'income_tax', 'new', '2025-04-30')!.params;
const oldRegime = pickRule(INDIA_DEFAULT_RULES, 'income_tax', 'old', '2025-04-30')!.params;

describe('annualIncomeTax, new regime', () => {
  it('rebates the whole tax up to ₹12 L: taxable 11,03,400 → slab tax 50,340, tax 0', () => {
    expect(annualIncomeTax(newRegime, rupees('11,03,400'))).toEqual({
      slabTax: rupees('50,340'),
      rebate: rupees('50,340'),
      surcharge: 0,
      cess: 0,
      total: 0,
    });
    expect(annualIncomeTax(newRegime, rupees('12,00,000')).total).toBe(0);
  });

  it('taxes 14,03,400 at 90,510 + cess 3,620.40 = 94,130.40', () => {
    expect(annualIncomeTax(newRegime, rupees('14,03,400'))).toEqual({
      slabTax: rupees('90,510'),
      rebate: 0,
      surcharge: 0,
      cess: rupees('3,620.40'),
      total: rupees('94,130.40'),
    });
  });

  it('gives marginal relief just above ₹12 L: 12,10,000 → 10,000 + cess 400 = 10,400', () => {
    // Slab tax 61,500, at most the 10,000 above ₹12 L.
    expect(annualIncomeTax(newRegime, rupees('12,10,000'))).toEqual({
      slabTax: rupees('61,500'),
      rebate: rupees('51,500'),
      surcharge: 0,
      cess: rupees(400),
      total: rupees('10,400'),
    });
  });

  it('taxes 17,25,000 at 1,45,000 + 5,800 = 1,50,800', () => {
    const tax = annualIncomeTax(newRegime, rupees('17,25,000'));
    expect([tax.slabTax, tax.cess, tax.total]).toEqual([
      rupees('1,45,000'),
      rupees('5,800'),
      rupees('1,50,800'),
    ]);
  });

  it('taxes 29,25,000 at 4,57,500 + 18,300 = 4,75,800', () => {
    const tax = annualIncomeTax(newRegime, rupees('29,25,000'));
    expect([tax.slabTax, tax.cess, tax.total]).toEqual([
      rupees('4,57,500'),
      rupees('18,300'),
      rupees('4,75,800'),
    ]);
  });

  it('limits the surcharge just above ₹50 L: 51,00,000 → 11,10,000 + 70,000 + 47,200 = 12,27,200', () => {
    // Tax at ₹50 L is 10,80,000; with the 1,00,000 above it, tax + surcharge is at most 11,80,000.
    expect(annualIncomeTax(newRegime, rupees('51,00,000'))).toEqual({
      slabTax: rupees('11,10,000'),
      rebate: 0,
      surcharge: rupees('70,000'),
      cess: rupees('47,200'),
      total: rupees('12,27,200'),
    });
  });

  it('charges the full surcharge at 60,00,000: 13,80,000 + 1,38,000 + 60,720 = 15,78,720', () => {
    expect(annualIncomeTax(newRegime, rupees('60,00,000'))).toEqual({
      slabTax: rupees('13,80,000'),
      rebate: 0,
      surcharge: rupees('1,38,000'),
      cess: rupees('60,720'),
      total: rupees('15,78,720'),
    });
  });

  it('gives marginal relief at ₹1 Cr against the tax and 10 % surcharge there', () => {
    // At ₹1 Cr: slab tax 3,00,000 + 30 % × 76 L = 25,80,000; surcharge 10 % = 2,58,000; 28,38,000.
    // At ₹1,01,00,000: slab 26,10,000, 15 % = 3,91,500 → 30,01,500 > 28,38,000 + 1,00,000 = 29,38,000.
    const tax = annualIncomeTax(newRegime, rupees('1,01,00,000'));
    expect(tax.slabTax).toBe(rupees('26,10,000'));
    expect(tax.surcharge).toBe(rupees('3,28,000'));
    // Far above, the full 15 %: ₹1.5 Cr → slab 40,80,000, surcharge 6,12,000.
    expect(annualIncomeTax(newRegime, rupees('1,50,00,000')).surcharge).toBe(rupees('6,12,000'));
    // The new regime stops at 25 %: ₹6 Cr → slab 1,75,80,000 (3 L + 30 % of 5.76 Cr) × 25 %.
    expect(annualIncomeTax(newRegime, rupees('6,00,00,000')).surcharge).toBe(rupees('43,95,000'));
  });

  it('is nothing on nothing', () => {
    expect(annualIncomeTax(newRegime, 0).total).toBe(0);
    expect(annualIncomeTax(newRegime, -5).total).toBe(0);
  });
});

describe('annualIncomeTax, old regime', () => {
  it('taxes 7,97,500 at 72,000 + 2,880 = 74,880', () => {
    const tax = annualIncomeTax(oldRegime, rupees('7,97,500'));
    expect([tax.slabTax, tax.rebate, tax.cess, tax.total]).toEqual([
      rupees('72,000'),
      0,
      rupees('2,880'),
      rupees('74,880'),
    ]);
  });

  it('rebates up to ₹12,500 at ₹5 L and gives no relief above: 5,10,000 → 15,080', () => {
    expect(annualIncomeTax(oldRegime, rupees('5,00,000')).total).toBe(0);
    expect(annualIncomeTax(oldRegime, rupees('5,10,000'))).toEqual({
      slabTax: rupees('14,500'),
      rebate: 0,
      surcharge: 0,
      cess: rupees(580),
      total: rupees('15,080'),
    });
  });

  it('charges 37 % surcharge above ₹5 Cr', () => {
    // ₹6 Cr: slab 1,12,500 + 30 % of 5.9 Cr = 1,78,12,500; 37 % = 65,90,625.
    const tax = annualIncomeTax(oldRegime, rupees('6,00,00,000'));
    expect(tax.slabTax).toBe(rupees('1,78,12,500'));
    expect(tax.surcharge).toBe(rupees('65,90,625'));
  });
});

describe('taxableIncome', () => {
  it('takes the standard deduction, and in the old regime PT and 80C up to its cap', () => {
    expect(taxableIncome(newRegime, rupees('12,75,000'))).toBe(rupees('12,00,000'));
    expect(
      taxableIncome(newRegime, rupees('12,75,000'), {
        professionalTax: rupees(2_500),
        section80C: rupees('1,50,000'),
      }),
    ).toBe(rupees('12,00,000'));
    const oldTaxable = taxableIncome(oldRegime, rupees('10,00,000'), {
      professionalTax: rupees(2_500),
      section80C: rupees('2,00,000'),
    });
    expect(oldTaxable).toBe(rupees('7,97,500'));
    expect(annualIncomeTax(oldRegime, oldTaxable).total).toBe(rupees('74,880'));
    expect(taxableIncome(oldRegime, rupees('40,000'))).toBe(0);
  });

  it('makes a gross of 12,75,000 tax-free in the new regime', () => {
    expect(annualIncomeTax(newRegime, taxableIncome(newRegime, rupees('12,75,000'))).total).toBe(0);
  });
});

describe('slabTax', () => {
  it('rounds the sum of the slabs once, half up to the paisa', () => {
    // ₹4,00,000.10: 5 % of 10 paise = 0.5 paisa → 1 paisa.
    expect(slabTax(newRegime.slabs, rupees('4,00,000.10'))).toBe(1);
  });
});

describe('monthlyTds', () => {
  it('spreads 94,130.40 over twelve months from April: 7,844.20', () => {
    // Gross 14,78,400 a year = 1,23,200 a month; taxable 14,03,400.
    const tds = monthlyTds(newRegime, {
      month: 4,
      taxablePaySoFar: 0,
      taxablePayThisMonth: rupees('1,23,200'),
      taxableStructureMonthly: rupees('1,23,200'),
      tdsDeducted: 0,
    });
    expect(tds.taxable).toBe(rupees('14,03,400'));
    expect(tds.monthsLeft).toBe(12);
    expect(tds.tds).toBe(rupees('7,844.20'));
  });

  it('takes 39,650 a month on a taxable 29,25,000', () => {
    const tds = monthlyTds(newRegime, {
      month: 4,
      taxablePaySoFar: 0,
      taxablePayThisMonth: rupees('2,50,000'),
      taxableStructureMonthly: rupees('2,50,000'),
      tdsDeducted: 0,
    });
    expect(tds.annual.total).toBe(rupees('4,75,800'));
    expect(tds.tds).toBe(rupees('39,650'));
  });

  it('deducts nothing at a gross of 12,75,000', () => {
    const tds = monthlyTds(newRegime, {
      month: 4,
      taxablePaySoFar: 0,
      taxablePayThisMonth: rupees('1,06,250'),
      taxableStructureMonthly: rupees('1,06,250'),
      tdsDeducted: 0,
    });
    expect(tds.taxable).toBe(rupees('12,00,000'));
    expect(tds.tds).toBe(0);
  });

  it('raises TDS to 17,766.67 from October when pay rises from 1,50,000 to 1,75,000', () => {
    // April: 1,50,000 a month, taxable 17,25,000 → 1,50,800 a year, 12,566.67 a month.
    const april = monthlyTds(newRegime, {
      month: 4,
      taxablePaySoFar: 0,
      taxablePayThisMonth: rupees('1,50,000'),
      taxableStructureMonthly: rupees('1,50,000'),
      tdsDeducted: 0,
    });
    expect(april.annual.total).toBe(rupees('1,50,800'));
    expect(april.tds).toBe(rupees('12,566.67'));
    // October: 9,00,000 paid Apr–Sep, 75,400 deducted; 1,75,000 now and for five more months.
    const october = monthlyTds(newRegime, {
      month: 10,
      taxablePaySoFar: rupees('9,00,000'),
      taxablePayThisMonth: rupees('1,75,000'),
      taxableStructureMonthly: rupees('1,75,000'),
      tdsDeducted: rupees('75,400'),
    });
    expect(october.projectedGross).toBe(rupees('19,50,000'));
    expect(october.taxable).toBe(rupees('18,75,000'));
    expect(october.annual.total).toBe(rupees('1,82,000'));
    expect(october.monthsLeft).toBe(6);
    expect(october.tds).toBe(rupees('17,766.67'));
  });

  it('deducts the year’s tax exactly over the twelve months, month by month', () => {
    // The raise, run month by month: April–August 12,566.67, September 12,566.66 (each month
    // re-spreads what is left), 75,400.01 in all; October (1,82,000 − 75,400.01) ÷ 6 = 17,766.665
    // → 17,766.67 as in the vector; March settles the year to the paisa.
    let paid = 0;
    let deducted = 0;
    const deductions: number[] = [];
    for (const month of [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3]) {
      const pay = month >= 4 && month <= 9 ? rupees('1,50,000') : rupees('1,75,000');
      const { tds } = monthlyTds(newRegime, {
        month,
        taxablePaySoFar: paid,
        taxablePayThisMonth: pay,
        taxableStructureMonthly: pay,
        tdsDeducted: deducted,
      });
      deductions.push(tds);
      paid += pay;
      deducted += tds;
    }
    expect(deductions.slice(0, 6).reduce((s, d) => s + d, 0)).toBe(rupees('75,400.01'));
    expect(deductions[6]).toBe(rupees('17,766.67'));
    expect(deducted).toBe(rupees('1,82,000'));
  });

  it('settles the year in March, and never deducts less than nothing', () => {
    const march = monthlyTds(newRegime, {
      month: 3,
      taxablePaySoFar: rupees('16,50,000'),
      taxablePayThisMonth: rupees('1,50,000'),
      taxableStructureMonthly: rupees('1,50,000'),
      tdsDeducted: rupees('1,38,233.37'),
    });
    expect(march.monthsLeft).toBe(1);
    expect(march.tds).toBe(rupees('12,566.63'));
    const overpaid = monthlyTds(newRegime, {
      month: 3,
      taxablePaySoFar: rupees('16,50,000'),
      taxablePayThisMonth: rupees('1,50,000'),
      taxableStructureMonthly: rupees('1,50,000'),
      tdsDeducted: rupees('1,60,000'),
    });
    expect(overpaid.tds).toBe(0);
  });

  it('uses the old regime’s deductions in the projection', () => {
    const tds = monthlyTds(oldRegime, {
      month: 4,
      taxablePaySoFar: 0,
      taxablePayThisMonth: rupees('83,333.33'),
      taxableStructureMonthly: rupees('83,333.33'),
      tdsDeducted: 0,
      deductions: { professionalTax: rupees(2_500), section80C: rupees('1,50,000') },
    });
    // 12 × 83,333.33 = 9,99,999.96 → taxable 7,97,499.96 → 71,999.99 + 2,880.00 (2,879.9996) = 74,879.99
    expect(tds.taxable).toBe(rupees('7,97,499.96'));
    expect(tds.annual.total).toBe(rupees('74,879.99'));
    expect(tds.tds).toBe(rupees('6,240.00'));
  });

  it('counts the months left in the financial year', () => {
    expect([4, 9, 10, 12, 1, 3].map(monthsAfterInFinancialYear)).toEqual([11, 6, 5, 3, 2, 0]);
    expect(() => monthsAfterInFinancialYear(0)).toThrow(RangeError);
  });
});
