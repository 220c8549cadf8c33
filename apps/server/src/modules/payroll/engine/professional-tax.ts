/**
 * Professional tax (payroll-india.md "Professional tax"), by the employee's state and, where the
 * state distinguishes them, gender. Monthly states take the slab of the month's gross, or its
 * February amount in February (Maharashtra's ₹300 makes the year ₹2,500). Tamil Nadu's is half-yearly:
 * the slab of the half-year's income (April–September, October–March), deducted in the half's sixth
 * month, September or March, or in the employee's last month if they leave before it. No month takes
 * the year's total (April–March) above the annual cap.
 */
import type { ProfessionalTaxRuleParams, ProfessionalTaxSlab } from '@hrms/contracts/payroll-rules';

export interface ProfessionalTaxInput {
  /** Calendar month of the pay period, 1 (January) to 12. */
  month: number;
  /** The month's gross pay, in paise (monthly states). */
  monthlyGross: number;
  /** Half-yearly states: the gross of the half year to date, this month included. */
  halfYearGross?: number;
  /** Professional tax already deducted this financial year (from April). */
  deductedThisYear: number;
  /** The employee's last month with us: a half-yearly tax is settled now for the half so far. */
  finalMonth?: boolean;
}

function slabFor(slabs: readonly ProfessionalTaxSlab[], amount: number): ProfessionalTaxSlab {
  const slab = slabs.find((s) => s.upTo === null || amount <= s.upTo);
  // The contract holds that the last slab is unbounded; a hand-made rule might not.
  if (!slab) throw new RangeError('The professional-tax slabs do not cover this amount');
  return slab;
}

/** The professional tax to deduct this month. */
export function professionalTaxForMonth(
  rule: ProfessionalTaxRuleParams,
  input: ProfessionalTaxInput,
): number {
  if (!Number.isInteger(input.month) || input.month < 1 || input.month > 12) {
    throw new RangeError(`The month must be 1 to 12, got ${input.month}`);
  }
  let amount: number;
  if (rule.period === 'monthly') {
    const slab = slabFor(rule.slabs, input.monthlyGross);
    amount = input.month === 2 && slab.februaryAmount !== undefined ? slab.februaryAmount : slab.amount;
  } else {
    const dueMonth = input.month === 9 || input.month === 3 || input.finalMonth === true;
    if (!dueMonth) return 0;
    if (input.halfYearGross === undefined) {
      throw new RangeError(
        `Professional tax in ${rule.state} is on the half year's income: give halfYearGross`,
      );
    }
    amount = slabFor(rule.slabs, input.halfYearGross).amount;
  }
  return Math.max(0, Math.min(amount, rule.annualCap - input.deductedThisYear));
}
