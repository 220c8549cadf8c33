/**
 * The keys of the month's runs and slips. A `payroll-update` event invalidates every query under
 * `payroll` and `salary-slips` (contracts `UPDATE_EVENT_QUERY_KEYS`), so each key starts with one:
 * a run's progress, the month's figures and its slips refresh as the server reports them.
 */
import type { SlipStatus } from '@hrms/contracts/payroll';

/** A month's slips as the pay run lists them; '' is "any". */
export interface MonthSlipsParams {
  year: number;
  month: number;
  status: SlipStatus | '';
  departmentId: string;
  search: string;
  page: number;
  limit: number;
}

export interface MySlipsParams {
  page: number;
  limit: number;
}

export const slipKeys = {
  all: ['salary-slips'] as const,
  month: (params: MonthSlipsParams) => [...slipKeys.all, 'month', params] as const,
  detail: (id: string) => [...slipKeys.all, 'detail', id] as const,
  mine: (params: MySlipsParams) => [...slipKeys.all, 'mine', params] as const,
};

export const runKeys = {
  all: ['payroll', 'runs'] as const,
  run: (id: string) => [...runKeys.all, id] as const,
  summary: (year: number, month: number, departmentId: string) =>
    ['payroll', 'summary', year, month, departmentId] as const,
  /** The month the pay runs open on: the first not yet finalised. */
  openMonth: () => ['payroll', 'open-month'] as const,
};

/**
 * What a change to a slip makes stale: every slip list, the month's figures, the cost over months
 * and a leaver's settlement (whose last slip it may be).
 */
export const SLIP_CHANGE_KEYS = [
  slipKeys.all,
  ['payroll', 'summary'],
  ['payroll', 'analytics'],
  ['payroll', 'full-and-final'],
] as const;
