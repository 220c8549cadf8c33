import { type Session, SessionSchema, type UpdateSessionBody } from '@hrms/contracts/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTraining } from './invalidate-training';

export async function updateSession({ id, body }: { id: string; body: UpdateSessionBody }): Promise<Session> {
  return SessionSchema.parse(await api.patch<unknown>(`/training/sessions/${encodeURIComponent(id)}`, body));
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSession, onSuccess: () => invalidateTraining(queryClient) });
}
