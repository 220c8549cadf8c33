import { BackupCodesResponseSchema } from '@hrms/contracts/auth-security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { useAuth } from '../components/auth-provider';
import { authKeys } from './auth-keys';
import type { IdentityProof } from './disable-two-factor';

/** Replaces every backup code with ten new ones; the old ones stop working. */
export async function regenerateBackupCodes(body: IdentityProof): Promise<string[]> {
  const data = await api.post<unknown>('/auth/2fa/regenerate-backup-codes', body, { skipAuthRedirect: true });
  return BackupCodesResponseSchema.parse(data).backupCodes;
}

export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactorStatus() }),
    onError: (error) => {
      if (isApiError(error) && error.status === 401) void refreshProfile();
    },
  });
}
