import type { LoginBody } from '@hrms/contracts/auth';
import { type LoginResult, LoginResultSchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

/** A session, or a challenge to answer with a code when the account uses two-factor. */
export async function login(body: LoginBody): Promise<LoginResult> {
  // A wrong password answers 401: show its message here rather than the session-expired redirect.
  const data = await api.post<unknown>('/auth/login', body, { skipAuthRedirect: true });
  return LoginResultSchema.parse(data);
}

/** What the sign-in page says when signing in fails (spec §8). */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 423) return Messages.accountLocked;
    if (error.status === 429) return Messages.tooManyAttempts;
    return error.message || Messages.loginFailed;
  }
  return Messages.loginFailed;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
