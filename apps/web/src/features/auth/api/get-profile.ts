import { type AuthUser, AuthUserSchema } from '@hrms/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export class InvalidProfileError extends Error {
  override readonly name = 'InvalidProfileError';
}

/** The signed-in user. Only an object is accepted as a profile (spec §5); anything else ends the session. */
export async function getProfile(signal?: AbortSignal): Promise<AuthUser> {
  const data = await api.get<unknown>('/auth/profile', { signal });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new InvalidProfileError('The profile answer was not an object');
  }
  const parsed = AuthUserSchema.safeParse(data);
  if (!parsed.success) throw new InvalidProfileError('The profile answer did not match the contract');
  return parsed.data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled: options.enabled ?? true });
}
