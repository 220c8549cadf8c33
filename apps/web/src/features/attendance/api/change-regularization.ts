/**
 * Asking for a forgotten punch to be recorded, taking the question back, and deciding it. Each
 * refreshes every attendance query: an approved request becomes a clock entry and changes the day.
 */
import {
  type Regularization,
  type RegularizationBody,
  RegularizationSchema,
} from '@hrms/contracts/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideRegularization } from '../../../api/decide-request';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './attendance-keys';

export async function askRegularization(body: RegularizationBody): Promise<Regularization> {
  return RegularizationSchema.parse(await api.post<unknown>('/attendance/regularizations', body));
}

export async function cancelRegularization(id: string): Promise<Regularization> {
  return RegularizationSchema.parse(
    await api.patch<unknown>(`/attendance/regularizations/${encodeURIComponent(id)}/cancel`),
  );
}

function useAttendanceMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

export const useAskRegularization = () => useAttendanceMutation(askRegularization);
export const useCancelRegularization = () => useAttendanceMutation(cancelRegularization);
export const useDecideRegularization = () => useAttendanceMutation(decideRegularization);
