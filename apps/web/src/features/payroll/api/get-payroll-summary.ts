/**
 * A month's slips by status and department, with gross, deductions, net and the employer's cost, and
 * how many people the month employs (whom a run pays): of the company, or of one department.
 */
import { type PayrollSummary, PayrollSummarySchema } from '@hrms/contracts/payroll';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { runKeys } from './slip-keys';

export async function getPayrollSummary(
  year: number,
  month: number,
  departmentId: string,
  signal?: AbortSignal,
): Promise<PayrollSummary> {
  const query = departmentId ? `?${new URLSearchParams({ departmentId })}` : '';
  return PayrollSummarySchema.parse(
    await api.get<unknown>(`/payroll/summary/${month}/${year}${query}`, { signal }),
  );
}

/** `departmentId` '' for the whole company. */
export const payrollSummaryQueryOptions = (year: number, month: number, departmentId = '') =>
  queryOptions({
    queryKey: runKeys.summary(year, month, departmentId),
    queryFn: ({ signal }) => getPayrollSummary(year, month, departmentId, signal),
    placeholderData: keepPreviousData,
  });

export function usePayrollSummary(year: number, month: number, departmentId = '') {
  return useQuery(payrollSummaryQueryOptions(year, month, departmentId));
}
