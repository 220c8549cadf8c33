import { api } from '../../../lib/api-client';

/** Ends the server-side session. A failure (already expired, offline) still signs out locally. */
export async function logout(): Promise<void> {
  await api.post<unknown>('/auth/logout', undefined, { skipAuthRedirect: true });
}
