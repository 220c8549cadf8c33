import { OkResponseSchema } from '@hrms/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTraining } from './invalidate-training';

/** Deletes a session nobody is enrolled in; otherwise the server answers 409. */
export async function deleteSession(id: string) {
  return OkResponseSchema.parse(await api.delete<unknown>(`/training/sessions/${encodeURIComponent(id)}`));
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSession, onSuccess: () => invalidateTraining(queryClient) });
}
