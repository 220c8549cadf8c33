/** A month of one person's days (mine, or someone I reach), a status a day, with totals and the office's zone. */
import { type AttendanceCalendar, AttendanceCalendarSchema } from '@hrms/contracts/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './attendance-keys';

export async function getAttendanceCalendar(
  employeeId: string | null,
  year: number,
  month: number,
  signal?: AbortSignal,
): Promise<AttendanceCalendar> {
  return AttendanceCalendarSchema.parse(
    await api.get<unknown>(`/attendance/calendar/${year}/${month}`, {
      query: { employeeId: employeeId ?? undefined },
      signal,
    }),
  );
}

export const attendanceCalendarQueryOptions = (employeeId: string | null, year: number, month: number) =>
  queryOptions({
    queryKey: attendanceKeys.calendar(employeeId, year, month),
    queryFn: ({ signal }) => getAttendanceCalendar(employeeId, year, month, signal),
    placeholderData: keepPreviousData,
  });

export function useAttendanceCalendar(employeeId: string | null, year: number, month: number) {
  return useQuery(attendanceCalendarQueryOptions(employeeId, year, month));
}
