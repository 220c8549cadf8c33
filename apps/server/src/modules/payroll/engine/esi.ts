/**
 * ESI (payroll-india.md "ESI"). Coverage is decided once per contribution period (April–September,
 * October–March) by the monthly gross of the full structure, before loss of pay, at the period's
 * start (or at joining, for someone who joins within it): at most the wage limit (₹21,000) and the
 * person is covered for every month to the period's end, whatever their pay does meanwhile; above
 * it, nothing is contributed. A covered month's contributions are on the gross wages actually paid,
 * employee 0.75 % and employer 3.25 %, each rounded up to the next rupee.
 */
import type { EsiRuleParams } from '@hrms/contracts/payroll-rules';
import { percentOf } from './money';

export interface ContributionPeriod {
  /** First and last day, `YYYY-MM-DD`. */
  start: string;
  end: string;
}

/** The contribution period a date falls in: 1 April–30 September or 1 October–31 March. */
export function esiContributionPeriod(date: string): ContributionPeriod {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (month >= 4 && month <= 9) return { start: `${year}-04-01`, end: `${year}-09-30` };
  const startYear = month >= 10 ? year : year - 1;
  return { start: `${startYear}-10-01`, end: `${startYear + 1}-03-31` };
}

export interface EsiCoverage {
  covered: boolean;
  period: ContributionPeriod;
}

/**
 * Whether a month (any date in it) is covered, given the full-structure monthly gross at the start
 * of its contribution period (at joining, if later) and the rule in force then.
 */
export function esiCoverage(rule: EsiRuleParams, month: string, grossAtPeriodStart: number): EsiCoverage {
  return { covered: grossAtPeriodStart <= rule.wageLimit, period: esiContributionPeriod(month) };
}

export interface EsiContributions {
  employee: number;
  employer: number;
}

/** The month's contributions on the gross wages paid; none when the month is not covered. */
export function esiContributions(rule: EsiRuleParams, covered: boolean, grossPaid: number): EsiContributions {
  if (!covered) return { employee: 0, employer: 0 };
  return {
    employee: percentOf(grossPaid, rule.employeeRateBp, 'rupee_ceil'),
    employer: percentOf(grossPaid, rule.employerRateBp, 'rupee_ceil'),
  };
}
