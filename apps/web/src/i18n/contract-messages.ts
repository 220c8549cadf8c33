/**
 * The contract's own texts, which the server sends in English (spec §8: the exact words are part
 * of the contract), in the reader's language. The web knows each by its English words and says it
 * in the active language; a text it does not know shows as the server sent it (decision 042).
 */
import { FieldMessages } from '@hrms/contracts/auth-fields';
import { SignInMessages } from '@hrms/contracts/sign-in-messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';

const SIGN_IN: Record<keyof typeof SignInMessages, MessageDescriptor> = {
  loginFailed: msg`Login failed`,
  invalidCredentials: msg`Invalid email or password`,
  accountLocked: msg`Account temporarily locked due to suspicious activity`,
  tooManyAttempts: msg`Too many login attempts. Please try again later.`,
  accountInactive: msg`This account is inactive. Please contact your HR team.`,
  sessionExpired: msg`Your session has expired. Please sign in again.`,
  loginSuccess: msg`Login successful!`,
  logoutSuccess: msg`Logged out successfully`,
  invalidTwoFactorCode: msg`That code is not valid. Check your app and try again.`,
  twoFactorChallengeExpired: msg`Your sign-in took too long. Please sign in again.`,
  twoFactorSetupRequired: msg`Your company requires two-factor authentication. Set it up on your profile to continue.`,
};

const FIELDS: Record<keyof typeof FieldMessages, MessageDescriptor> = {
  invalidEmail: msg`Enter a valid email address`,
  enterPassword: msg`Enter your password`,
  totpCode: msg`Enter the 6-digit code from your app`,
  backupCode: msg`Enter a backup code like abcd-1234`,
};

/** Each known English text with its message; sign-in-messages.test.ts holds them to the contract. */
export const KNOWN_CONTRACT_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  ...Object.entries(SIGN_IN).map(
    ([key, message]) => [SignInMessages[key as keyof typeof SIGN_IN], message] as const,
  ),
  ...Object.entries(FIELDS).map(
    ([key, message]) => [FieldMessages[key as keyof typeof FIELDS], message] as const,
  ),
]);

/** A contract text in the active language; one the web does not know, as it came. */
export function contractText(english: string): string {
  const message = KNOWN_CONTRACT_TEXTS.get(english);
  return message ? i18n._(message) : english;
}
