import { OwnSecuritySettingsSchema } from '@hrms/contracts/auth-security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';
import type { OwnSecuritySettings } from './get-security-settings';

export async function updateSecuritySettings(body: {
  alertOnNewDevice: boolean;
}): Promise<OwnSecuritySettings | null> {
  const data = await api.patch<unknown>('/auth/security-settings', body);
  const parsed = OwnSecuritySettingsSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(authKeys.securitySettings(), saved);
      else await queryClient.invalidateQueries({ queryKey: authKeys.securitySettings() });
    },
  });
}
