/**
 * Who is in now (`GET /time-tracking/team`): each person I reach (my line as a manager, everyone for
 * hr) with their clock as it stands. Read by the attendance page and the time-tracking board, under
 * the time-tracking board's key, so both share one cache entry that a punch anywhere refreshes
 * (`time_tracking:status_updated`).
 */
import { type TeamClockBoard, TeamClockBoardSchema } from '@hrms/contracts/time-tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const teamClockBoardKey = ['time-tracking', 'team'] as const;

export async function getTeamClockBoard(signal?: AbortSignal): Promise<TeamClockBoard> {
  return TeamClockBoardSchema.parse(await api.get<unknown>('/time-tracking/team', { signal }));
}

export const teamClockBoardQueryOptions = () =>
  queryOptions({
    queryKey: teamClockBoardKey,
    queryFn: ({ signal }) => getTeamClockBoard(signal),
    // Realtime keeps it current; this covers an event missed while the connection was down.
    refetchInterval: 2 * 60_000,
  });

export function useTeamClockBoard(enabled = true) {
  return useQuery({ ...teamClockBoardQueryOptions(), enabled });
}
