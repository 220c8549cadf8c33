import { type LoginOptionsResponse, LoginOptionsResponseSchema } from '@hrms/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export async function getLoginOptions(signal?: AbortSignal): Promise<LoginOptionsResponse> {
  const data = await api.get<unknown>('/auth/login-options', { signal, skipAuthRedirect: true });
  return LoginOptionsResponseSchema.parse(data);
}

export const loginOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.loginOptions(),
    queryFn: ({ signal }) => getLoginOptions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useLoginOptions() {
  return useQuery(loginOptionsQueryOptions());
}
