/** hr and admin: derive a day again for everyone. Idempotent; corrections stand. */
import { GenerateDayResultSchema } from '@hrms/contracts/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './attendance-keys';

export type RegenerateResult = z.infer<typeof GenerateDayResultSchema>;

export async function regenerateAttendanceDay(date: string): Promise<RegenerateResult> {
  return GenerateDayResultSchema.parse(
    await api.get<unknown>(`/attendance/generate/${encodeURIComponent(date)}`),
  );
}

export function useRegenerateAttendanceDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateAttendanceDay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
