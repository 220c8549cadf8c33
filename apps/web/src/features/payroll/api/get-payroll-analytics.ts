/** What finalised pay cost over a range of months: by month, department and component, and in all. */
import { type PayrollAnalytics, PayrollAnalyticsSchema } from '@hrms/contracts/payroll';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

/** Both ends included, as `YYYY-MM`. */
export interface AnalyticsRange {
  from: string;
  to: string;
}

export async function getPayrollAnalytics(
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<PayrollAnalytics> {
  return PayrollAnalyticsSchema.parse(
    await api.get<unknown>('/payroll/analytics', { query: { from: range.from, to: range.to }, signal }),
  );
}

export const payrollAnalyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    // Under `payroll`, so a `payroll-update` event (a month finalised) refreshes the figures.
    queryKey: [...payrollKeys.all, 'analytics', range.from, range.to] as const,
    queryFn: ({ signal }) => getPayrollAnalytics(range, signal),
    placeholderData: keepPreviousData,
  });

export function usePayrollAnalytics(range: AnalyticsRange) {
  return useQuery(payrollAnalyticsQueryOptions(range));
}
