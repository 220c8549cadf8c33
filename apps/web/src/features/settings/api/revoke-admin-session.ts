import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** Ends anyone's session (admin); the reason is kept in the audit log. */
export async function revokeAdminSession(input: { id: string; reason: string }): Promise<void> {
  await api.delete<unknown>(`/auth/admin/sessions/${encodeURIComponent(input.id)}`, {
    body: { reason: input.reason },
  });
}

export function useRevokeAdminSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAdminSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.adminSessionsAll() }),
  });
}
