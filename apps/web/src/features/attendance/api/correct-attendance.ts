/**
 * Correcting one day with a reason, or removing the correction (`status: null`). The server audits
 * it and tells the person; every attendance query refetches (and other tabs hear of it by event).
 */
import {
  type AttendanceDay,
  AttendanceDaySchema,
  type CorrectAttendanceBody,
} from '@hrms/contracts/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './attendance-keys';

export interface CorrectAttendanceInput {
  id: string;
  body: CorrectAttendanceBody;
}

export async function correctAttendance({ id, body }: CorrectAttendanceInput): Promise<AttendanceDay> {
  return AttendanceDaySchema.parse(await api.patch<unknown>(`/attendance/${encodeURIComponent(id)}`, body));
}

export function useCorrectAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
