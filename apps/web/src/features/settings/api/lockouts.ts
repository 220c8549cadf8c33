import { type Lockout, LockoutListResponseSchema, type UnlockBody } from '@hrms/contracts/auth-security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export type { Lockout };

/** Sign-in lockouts in force (admin). */
export async function getLockouts(signal?: AbortSignal): Promise<Lockout[]> {
  return LockoutListResponseSchema.parse(await api.get<unknown>('/auth/admin/lockouts', { signal })).items;
}

export function useLockouts() {
  return useQuery({
    queryKey: settingsKeys.lockouts(),
    queryFn: ({ signal }) => getLockouts(signal),
    staleTime: 15_000,
  });
}

/** Ends every lockout of an email (admin); the reason is kept in the audit log. */
export function useUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnlockBody) => api.post<unknown>('/auth/admin/lockouts/unlock', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.lockouts() }),
  });
}
