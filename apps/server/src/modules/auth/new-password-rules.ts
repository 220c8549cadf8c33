/**
 * The one judgement of a new password, wherever one is chosen (a change, a reset, an invitation, the
 * first admin of a new server): the company's minimum length, the list of common passwords, then how
 * guessable it is for this person (password-strength.ts: the same judge the page shows while they type).
 */
import { Messages } from '@hrms/contracts/errors';
import { judgePassword, type PasswordOwner } from '@hrms/contracts/password-strength';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from './common-passwords';

/** What is wrong with the password, in words a person reads, or null when it may be used. */
export async function newPasswordProblem(
  password: string,
  minLength: number,
  owner: PasswordOwner,
): Promise<string | null> {
  if (password.length < minLength) return `Use at least ${minLength} characters`;
  if (isCommonPassword(password)) return Messages.passwordTooCommon;
  return (await judgePassword(password, owner)).problem;
}

/** Throws a 400 naming `field` when the password may not be used. */
export async function checkNewPassword(
  password: string,
  field: string,
  minLength: number,
  owner: PasswordOwner,
): Promise<void> {
  const problem = await newPasswordProblem(password, minLength, owner);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ field, message: problem }]);
}
