/**
 * The month the pay runs open on: the first one not yet finalised after the latest finalised one,
 * at most next month (the server decides, from the slips of every department).
 */
import { type PayrollOpenMonth, PayrollOpenMonthSchema } from '@hrms/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { runKeys } from './slip-keys';

export async function getPayrollOpenMonth(signal?: AbortSignal): Promise<PayrollOpenMonth> {
  return PayrollOpenMonthSchema.parse(await api.get<unknown>('/payroll/open-month', { signal }));
}

export const payrollOpenMonthQueryOptions = () =>
  queryOptions({
    queryKey: runKeys.openMonth(),
    queryFn: ({ signal }) => getPayrollOpenMonth(signal),
    // Read once when the page opens: the month the person then chooses stays theirs.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePayrollOpenMonth() {
  return useQuery(payrollOpenMonthQueryOptions());
}
