import { ResetPasswordValidateResponseSchema } from '@hrms/contracts/auth-security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** Whether a reset link's token can still be used. A refused token (4xx) reads as not valid. */
export async function validateResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const data = await api.get<unknown>(`/auth/reset-password/validate/${encodeURIComponent(token)}`, {
      signal,
      skipAuthRedirect: true,
    });
    return ResetPasswordValidateResponseSchema.parse(data).valid;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) return false;
    throw error;
  }
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => validateResetToken(token, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useValidateResetToken(token: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: options.enabled ?? true });
}
