import { type SecurityPolicy, SecurityPolicySchema } from '@hrms/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** The company's account policy (Settings → Security), admin only. */
export async function getSecurityPolicy(signal?: AbortSignal): Promise<SecurityPolicy> {
  const data = await api.get<unknown>('/settings/security', { signal });
  return SecurityPolicySchema.parse(data);
}

export const securityPolicyQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.securityPolicy(),
    queryFn: ({ signal }) => getSecurityPolicy(signal),
  });

export function useSecurityPolicy() {
  return useQuery(securityPolicyQueryOptions());
}
