/** The refusal of a bad request that the employees services share. */
import type { FieldIssue } from '@hrms/contracts/errors';
import { AppError } from '../../lib/app-error';

export function validationFailed(issues: FieldIssue[]): AppError {
  const message =
    issues.length === 1 ? `${issues[0]!.field}: ${issues[0]!.message}` : 'The request is not valid.';
  return new AppError('VALIDATION_FAILED', message, issues);
}
