/**
 * The rules of the second sign-in step, kept apart from the form so they can be
 * tested alone: how long the challenge lasts here, what body goes to
 * `POST /auth/login-2fa`, and what a failure means for the person.
 */
import { BACKUP_CODE_PATTERN, FieldMessages, TOTP_CODE_PATTERN } from '@hrms/contracts/auth-fields';
import type { LoginTwoFactorBody } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/messages';
import { isApiError } from '../../../lib/api-client';

/** The contract's lifetime of a challenge, used when the server's expiry cannot be trusted here. */
export const DEFAULT_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
const MAX_CHALLENGE_LIFETIME_MS = 30 * 60 * 1000;

export type TwoFactorMethod = 'code' | 'backup';

/**
 * When the challenge ends, on this browser's clock. The server's `expiresAt` is
 * read as a lifetime from the moment the answer arrived, so a browser clock that
 * is minutes off neither ends the step at once nor keeps it open forever.
 */
export function challengeDeadline(expiresAt: string, receivedAt: number): number {
  const lifetime = Date.parse(expiresAt) - receivedAt;
  const sane = Number.isFinite(lifetime) && lifetime > 0 && lifetime <= MAX_CHALLENGE_LIFETIME_MS;
  return receivedAt + (sane ? lifetime : DEFAULT_CHALLENGE_LIFETIME_MS);
}

export function isChallengeExpired(deadline: number, now: number): boolean {
  return now >= deadline;
}

/** Keeps only digits and at most six of them, as a code is typed or pasted (`123 456` → `123456`). */
export function normaliseTotpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

export type TwoFactorBodyResult = { ok: true; body: LoginTwoFactorBody } | { ok: false; message: string };

/**
 * The request body for the chosen method, the code checked first by the rules of the contract's
 * `TotpCodeSchema` and `BackupCodeSchema` (plain data: the sign-in page loads without zod).
 */
export function buildTwoFactorBody(
  challengeToken: string,
  method: TwoFactorMethod,
  value: string,
): TwoFactorBodyResult {
  const typed = value.trim();
  if (method === 'code') {
    if (!TOTP_CODE_PATTERN.test(typed)) return { ok: false, message: FieldMessages.totpCode };
    return { ok: true, body: { challengeToken, code: typed } };
  }
  if (!BACKUP_CODE_PATTERN.test(typed)) return { ok: false, message: FieldMessages.backupCode };
  return { ok: true, body: { challengeToken, backupCode: typed } };
}

/**
 * What a failed second step means: `retry` keeps the person on the code step
 * with a message; `restart` sends them back to the password step (the challenge
 * is spent or expired, or the account is locked).
 */
export type TwoFactorFailure = { action: 'retry' | 'restart'; message: string };

export function twoFactorFailure(error: unknown): TwoFactorFailure {
  if (!isApiError(error)) return { action: 'retry', message: Messages.loginFailed };
  if (error.status === 423) return { action: 'restart', message: Messages.accountLocked };
  if (error.status === 429) return { action: 'retry', message: Messages.tooManyAttempts };
  if (error.status === 0) return { action: 'retry', message: error.message };
  const expired =
    error.message === Messages.twoFactorChallengeExpired ||
    error.status === 410 ||
    /expired|took too long|sign in again/i.test(error.message);
  if (expired) return { action: 'restart', message: Messages.twoFactorChallengeExpired };
  if (error.status >= 500) return { action: 'retry', message: error.message || Messages.internal };
  return { action: 'retry', message: error.message || Messages.invalidTwoFactorCode };
}
