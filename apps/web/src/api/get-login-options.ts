/**
 * What the sign-in page shows before anyone signs in: the company's name and logo and the demo
 * accounts. The shell shows the same name and logo, and Settings → Company reloads it after a change,
 * so it is shared.
 */
import { type LoginOptionsResponse, LoginOptionsResponseSchema } from '@hrms/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const loginOptionsKey = ['login-options'] as const;

export async function getLoginOptions(signal?: AbortSignal): Promise<LoginOptionsResponse> {
  const data = await api.get<unknown>('/auth/login-options', { signal, skipAuthRedirect: true });
  return LoginOptionsResponseSchema.parse(data);
}

export const loginOptionsQueryOptions = () =>
  queryOptions({
    queryKey: loginOptionsKey,
    queryFn: ({ signal }) => getLoginOptions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useLoginOptions() {
  return useQuery(loginOptionsQueryOptions());
}
