import type { LoginBody } from '@hrms/contracts/auth';
import type { LoginResult } from '@hrms/contracts/auth-security';
import { SignInMessages } from '@hrms/contracts/sign-in-messages';
import { api, isApiError } from '../../../lib/api-client';
import { isLoginResult } from './session-answers';

/** A session, or a challenge to answer with a code when the account uses two-factor. */
export async function login(body: LoginBody): Promise<LoginResult> {
  // A wrong password answers 401: show its message here rather than the session-expired redirect.
  const data = await api.post<unknown>('/auth/login', body, { skipAuthRedirect: true });
  if (!isLoginResult(data)) throw new Error('The sign-in answer did not match the contract');
  return data;
}

/** What the sign-in page says when signing in fails (spec §8). */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 423) return SignInMessages.accountLocked;
    if (error.status === 429) return SignInMessages.tooManyAttempts;
    return error.message || SignInMessages.loginFailed;
  }
  return SignInMessages.loginFailed;
}
