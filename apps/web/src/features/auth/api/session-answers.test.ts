import { AuthUserSchema, LoginResponseSchema } from '@hrms/contracts/auth';
import { LoginResultSchema } from '@hrms/contracts/auth-security';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../../test/render';
import { isAuthUser, isLoginResponse, isLoginResult } from './session-answers';

const session = { access_token: 'tok', user: sampleUser, isNewDevice: false };
const challenge = { twoFactorRequired: true, challengeToken: 'challenge', expiresAt: '2026-03-05T10:05:00Z' };

describe('the answers on the way to a session', () => {
  it.each([
    ['a person with a record', sampleUser, true],
    ['a person without one', { ...sampleUser, employee: null }, true],
    ['text', 'hello', false],
    ['a list', [sampleUser], false],
    ['an unknown role', { ...sampleUser, role: 'owner' }, false],
    ['no email', { ...sampleUser, email: undefined }, false],
    ['no record field at all', { ...sampleUser, employee: undefined }, false],
    [
      'a record with a number for a phone',
      { ...sampleUser, employee: { ...sampleUser.employee, phone: 5 } },
      false,
    ],
  ])('takes a profile as the contract does: %s', (_, answer, taken) => {
    expect(AuthUserSchema.safeParse(answer).success).toBe(taken);
    expect(isAuthUser(answer)).toBe(taken);
  });

  it.each([
    ['a session', session, true],
    [
      'a session with its alert, device and a missing second factor',
      {
        ...session,
        securityAlert: { message: 'New place' },
        device: 'Chrome on Linux',
        twoFactorSetupRequired: true,
      },
      true,
    ],
    ['a challenge', challenge, true],
    ['a session without its new-device flag', { ...session, isNewDevice: undefined }, false],
    ['a session with no user', { ...session, user: null }, false],
    ['an alert without its message', { ...session, securityAlert: {} }, false],
    ['a challenge that is not required', { ...challenge, twoFactorRequired: false }, false],
    ['a challenge without its token', { ...challenge, challengeToken: undefined }, false],
  ])('takes a sign-in answer as the contract does: %s', (_, answer, taken) => {
    expect(LoginResultSchema.safeParse(answer).success).toBe(taken);
    expect(isLoginResult(answer)).toBe(taken);
  });

  it('takes only a session as the answer of the second step', () => {
    expect(isLoginResponse(session)).toBe(true);
    expect(LoginResponseSchema.safeParse(challenge).success).toBe(false);
    expect(isLoginResponse(challenge)).toBe(false);
  });
});
