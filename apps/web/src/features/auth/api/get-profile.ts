import type { AuthUser } from '@hrms/contracts/auth';
import { api } from '../../../lib/api-client';
import { isAuthUser } from './session-answers';

export class InvalidProfileError extends Error {
  override readonly name = 'InvalidProfileError';
}

/** The signed-in user. Only a profile of the contract's shape is accepted (spec §5); anything else ends the session. */
export async function getProfile(signal?: AbortSignal): Promise<AuthUser> {
  const data = await api.get<unknown>('/auth/profile', { signal });
  if (!isAuthUser(data)) throw new InvalidProfileError('The profile answer did not match the contract');
  return data;
}
