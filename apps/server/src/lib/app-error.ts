/** The one error services throw; `plugins/error-handler.ts` maps its code to an HTTP status. */
import type { ErrorCode, FieldIssue } from '@hrms/contracts/errors';

export class AppError extends Error {
  override name = 'AppError';

  /** For a refusal that ends (429, 423): whole seconds until trying again can succeed (`Retry-After`). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
  }

  /** The same error, telling the client when to try again. */
  retryAfter(ms: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
    return this;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A 400 naming each bad field; one issue is also the message, so a person reads what to fix. */
export function validationFailed(issues: FieldIssue[]): AppError {
  const message =
    issues.length === 1 ? `${issues[0]!.field}: ${issues[0]!.message}` : 'The request is not valid.';
  return new AppError('VALIDATION_FAILED', message, issues);
}
