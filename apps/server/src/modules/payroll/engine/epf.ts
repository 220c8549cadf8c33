/**
 * EPF (payroll-india.md "EPF"). The PF wage is Basic + DA actually paid, after loss of pay. The
 * employee gives 12 % of the contribution base: min(PF wage, ceiling), or the whole wage where the
 * employer opts in; the employer matches on the same base, and of its share the pension (EPS, 8.33 %)
 * is always on the capped wage and the rest is EPF. EDLI is on the capped wage, the admin charge on
 * the contribution base. Each part is rounded half up to the rupee; employer EPF = employer share −
 * EPS, so the two always add up to the share. Voluntary PF is the employee's own and is not matched.
 */
import type { EpfRuleParams } from '@hrms/contracts/payroll-rules';
import { percentOf } from './money';

export interface EpfInput {
  /** Basic + DA paid this month after loss of pay, in paise. */
  pfWage: number;
  /** Whether contributions are on the whole wage (employer's option) rather than the capped one. */
  onActualWage: boolean;
  /** Whether the employee is a pension (EPS) member; see `isEpsMember`. */
  epsMember: boolean;
  /** Voluntary PF the employee asked for, in paise, on top of the statutory share. */
  voluntary?: number;
}

export interface EpfContributions {
  /** The wage the employee's and employer's shares and the admin charge are on. */
  contributionBase: number;
  /** min(PF wage, ceiling): the wage EPS and EDLI are on. */
  cappedWage: number;
  employee: number;
  voluntary: number;
  /** The employer's whole share, EPS + EPF. */
  employerShare: number;
  eps: number;
  employerEpf: number;
  edli: number;
  admin: number;
}

/** The month's contributions for one employee. */
export function epfContributions(rule: EpfRuleParams, input: EpfInput): EpfContributions {
  if (!Number.isSafeInteger(input.pfWage) || input.pfWage < 0) {
    throw new RangeError(`The PF wage must be whole paise, not negative; got ${input.pfWage}`);
  }
  const cappedWage = Math.min(input.pfWage, rule.wageCeiling);
  const contributionBase = input.onActualWage ? input.pfWage : cappedWage;
  const employee = percentOf(contributionBase, rule.employeeRateBp, 'rupee_half_up');
  const employerShare = percentOf(contributionBase, rule.employerRateBp, 'rupee_half_up');
  const eps = input.epsMember
    ? Math.min(percentOf(cappedWage, rule.epsRateBp, 'rupee_half_up'), employerShare)
    : 0;
  return {
    contributionBase,
    cappedWage,
    employee,
    voluntary: input.voluntary ?? 0,
    employerShare,
    eps,
    employerEpf: employerShare - eps,
    edli: percentOf(cappedWage, rule.edliRateBp, 'rupee_half_up'),
    admin: percentOf(contributionBase, rule.adminRateBp, 'rupee_half_up'),
  };
}

export interface EpsMembershipFacts {
  joinDate: string;
  /** The PF wage when they joined EPF (their first month), in paise. */
  pfWageAtJoining: number;
  /** Already a pension member through an earlier employer: membership carries over. */
  previouslyEpsMember: boolean;
}

/**
 * Whether someone is in the pension scheme: everyone, except those who first joined on or after
 * `epsNewMembersFrom` (1 Sep 2014) earning above the ceiling and were never members before.
 */
export function isEpsMember(rule: EpfRuleParams, facts: EpsMembershipFacts): boolean {
  if (facts.previouslyEpsMember) return true;
  return !(facts.joinDate >= rule.epsNewMembersFrom && facts.pfWageAtJoining > rule.wageCeiling);
}
