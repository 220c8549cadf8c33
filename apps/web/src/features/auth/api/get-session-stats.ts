import { SessionStatsResponseSchema } from '@hrms/contracts/auth-security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export type SessionStats = z.infer<typeof SessionStatsResponseSchema>;

export async function getSessionStats(signal?: AbortSignal): Promise<SessionStats> {
  const data = await api.get<unknown>('/auth/session-stats', { signal });
  return SessionStatsResponseSchema.parse(data);
}

export const sessionStatsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.sessionStats(),
    queryFn: ({ signal }) => getSessionStats(signal),
    staleTime: 30_000,
  });

export function useSessionStats() {
  return useQuery(sessionStatsQueryOptions());
}
