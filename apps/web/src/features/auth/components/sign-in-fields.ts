/**
 * The sign-in form's check of what was typed, before anything is sent: the rules and messages of
 * the contract's `LoginBodySchema`, from the plain data it is built from, so the sign-in page
 * loads without zod (bench/web). sign-in-fields.test.ts holds the two to the same answers.
 */
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FieldMessages,
  PASSWORD_MAX_LENGTH,
  tooLongMessage,
} from '@hrms/contracts/auth-fields';

export type SignInField = 'email' | 'password';
export type SignInFieldErrors = Partial<Record<SignInField, string>>;

export type SignInFieldsCheck =
  | { ok: true; email: string; password: string }
  | { ok: false; errors: SignInFieldErrors };

/** The email as the server reads it (trimmed, in lower case) and the password, or a message per field. */
export function checkSignInFields(email: string, password: string): SignInFieldsCheck {
  const address = email.trim().toLowerCase();
  const errors: SignInFieldErrors = {};
  if (address.length > EMAIL_MAX_LENGTH) errors.email = tooLongMessage(EMAIL_MAX_LENGTH);
  else if (!EMAIL_PATTERN.test(address)) errors.email = FieldMessages.invalidEmail;
  if (password.length === 0) errors.password = FieldMessages.enterPassword;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = tooLongMessage(PASSWORD_MAX_LENGTH);
  return errors.email || errors.password ? { ok: false, errors } : { ok: true, email: address, password };
}
