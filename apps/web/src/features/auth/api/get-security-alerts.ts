import { type SecurityAlert, SecurityAlertListResponseSchema } from '@hrms/contracts/auth-security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export interface SecurityAlerts {
  items: SecurityAlert[];
  unread: number;
}

/** Unread first, then newest first, whatever order the server sends. */
export function sortAlerts(items: readonly SecurityAlert[]): SecurityAlert[] {
  return [...items].sort((a, b) => {
    if (a.read !== b.read) return a.read ? 1 : -1;
    return Date.parse(b.createdAt) - Date.parse(a.createdAt);
  });
}

export async function getSecurityAlerts(signal?: AbortSignal): Promise<SecurityAlerts> {
  const data = await api.get<unknown>('/auth/security-alerts', { signal });
  const parsed = SecurityAlertListResponseSchema.parse(data);
  return { items: sortAlerts(parsed.items), unread: parsed.unread };
}

export const securityAlertsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.securityAlerts(),
    queryFn: ({ signal }) => getSecurityAlerts(signal),
    staleTime: 30_000,
  });

export function useSecurityAlerts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...securityAlertsQueryOptions(), enabled: options.enabled ?? true });
}
