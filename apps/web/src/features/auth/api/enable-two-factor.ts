import { BackupCodesResponseSchema } from '@hrms/contracts/auth-security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** Turns two-factor on with a code from the app; the answer holds the backup codes, shown once. */
export async function enableTwoFactor(body: { code: string }): Promise<string[]> {
  const data = await api.post<unknown>('/auth/2fa/enable', body);
  return BackupCodesResponseSchema.parse(data).backupCodes;
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.security() }),
  });
}
