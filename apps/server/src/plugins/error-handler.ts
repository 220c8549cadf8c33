/**
 * The one error shape of the API (contracts `ErrorResponse`) and the one place codes become HTTP
 * statuses. Bad input is always a 4xx; 5xx hide internals and are logged with the request id.
 */
import { STATUS_CODES } from 'node:http';
import { type ErrorCode, type ErrorResponse, type FieldIssue, Messages } from '@hrms/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';
import { isDatabaseUnreachable, isRaceConflict, sqlState } from '../lib/sql-state';

/** Seconds a client is asked to wait when the database is not answering. */
const UNAVAILABLE_RETRY_SECONDS = 5;

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
    case 'TWO_FACTOR_SETUP_REQUIRED':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'ACCOUNT_LOCKED':
      return 423;
    case 'RATE_LIMITED':
      return 429;
    case 'INTERNAL':
      return 500;
    case 'UNAVAILABLE':
      return 503;
    default: {
      const unhandled: never = code;
      throw new Error(`No HTTP status for error code ${String(unhandled)}`);
    }
  }
}

/** Fastify's own 4xx errors (parsing, limits, bad URLs) by status. */
function codeOfClientStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_FAILED';
  }
}

const CONTEXT_PREFIX: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** One issue per field, named like `body.email` or `query.page`. */
function fieldIssues(error: FastifyError): FieldIssue[] {
  const prefix = CONTEXT_PREFIX[error.validationContext ?? 'body'] ?? 'body';
  const issues: FieldIssue[] = [];
  for (const v of error.validation ?? []) {
    const path = v.instancePath.split('/').filter(Boolean).join('.');
    const base = path ? `${prefix}.${path}` : prefix;
    const keys = (v.params as { keys?: unknown }).keys;
    if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) issues.push({ field: `${base}.${String(key)}`, message: 'Unknown field' });
    } else {
      issues.push({ field: base, message: v.message ?? 'Invalid value' });
    }
  }
  return issues;
}

const CLIENT_MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here; send application/json.',
};

export function errorBody(
  request: FastifyRequest,
  statusCode: number,
  code: ErrorCode,
  message: string,
  details?: FieldIssue[],
): ErrorResponse {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    code,
    ...(details && details.length > 0 ? { details } : {}),
    requestId: String(request.id),
  };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    const status = httpStatusOf(error.code);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(status).send(errorBody(request, status, error.code, error.message, error.details));
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const details = fieldIssues(error);
    const message =
      details.length === 1 ? `${details[0]!.field}: ${details[0]!.message}` : 'The request is not valid.';
    return reply.code(400).send(errorBody(request, 400, 'VALIDATION_FAILED', message, details));
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const code = codeOfClientStatus(status);
    const message = (error.code && CLIENT_MESSAGES[error.code]) ?? error.message;
    return reply.code(status).send(errorBody(request, status, code, message));
  }
  // The backstop for input no contract caught: the database refusing a value (SQLSTATE class 22:
  // a date out of range, a malformed number) or a write racing another past the service's checks
  // (a unique index, a foreign key) is about the request, not a fault of the server.
  const { code: state } = sqlState(error);
  if (state?.startsWith('22')) {
    request.log.warn({ err: error }, 'the database refused a value of the request');
    return reply.code(400).send(errorBody(request, 400, 'VALIDATION_FAILED', Messages.unstorableValue));
  }
  if (isRaceConflict(state)) {
    request.log.warn({ err: error }, 'a write met a concurrent change');
    return reply.code(409).send(errorBody(request, 409, 'CONFLICT', Messages.concurrentChange));
  }
  // The database restarting or out of reach: the transaction did not commit, so nothing changed,
  // and the pool reconnects on the next request. Say so, rather than a fault of the server's own.
  if (isDatabaseUnreachable(error)) {
    request.log.error({ err: error }, 'the database is not answering');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    return reply.code(503).send(errorBody(request, 503, 'UNAVAILABLE', Messages.unavailable));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(request, 500, 'INTERNAL', Messages.internal));
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
