/** Figures over a range: days per status, attendance and punctuality rates, hours (mine or a person's). */
import { type AttendanceStats, AttendanceStatsSchema } from '@hrms/contracts/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys, type StatsParams } from './attendance-keys';

export async function getAttendanceStats(
  params: StatsParams,
  signal?: AbortSignal,
): Promise<AttendanceStats> {
  return AttendanceStatsSchema.parse(
    await api.get<unknown>('/attendance/stats', {
      query: { from: params.from, to: params.to, employeeId: params.employeeId ?? undefined },
      signal,
    }),
  );
}

export const attendanceStatsQueryOptions = (params: StatsParams) =>
  queryOptions({
    queryKey: attendanceKeys.stats(params),
    queryFn: ({ signal }) => getAttendanceStats(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAttendanceStats(params: StatsParams) {
  return useQuery(attendanceStatsQueryOptions(params));
}
