import { Messages } from '@hrms/contracts/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  buildTwoFactorBody,
  challengeDeadline,
  DEFAULT_CHALLENGE_LIFETIME_MS,
  isChallengeExpired,
  normaliseTotpInput,
  twoFactorFailure,
} from './two-factor-challenge';

const apiError = (status: number, message: string, code = 'UNAUTHENTICATED') =>
  new ApiError({ status, code, message });

describe('two-factor challenge', () => {
  it('measures the challenge from when it arrived, not from the browser clock', () => {
    const receivedAt = Date.parse('2026-03-05T10:00:00Z');
    expect(challengeDeadline('2026-03-05T10:05:00Z', receivedAt)).toBe(receivedAt + 5 * 60_000);
    // A browser clock far ahead or behind the server's falls back to the contract's five minutes.
    expect(challengeDeadline('2026-03-05T09:00:00Z', receivedAt)).toBe(
      receivedAt + DEFAULT_CHALLENGE_LIFETIME_MS,
    );
    expect(challengeDeadline('2026-03-06T10:00:00Z', receivedAt)).toBe(
      receivedAt + DEFAULT_CHALLENGE_LIFETIME_MS,
    );
    expect(challengeDeadline('not a date', receivedAt)).toBe(receivedAt + DEFAULT_CHALLENGE_LIFETIME_MS);
  });

  it('is expired from the deadline on', () => {
    expect(isChallengeExpired(1000, 999)).toBe(false);
    expect(isChallengeExpired(1000, 1000)).toBe(true);
  });

  it('keeps six digits of a typed or pasted code', () => {
    expect(normaliseTotpInput('123 456')).toBe('123456');
    expect(normaliseTotpInput('12-34-56-78')).toBe('123456');
    expect(normaliseTotpInput('abc')).toBe('');
  });

  it('sends either an app code or a backup code, checked first', () => {
    expect(buildTwoFactorBody('tok', 'code', '123456')).toEqual({
      ok: true,
      body: { challengeToken: 'tok', code: '123456' },
    });
    expect(buildTwoFactorBody('tok', 'backup', ' abcd-1234 ')).toEqual({
      ok: true,
      body: { challengeToken: 'tok', backupCode: 'abcd-1234' },
    });
    expect(buildTwoFactorBody('tok', 'code', '12345')).toEqual({
      ok: false,
      message: 'Enter the 6-digit code from your app',
    });
    expect(buildTwoFactorBody('tok', 'backup', 'abc')).toEqual({
      ok: false,
      message: 'Enter a backup code like abcd-1234',
    });
  });

  it('keeps the person on the code step for a wrong code', () => {
    expect(twoFactorFailure(apiError(401, Messages.invalidTwoFactorCode))).toEqual({
      action: 'retry',
      message: Messages.invalidTwoFactorCode,
    });
    expect(twoFactorFailure(apiError(400, ''))).toEqual({
      action: 'retry',
      message: Messages.invalidTwoFactorCode,
    });
    expect(twoFactorFailure(apiError(429, 'slow down', 'RATE_LIMITED'))).toEqual({
      action: 'retry',
      message: Messages.tooManyAttempts,
    });
  });

  it('sends the person back to the password step when the challenge has expired or the account locked', () => {
    expect(twoFactorFailure(apiError(401, Messages.twoFactorChallengeExpired))).toEqual({
      action: 'restart',
      message: Messages.twoFactorChallengeExpired,
    });
    expect(twoFactorFailure(apiError(410, 'Gone'))).toMatchObject({ action: 'restart' });
    expect(twoFactorFailure(apiError(423, 'locked', 'ACCOUNT_LOCKED'))).toEqual({
      action: 'restart',
      message: Messages.accountLocked,
    });
  });
});
