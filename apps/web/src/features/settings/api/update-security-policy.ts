import { type SecurityPolicy, SecurityPolicySchema } from '@hrms/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** Saves the changed fields of the policy; resolves to the saved policy when the server sends it back. */
export async function updateSecurityPolicy(body: Partial<SecurityPolicy>): Promise<SecurityPolicy | null> {
  const data = await api.patch<unknown>('/settings/security', body);
  const parsed = SecurityPolicySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function useUpdateSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecurityPolicy,
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(settingsKeys.securityPolicy(), saved);
      else await queryClient.invalidateQueries({ queryKey: settingsKeys.securityPolicy() });
    },
  });
}
