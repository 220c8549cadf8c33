import { OwnSecuritySettingsSchema } from '@hrms/contracts/auth-security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export type OwnSecuritySettings = z.infer<typeof OwnSecuritySettingsSchema>;

export async function getSecuritySettings(signal?: AbortSignal): Promise<OwnSecuritySettings> {
  const data = await api.get<unknown>('/auth/security-settings', { signal });
  return OwnSecuritySettingsSchema.parse(data);
}

export const securitySettingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.securitySettings(),
    queryFn: ({ signal }) => getSecuritySettings(signal),
  });

export function useSecuritySettings() {
  return useQuery(securitySettingsQueryOptions());
}
