/** Correcting many days with one reason: all or none; a refusal names the row by its place in `items`. */
import {
  type BulkAttendanceResult,
  BulkAttendanceResultSchema,
  type BulkUpdateAttendanceBody,
} from '@hrms/contracts/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './attendance-keys';

export async function bulkUpdateAttendance(body: BulkUpdateAttendanceBody): Promise<BulkAttendanceResult> {
  return BulkAttendanceResultSchema.parse(await api.post<unknown>('/attendance/bulk-update', body));
}

export function useBulkUpdateAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
