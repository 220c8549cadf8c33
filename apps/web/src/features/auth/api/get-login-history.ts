import { LoginHistoryResponseSchema } from '@hrms/contracts/auth-security';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export type LoginHistoryPage = z.infer<typeof LoginHistoryResponseSchema>;
export type LoginOutcome = LoginHistoryPage['items'][number]['outcome'];
export interface LoginHistoryParams {
  page: number;
  limit: number;
  outcome?: LoginOutcome | undefined;
}

/** The person's sign-in attempts, newest first. */
export async function getLoginHistory(
  params: LoginHistoryParams,
  signal?: AbortSignal,
): Promise<LoginHistoryPage> {
  const data = await api.get<unknown>('/auth/login-history', {
    signal,
    query: { page: params.page, limit: params.limit, outcome: params.outcome },
  });
  return LoginHistoryResponseSchema.parse(data);
}

export const loginHistoryQueryOptions = (params: LoginHistoryParams) =>
  queryOptions({
    queryKey: authKeys.loginHistory(params),
    queryFn: ({ signal }) => getLoginHistory(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useLoginHistory(params: LoginHistoryParams) {
  return useQuery(loginHistoryQueryOptions(params));
}
