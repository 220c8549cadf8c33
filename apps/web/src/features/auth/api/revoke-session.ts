import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** Signs one of the person's other devices out. */
export async function revokeSession(id: string): Promise<void> {
  await api.delete<unknown>(`/auth/sessions/${encodeURIComponent(id)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.security() }),
  });
}
