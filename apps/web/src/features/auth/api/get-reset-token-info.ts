import { ResetPasswordInfoResponseSchema } from '@hrms/contracts/auth-security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export type ResetTokenInfo = z.infer<typeof ResetPasswordInfoResponseSchema>;

/** The masked email and expiry of a valid reset link, shown above the new-password form. */
export async function getResetTokenInfo(token: string, signal?: AbortSignal): Promise<ResetTokenInfo> {
  const data = await api.get<unknown>(`/auth/reset-password/info/${encodeURIComponent(token)}`, {
    signal,
    skipAuthRedirect: true,
  });
  return ResetPasswordInfoResponseSchema.parse(data);
}

export const resetTokenInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetTokenInfo(token),
    queryFn: ({ signal }) => getResetTokenInfo(token, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useResetTokenInfo(token: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...resetTokenInfoQueryOptions(token), enabled: options.enabled ?? true });
}
