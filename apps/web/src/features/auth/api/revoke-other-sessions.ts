import { RevokedCountResponseSchema } from '@hrms/contracts/auth-security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** Signs out every session but this one; resolves to how many were ended. */
export async function revokeOtherSessions(): Promise<number> {
  const data = await api.delete<unknown>('/auth/sessions');
  return RevokedCountResponseSchema.parse(data).revoked;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.security() }),
  });
}
