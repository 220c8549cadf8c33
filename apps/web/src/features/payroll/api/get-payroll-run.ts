/**
 * A run's progress and the people whose slip could not be made. Each `payroll-update` the run sends
 * invalidates it (its key is under `payroll`), so it is read again as the run goes; while running it
 * is also asked every few seconds, for when live updates are off.
 */
import { type PayrollRun, PayrollRunSchema } from '@hrms/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { runKeys } from './slip-keys';

export const RUN_POLL_MS = 3000;

export async function getPayrollRun(id: string, signal?: AbortSignal): Promise<PayrollRun> {
  return PayrollRunSchema.parse(
    await api.get<unknown>(`/payroll/runs/${encodeURIComponent(id)}`, { signal }),
  );
}

export const payrollRunQueryOptions = (id: string) =>
  queryOptions({
    queryKey: runKeys.run(id),
    queryFn: ({ signal }) => getPayrollRun(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUN_POLL_MS : false),
  });

/** `null`: no run started. */
export function usePayrollRun(id: string | null) {
  return useQuery({ ...payrollRunQueryOptions(id ?? ''), enabled: id !== null });
}
