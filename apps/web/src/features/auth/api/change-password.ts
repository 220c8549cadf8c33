import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { useAuth } from '../components/auth-provider';
import { authKeys } from './auth-keys';

/** Changes the password; the server signs out every other session of the account. */
export async function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  // A wrong current password must show its message, not end this session.
  await api.post<unknown>('/auth/change-password', body, { skipAuthRedirect: true });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.security() }),
    // A 401 here may mean a wrong password or a session ended elsewhere: the profile check tells which.
    onError: (error) => {
      if (isApiError(error) && error.status === 401) void refreshProfile();
    },
  });
}
