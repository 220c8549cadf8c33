/** One salary slip in full: admin and hr any, the person their own once finalised. */
import { type SalarySlip, SalarySlipSchema } from '@hrms/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { slipKeys } from './slip-keys';

export async function getSalarySlip(id: string, signal?: AbortSignal): Promise<SalarySlip> {
  return SalarySlipSchema.parse(
    await api.get<unknown>(`/payroll/salary-slips/${encodeURIComponent(id)}`, { signal }),
  );
}

export const salarySlipQueryOptions = (id: string) =>
  queryOptions({ queryKey: slipKeys.detail(id), queryFn: ({ signal }) => getSalarySlip(id, signal) });

/**
 * `seed`: the slip as a list showed it, shown at once while the slip is read again; `null` asks
 * nothing (no slip open).
 */
export function useSalarySlip(seed: SalarySlip | null) {
  return useQuery({
    ...salarySlipQueryOptions(seed?.id ?? ''),
    enabled: seed !== null,
    placeholderData: seed ?? undefined,
  });
}
