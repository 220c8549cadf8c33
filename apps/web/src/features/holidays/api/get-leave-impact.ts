/**
 * The approved leave a saved holiday still counts (admin and hr): leave approved before the day was
 * a holiday, with the days each person gets back if it is counted again.
 */
import { type Holiday, type LeaveImpactResponse, LeaveImpactResponseSchema } from '@hrms/contracts/holidays';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayKeys } from './holiday-keys';

export async function getLeaveImpact(holidayId: string, signal?: AbortSignal): Promise<LeaveImpactResponse> {
  return LeaveImpactResponseSchema.parse(
    await api.get<unknown>('/holidays/leave-impact', { query: { holidayId }, signal }),
  );
}

export const leaveImpactQueryOptions = (holidayId: string) =>
  queryOptions({
    queryKey: holidayKeys.leaveImpact(holidayId),
    queryFn: ({ signal }) => getLeaveImpact(holidayId, signal),
    staleTime: 60_000,
  });

export function useLeaveImpact(holidayId: string | null) {
  return useQuery({ ...leaveImpactQueryOptions(holidayId ?? ''), enabled: holidayId !== null });
}

/**
 * Of each holiday shown, the leave it meets, by holiday id; only holidays that meet some are in it.
 * An optional holiday leaves the day worked, so no leave is counted again for it and none is asked.
 */
export function useLeaveOnHolidays(
  holidays: readonly Holiday[],
  enabled: boolean,
): ReadonlyMap<string, LeaveImpactResponse> {
  const ids = enabled ? holidays.filter((h) => h.type !== 'optional').map((h) => h.id) : [];
  return useQueries({
    queries: ids.map(leaveImpactQueryOptions),
    combine: (results) =>
      new Map(
        results.flatMap((result, i) =>
          result.data && result.data.items.length > 0 ? [[ids[i]!, result.data] as const] : [],
        ),
      ),
  });
}
