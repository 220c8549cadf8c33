/** My days in a range, newest first, a page at a time. */
import { type AttendanceListResponse, AttendanceListResponseSchema } from '@hrms/contracts/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys, type MyDaysParams } from './attendance-keys';

export async function getMyAttendance(
  params: MyDaysParams,
  signal?: AbortSignal,
): Promise<AttendanceListResponse> {
  return AttendanceListResponseSchema.parse(
    await api.get<unknown>('/attendance/my-attendance', { query: { ...params }, signal }),
  );
}

export const myAttendanceQueryOptions = (params: MyDaysParams) =>
  queryOptions({
    queryKey: attendanceKeys.mine(params),
    queryFn: ({ signal }) => getMyAttendance(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMyAttendance(params: MyDaysParams) {
  return useQuery(myAttendanceQueryOptions(params));
}
