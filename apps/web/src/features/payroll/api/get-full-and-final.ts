/**
 * A leaver's full and final settlement (admin, hr): the last month's pay unless its slip is final,
 * leave encashed and gratuity, on their last day on record or the day given. Under `payroll`, so a
 * `payroll-update` (a slip finalised) works it out again; a salary saved here does too.
 */
import { type FullAndFinal, FullAndFinalSchema } from '@hrms/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

/** `lastDay` null: the person's last day on record. */
export const fullAndFinalKey = (employeeId: string, lastDay: string | null) =>
  [...payrollKeys.fullAndFinal(employeeId), lastDay ?? 'on-record'] as const;

export async function getFullAndFinal(
  employeeId: string,
  lastDay: string | null,
  signal?: AbortSignal,
): Promise<FullAndFinal> {
  return FullAndFinalSchema.parse(
    await api.get<unknown>(`/payroll/full-and-final/${encodeURIComponent(employeeId)}`, {
      query: { lastDay },
      signal,
    }),
  );
}

export const fullAndFinalQueryOptions = (employeeId: string, lastDay: string | null) =>
  queryOptions({
    queryKey: fullAndFinalKey(employeeId, lastDay),
    queryFn: ({ signal }) => getFullAndFinal(employeeId, lastDay, signal),
  });

/** `employeeId` null: nobody chosen yet, nothing asked. */
export function useFullAndFinal(employeeId: string | null, lastDay: string | null) {
  return useQuery({ ...fullAndFinalQueryOptions(employeeId ?? '', lastDay), enabled: employeeId !== null });
}
