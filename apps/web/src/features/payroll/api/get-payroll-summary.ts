/** A month's slips by status and department, with gross, deductions, net and the employer's cost. */
import { type PayrollSummary, PayrollSummarySchema } from '@hrms/contracts/payroll';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { runKeys } from './slip-keys';

export async function getPayrollSummary(
  year: number,
  month: number,
  signal?: AbortSignal,
): Promise<PayrollSummary> {
  return PayrollSummarySchema.parse(await api.get<unknown>(`/payroll/summary/${month}/${year}`, { signal }));
}

export const payrollSummaryQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: runKeys.summary(year, month),
    queryFn: ({ signal }) => getPayrollSummary(year, month, signal),
    placeholderData: keepPreviousData,
  });

export function usePayrollSummary(year: number, month: number) {
  return useQuery(payrollSummaryQueryOptions(year, month));
}
