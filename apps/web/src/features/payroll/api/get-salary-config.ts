import { type SalaryConfigResponse, SalaryConfigResponseSchema } from '@hrms/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

/** A person's salary: the revision in force today (or none) and every revision, newest first. */
export async function getSalaryConfig(
  employeeId: string,
  signal?: AbortSignal,
): Promise<SalaryConfigResponse> {
  return SalaryConfigResponseSchema.parse(
    await api.get<unknown>(`/payroll/config/${encodeURIComponent(employeeId)}`, { signal }),
  );
}

export const salaryConfigQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: payrollKeys.config(employeeId),
    queryFn: ({ signal }) => getSalaryConfig(employeeId, signal),
  });

/** `null`: nobody chosen yet, nothing asked. */
export function useSalaryConfig(employeeId: string | null) {
  return useQuery({ ...salaryConfigQueryOptions(employeeId ?? ''), enabled: employeeId !== null });
}
