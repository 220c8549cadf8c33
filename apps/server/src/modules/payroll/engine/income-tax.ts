/**
 * Income tax deducted at source on salary (payroll-india.md "Income tax"). The annual tax of a
 * taxable income under a regime's rule: slab tax; the section 87A rebate (all of it up to the limit;
 * above it, with marginal relief, tax at most the income above the limit); surcharge on the tax
 * after rebate, with marginal relief at each threshold (tax + surcharge never more than the tax +
 * surcharge at the threshold plus the income above it); cess on tax + surcharge. Each part is exact
 * to the paisa, half up. The month's TDS spreads what is still owed on the projected year's income
 * over the months left, this one included.
 */
import type { IncomeTaxRuleParams, IncomeTaxSlab } from '@hrms/contracts/payroll-rules';
import { mulDiv, percentOf, roundQuotient } from './money';

export interface AnnualTax {
  slabTax: number;
  rebate: number;
  surcharge: number;
  cess: number;
  /** slabTax − rebate + surcharge + cess. */
  total: number;
}

/** Tax by the slabs alone: each slab's rate on the part of the income inside it. */
export function slabTax(slabs: readonly IncomeTaxSlab[], taxable: number): number {
  let owed = 0n;
  let lower = 0;
  for (const slab of slabs) {
    if (taxable <= lower) break;
    const upper = slab.upTo === null ? taxable : Math.min(taxable, slab.upTo);
    owed += BigInt(upper - lower) * BigInt(slab.rateBp);
    if (slab.upTo === null) break;
    lower = slab.upTo;
  }
  return Number(roundQuotient(owed, 10_000n, 'half_up'));
}

function rebateOf(rule: IncomeTaxRuleParams, taxable: number, tax: number): number {
  const { taxableUpTo, maxRebate, marginalRelief } = rule.rebate;
  if (taxable <= taxableUpTo) return maxRebate === null ? tax : Math.min(tax, maxRebate);
  // Above the limit, marginal relief: the tax is at most what the income exceeds the limit by.
  if (marginalRelief) return Math.max(0, tax - (taxable - taxableUpTo));
  return 0;
}

/** Tax after rebate and surcharge, before cess; recursive through the thresholds below. */
function taxAndSurcharge(
  rule: IncomeTaxRuleParams,
  taxable: number,
): { slabTax: number; rebate: number; surcharge: number } {
  const slab = slabTax(rule.slabs, taxable);
  const rebate = rebateOf(rule, taxable, slab);
  const tax = slab - rebate;
  const tier = rule.surcharge.findLast((t) => taxable > t.above);
  if (!tier) return { slabTax: slab, rebate, surcharge: 0 };
  const full = percentOf(tax, tier.rateBp, 'paisa');
  const atThreshold = taxAndSurcharge(rule, tier.above);
  const ceiling = atThreshold.slabTax - atThreshold.rebate + atThreshold.surcharge + (taxable - tier.above);
  return { slabTax: slab, rebate, surcharge: Math.max(0, Math.min(full, ceiling - tax)) };
}

/** The year's tax on a taxable income (after deductions), with its parts. */
export function annualIncomeTax(rule: IncomeTaxRuleParams, taxable: number): AnnualTax {
  if (!Number.isSafeInteger(taxable))
    throw new RangeError(`Taxable income must be whole paise, got ${taxable}`);
  if (taxable <= 0) return { slabTax: 0, rebate: 0, surcharge: 0, cess: 0, total: 0 };
  const parts = taxAndSurcharge(rule, taxable);
  const beforeCess = parts.slabTax - parts.rebate + parts.surcharge;
  const cess = percentOf(beforeCess, rule.cessRateBp, 'paisa');
  return { ...parts, cess, total: beforeCess + cess };
}

export interface Deductions {
  /** Professional tax of the year; deducted only where the regime allows. */
  professionalTax?: number;
  /** Declared section 80C investments; deducted up to the regime's cap, if it has one. */
  section80C?: number;
}

/** Taxable income from the year's taxable gross pay: standard deduction, then what the regime allows. */
export function taxableIncome(
  rule: IncomeTaxRuleParams,
  grossTaxable: number,
  deductions: Deductions = {},
): number {
  let taxable = grossTaxable - rule.standardDeduction;
  if (rule.professionalTaxDeductible) taxable -= deductions.professionalTax ?? 0;
  if (rule.maxDeduction80C !== null) taxable -= Math.min(deductions.section80C ?? 0, rule.maxDeduction80C);
  return Math.max(0, taxable);
}

export interface MonthlyTdsInput {
  /** Calendar month of the pay period, 1 (January) to 12; the financial year runs April to March. */
  month: number;
  /** Taxable pay of the earlier months of this financial year. */
  taxablePaySoFar: number;
  /** Taxable pay of this month (after loss of pay). */
  taxablePayThisMonth: number;
  /** Taxable pay of this month's structure (a full month), projected over the months after this one. */
  taxableStructureMonthly: number;
  /** TDS deducted in the earlier months of this financial year. */
  tdsDeducted: number;
  /** The year's deductions as declared or projected. */
  deductions?: Deductions;
}

export interface MonthlyTds {
  projectedGross: number;
  taxable: number;
  annual: AnnualTax;
  /** Months left in the financial year, this one included. */
  monthsLeft: number;
  /** The TDS to deduct this month, half up to the paisa, never negative. */
  tds: number;
}

/** Months after a calendar month until March, the financial year's last. */
export function monthsAfterInFinancialYear(month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`The month must be 1 to 12, got ${month}`);
  }
  return (3 - month + 12) % 12;
}

/** This month's TDS: (tax on the projected year − TDS so far) ÷ months left, this one included. */
export function monthlyTds(rule: IncomeTaxRuleParams, input: MonthlyTdsInput): MonthlyTds {
  const monthsAfter = monthsAfterInFinancialYear(input.month);
  const projectedGross =
    input.taxablePaySoFar + input.taxablePayThisMonth + input.taxableStructureMonthly * monthsAfter;
  const taxable = taxableIncome(rule, projectedGross, input.deductions);
  const annual = annualIncomeTax(rule, taxable);
  const monthsLeft = monthsAfter + 1;
  const tds = Math.max(0, mulDiv(annual.total - input.tdsDeducted, 1, monthsLeft, 'half_up'));
  return { projectedGross, taxable, annual, monthsLeft, tds };
}
