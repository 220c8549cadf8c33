import { type TwoFactorStatusResponse, TwoFactorStatusResponseSchema } from '@hrms/contracts/auth-security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatusResponse> {
  const data = await api.get<unknown>('/auth/2fa/status', { signal });
  return TwoFactorStatusResponseSchema.parse(data);
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.twoFactorStatus(),
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
