/** Everyone's days I reach (my line as a manager, everyone for hr), filtered, a page at a time. */
import { type AttendanceListResponse, AttendanceListResponseSchema } from '@hrms/contracts/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys, filterQuery, type TeamDaysParams } from './attendance-keys';

export async function getTeamAttendance(
  params: TeamDaysParams,
  signal?: AbortSignal,
): Promise<AttendanceListResponse> {
  return AttendanceListResponseSchema.parse(
    await api.get<unknown>('/attendance/all', {
      query: { ...filterQuery(params), page: params.page, limit: params.limit },
      signal,
    }),
  );
}

export const teamAttendanceQueryOptions = (params: TeamDaysParams, enabled = true) =>
  queryOptions({
    queryKey: attendanceKeys.team(params),
    queryFn: ({ signal }) => getTeamAttendance(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useTeamAttendance(params: TeamDaysParams, enabled = true) {
  return useQuery(teamAttendanceQueryOptions(params, enabled));
}
