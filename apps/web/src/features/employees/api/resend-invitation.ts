import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Mails a new link to set a password to someone who has not signed in yet. */
export async function resendInvitation(id: string): Promise<void> {
  await api.post<unknown>(`/employees/${encodeURIComponent(id)}/resend-invitation`);
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: (_result, id) => queryClient.invalidateQueries({ queryKey: employeeKeys.detail(id) }),
  });
}
