import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { useAuth } from '../components/auth-provider';
import { authKeys } from './auth-keys';

/** What the person proves they are with: their password or a code from the app. */
export type IdentityProof = { password: string } | { code: string };

/** Turns two-factor off; asks again for the password or a code. */
export async function disableTwoFactor(body: IdentityProof): Promise<void> {
  // A wrong password answers with its own message rather than ending the session.
  await api.post<unknown>('/auth/2fa/disable', body, { skipAuthRedirect: true });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.security() }),
    onError: (error) => {
      if (isApiError(error) && error.status === 401) void refreshProfile();
    },
  });
}
