/** First-run setup: whether the server still waits for it, and the one call that does it. */
import {
  type SetupBody,
  type SetupResponse,
  SetupResponseSchema,
  SetupStatusResponseSchema,
} from '@hrms/contracts/setup';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useLoginOptionsStore } from '../../../api/get-login-options';
import { api, isApiError } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** True while the server waits for its company and first admin; false once it has them (409). */
export async function getSetupNeeded(signal?: AbortSignal): Promise<boolean> {
  try {
    const data = await api.get<unknown>('/setup/status', { signal, skipAuthRedirect: true });
    return SetupStatusResponseSchema.parse(data).needed;
  } catch (error) {
    if (isApiError(error) && error.status === 409) return false;
    throw error;
  }
}

export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...authKeys.all, 'setup-status'] as const,
    queryFn: ({ signal }) => getSetupNeeded(signal),
    staleTime: 0,
    retry: false,
  });

export function useSetupNeeded() {
  return useQuery(setupStatusQueryOptions());
}

export async function completeSetup(body: SetupBody): Promise<SetupResponse> {
  const data = await api.post<unknown>('/setup', body, { skipAuthRedirect: true });
  return SetupResponseSchema.parse(data);
}

export function useCompleteSetup() {
  const loginOptions = useLoginOptionsStore();
  return useMutation({
    mutationFn: completeSetup,
    // The sign-in page opens with the new company's name. The company exists whether or not that
    // fetch succeeds, so its failure does not fail the setup.
    onSuccess: () => loginOptions.reload().catch(() => undefined),
  });
}
