import type { LoginResponse } from '@hrms/contracts/auth';
import type { LoginTwoFactorBody } from '@hrms/contracts/auth-security';
import { api } from '../../../lib/api-client';
import { isLoginResponse } from './session-answers';

/** The second step of signing in: the challenge from the first step and a code from the app or a backup code. */
export async function loginTwoFactor(body: LoginTwoFactorBody): Promise<LoginResponse> {
  // A wrong code answers 401 too: it is shown here, not treated as a lost session.
  const data = await api.post<unknown>('/auth/login-2fa', body, { skipAuthRedirect: true });
  if (!isLoginResponse(data)) throw new Error('The sign-in answer did not match the contract');
  return data;
}
