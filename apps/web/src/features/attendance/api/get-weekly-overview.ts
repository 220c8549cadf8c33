/** A week of the team (Monday to Sunday): how many people were in each status each day. */
import { type WeeklyOverview, WeeklyOverviewSchema } from '@hrms/contracts/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './attendance-keys';

/** `date`: any day of the week; null for this week. */
export async function getTeamWeek(date: string | null, signal?: AbortSignal): Promise<WeeklyOverview> {
  return WeeklyOverviewSchema.parse(
    await api.get<unknown>('/attendance/weekly-overview', {
      query: { scope: 'team', date: date ?? undefined },
      signal,
    }),
  );
}

export const teamWeekQueryOptions = (date: string | null) =>
  queryOptions({
    queryKey: attendanceKeys.week(date),
    queryFn: ({ signal }) => getTeamWeek(date, signal),
    placeholderData: keepPreviousData,
  });

export function useTeamWeek(date: string | null) {
  return useQuery(teamWeekQueryOptions(date));
}
