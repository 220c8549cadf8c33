/** The one error services throw; `plugins/error-handler.ts` maps its code to an HTTP status. */
import type { ErrorCode, FieldIssue } from '@hrms/contracts/errors';
import type { z } from 'zod';

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

/** The issues of a body read by hand (multipart fields), named as the validator names them. */
export function fieldIssuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const keys = (issue as { keys?: unknown }).keys;
    if (issue.code === 'unrecognized_keys' && Array.isArray(keys)) {
      return { field: `body.${keys.map(String).join(', body.')}`, message: 'Unknown field' };
    }
    const path = issue.path.map(String).join('.');
    return { field: path ? `body.${path}` : 'body', message: issue.message };
  });
}
