/**
 * Statutory bonus under the Payment of Bonus Act, 1965. An employee is due it for the accounting
 * year when they worked at least 30 working days in it; each month counts when its Basic + DA was at
 * most ₹21,000 (s. 2(13)), on min(actual Basic + DA, max(₹7,000, the minimum wage)) (s. 12), at
 * the rate the employer declares, 8.33 % to 20 % (ss. 10, 11). Rounded half up to the rupee.
 */
import { STATUTORY_BONUS } from '@hrms/contracts/payroll';
import { percentOf } from './money';

export interface BonusInput {
  /** Basic + DA paid in each month worked in the year, in paise. */
  monthlyWages: readonly number[];
  /** Working days in the year. */
  workingDays: number;
  /** The monthly minimum wage of the employment, in paise; 0 where none applies. */
  minimumWage: number;
  /** 833 (8.33 %) to 2000 (20 %). */
  rateBp: number;
  /** Monthly Basic + DA above which a month gives no bonus; ₹21,000 unless given. */
  eligibilityLimit?: number;
  /** The calculation ceiling's floor; ₹7,000 unless given. */
  calculationCeiling?: number;
}

export interface Bonus {
  eligible: boolean;
  /** The wages the bonus is on, in paise. */
  bonusWages: number;
  /** In paise, whole rupees. */
  amount: number;
}

export function statutoryBonus(input: BonusInput): Bonus {
  if (
    !Number.isInteger(input.rateBp) ||
    input.rateBp < STATUTORY_BONUS.minRateBp ||
    input.rateBp > STATUTORY_BONUS.maxRateBp
  ) {
    throw new RangeError(
      `The bonus rate must be 833 to 2000 basis points (8.33 % to 20 %), got ${input.rateBp}`,
    );
  }
  const limit = input.eligibilityLimit ?? STATUTORY_BONUS.eligibilityLimit;
  const ceiling = Math.max(input.calculationCeiling ?? STATUTORY_BONUS.calculationCeiling, input.minimumWage);
  const months = input.monthlyWages.filter((wage) => wage <= limit);
  if (input.workingDays < 30 || months.length === 0) return { eligible: false, bonusWages: 0, amount: 0 };
  const bonusWages = months.reduce((s, wage) => s + Math.min(wage, ceiling), 0);
  return { eligible: true, bonusWages, amount: percentOf(bonusWages, input.rateBp, 'rupee_half_up') };
}
