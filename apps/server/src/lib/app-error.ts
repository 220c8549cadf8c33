/** The one error services throw; `plugins/error-handler.ts` maps its code to an HTTP status. */
import type { ErrorCode, FieldIssue } from '@hrms/contracts/errors';

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
