/**
 * The API as the web tests see it: a Mock Service Worker server (started in setup.ts, its handlers
 * reset after every test). A handler names a contract schema: what it answers is parsed through it,
 * so a test cannot answer a shape the server never would, and the data is typed by the contract.
 */
import { ErrorCode, type ErrorResponse, ErrorResponseSchema, type FieldIssue } from '@hrms/contracts/errors';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

export const server = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler sees of the request: the URL, path parameters and the JSON body (if any). */
export interface ApiRequest {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  body: unknown;
}

/** A request the API received, for assertions on what the page sent. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/auth/admin/sessions?page=1&limit=50`. */
  path: string;
  body: unknown;
}

async function readJson(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `method /api<path>` answers `schema.parse(reply)`; `reply` may be a function of the request.
 * `path` takes MSW's parameters: `/employees/:id`.
 */
export function answer<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  reply: z.input<S> | ((req: ApiRequest) => z.input<S> | Promise<z.input<S>>),
  init: { status?: number } = {},
) {
  return http[method](`*/api${path}`, async ({ request, params }) => {
    const req: ApiRequest = { request, url: new URL(request.url), params, body: await readJson(request) };
    const data =
      typeof reply === 'function'
        ? await (reply as (r: ApiRequest) => z.input<S> | Promise<z.input<S>>)(req)
        : reply;
    return HttpResponse.json(schema.parse(data) as never, { status: init.status ?? 200 });
  });
}

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
const CODE_OF_STATUS: Record<number, ErrorResponse['code']> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  429: ErrorCode.RATE_LIMITED,
  500: ErrorCode.INTERNAL,
};

/** The API's one error shape (contracts `ErrorResponseSchema`) with the status's usual code. */
export function apiError(
  status: number,
  message: string,
  extra: { code?: ErrorResponse['code']; details?: FieldIssue[] } = {},
): ErrorResponse {
  return ErrorResponseSchema.parse({
    statusCode: status,
    error: ERROR_NAMES[status] ?? 'Error',
    message,
    code: extra.code ?? CODE_OF_STATUS[status] ?? ErrorCode.INTERNAL,
    ...(extra.details ? { details: extra.details } : {}),
  });
}

/** `method /api<path>` answers `status` with the error body. */
export function answerError(method: Method, path: string, status: number, body: ErrorResponse) {
  return answer(method, path, ErrorResponseSchema, body, { status });
}

/** Every request the API receives from now until the test ends, in order. */
export function recordRequests(): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, path: `${url.pathname}${url.search}`, body: undefined });
    const entry = seen[seen.length - 1];
    if (entry) entry.body = await readJson(request);
  };
  server.events.on('request:start', listener);
  recorders.push(() => server.events.removeListener('request:start', listener));
  return seen;
}

const recorders: (() => void)[] = [];
/** Called after each test by setup.ts. */
export function stopRecording(): void {
  for (const stop of recorders.splice(0)) stop();
}
