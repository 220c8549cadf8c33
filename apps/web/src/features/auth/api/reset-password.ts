import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sets a new password from a reset link; the server then ends every session of the account. */
export async function resetPassword(body: { token: string; newPassword: string }): Promise<void> {
  await api.post<unknown>('/auth/reset-password', body, { skipAuthRedirect: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
