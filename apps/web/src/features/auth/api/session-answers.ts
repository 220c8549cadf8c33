/**
 * The server's answers on the way to a session (the profile, a sign-in and its second step),
 * checked without the contracts' schemas: the sign-in page loads without zod (bench/web). Each
 * check takes what its schema takes and refuses an answer missing a field or holding one of the
 * wrong type (session-answers.test.ts); finer rules, such as an id being a UUID, stay the server's.
 */
import type { AuthUser, LoginResponse } from '@hrms/contracts/auth';
import type { LoginResult, TwoFactorChallengeResponse } from '@hrms/contracts/auth-security';
import { LOCALES } from '@hrms/contracts/locales';
import { ROLES } from '@hrms/contracts/role-names';
import { flag, nullable, oneOf, optional, shape, text } from '../../../lib/answer-shape';

export const isAuthUser = shape<AuthUser>({
  id: text,
  email: text,
  role: oneOf(ROLES),
  employee: nullable(
    shape<NonNullable<AuthUser['employee']>>({
      id: text,
      firstName: text,
      lastName: text,
      employeeCode: text,
      designation: nullable(text),
      department: nullable(text),
      office: nullable(text),
      phone: nullable(text),
      personalEmail: nullable(text),
    }),
  ),
  language: nullable(oneOf(LOCALES)),
});

export const isLoginResponse = shape<LoginResponse>({
  access_token: text,
  user: isAuthUser,
  securityAlert: optional(shape<{ message: string }>({ message: text })),
  isNewDevice: flag,
  device: optional(text),
  twoFactorSetupRequired: optional(flag),
});

const isTwoFactorChallenge = shape<TwoFactorChallengeResponse>({
  twoFactorRequired: oneOf([true]),
  challengeToken: text,
  expiresAt: text,
});

export function isLoginResult(value: unknown): value is LoginResult {
  return isLoginResponse(value) || isTwoFactorChallenge(value);
}
