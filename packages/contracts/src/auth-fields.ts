/**
 * What the sign-in fields accept and what they say otherwise, as plain data (no zod): the schemas
 * of `auth` and `auth-security` are built from it, and the sign-in page checks its fields with it
 * without loading the schema library.
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What counts as an email address: the pattern zod's `z.email()` uses by default. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** A code from the authenticator app. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Backup codes are shown as `xxxx-xxxx`; the dash and case are optional when typed. */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;

export const FieldMessages = {
  invalidEmail: 'Enter a valid email address',
  enterPassword: 'Enter your password',
  totpCode: 'Enter the 6-digit code from your app',
  backupCode: 'Enter a backup code like abcd-1234',
} as const;

/** A text over its length limit, in the words of zod's own message for it. */
export function tooLongMessage(max: number): string {
  return `Too big: expected string to have <=${max} characters`;
}
