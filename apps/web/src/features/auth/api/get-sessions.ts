import { type Session, SessionListResponseSchema } from '@hrms/contracts/auth-security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** The person's sessions of the last 30 days; `current` is this browser. */
export async function getSessions(signal?: AbortSignal): Promise<Session[]> {
  const data = await api.get<unknown>('/auth/sessions', { signal });
  return SessionListResponseSchema.parse(data).items;
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 30_000,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
