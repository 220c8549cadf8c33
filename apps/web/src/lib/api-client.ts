/**
 * The one way the web talks to the API (spec §7, §8, §9): base `/api`, JSON,
 * bearer token from localStorage, no time-outs. A non-2xx answer throws an
 * `ApiError`; any 401 clears the token and sends the browser to /login; a 403
 * `TWO_FACTOR_SETUP_REQUIRED` hands over to the app, which sends the person to
 * set up two-factor on their profile.
 */
import { ErrorCode } from '@hrms/contracts/error-codes';
import type { ErrorResponse, FieldIssue } from '@hrms/contracts/errors';
import { listOf, oneOf, optional, shape, text } from './answer-shape';
import { clearToken, getToken } from './auth-token';

export const API_BASE = '/api';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The contract's `ErrorCode`, or `NETWORK_ERROR` when no answer came back. */
  readonly code: string;
  readonly details: FieldIssue[] | undefined;
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: FieldIssue[] | undefined;
    requestId?: string | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type UnauthorizedHandler = () => void;

function defaultUnauthorizedHandler(): void {
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

let unauthorizedHandler: UnauthorizedHandler = defaultUnauthorizedHandler;

/**
 * Lets the app take over what happens after a 401 (the token is already cleared):
 * by default a full navigation to /login. Returns a function restoring the default.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = defaultUnauthorizedHandler;
  };
}

type TwoFactorSetupRequiredHandler = () => void;

function defaultTwoFactorSetupRequiredHandler(): void {
  if (window.location.pathname !== '/profile') window.location.assign('/profile#two-factor');
}

let twoFactorSetupRequiredHandler: TwoFactorSetupRequiredHandler = defaultTwoFactorSetupRequiredHandler;

/**
 * Lets the app take over what happens when the company requires two-factor and the
 * person has not set it up (every call but the profile's answers 403
 * `TWO_FACTOR_SETUP_REQUIRED`): by default a full navigation to the profile.
 * Returns a function restoring the default.
 */
export function setTwoFactorSetupRequiredHandler(handler: TwoFactorSetupRequiredHandler): () => void {
  twoFactorSetupRequiredHandler = handler;
  return () => {
    if (twoFactorSetupRequiredHandler === handler) {
      twoFactorSetupRequiredHandler = defaultTwoFactorSetupRequiredHandler;
    }
  };
}

export function isTwoFactorSetupRequiredError(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.TWO_FACTOR_SETUP_REQUIRED;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON unless it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The sign-in call answers 401 for wrong credentials; it shows that message
   * instead of the session-expired redirect.
   */
  skipAuthRedirect?: boolean;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The contract's `ErrorResponseSchema`, without zod: every page calls the API through here, the
 * sign-in page included, and that page loads without the schema library (bench/web).
 */
const isErrorResponse = shape<ErrorResponse>({
  statusCode: Number.isInteger,
  error: text,
  message: text,
  code: oneOf(Object.values(ErrorCode)),
  details: optional(listOf(shape<FieldIssue>({ field: text, message: text }))),
  requestId: optional(text),
});

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorResponse(body)) {
    return new ApiError({
      status,
      code: body.code,
      message: body.message,
      details: body.details,
      requestId: body.requestId,
    });
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : `Request failed with status ${status}`;
  return new ApiError({ status, code: status === 401 ? 'UNAUTHENTICATED' : 'UNKNOWN', message });
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, query, signal } = options;
  const headers = new Headers({ Accept: accept, ...options.headers });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  try {
    return await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  }
}

/** The error of a non-2xx answer, after the 401 and two-factor hand-overs. */
async function failure(response: Response, options: RequestOptions): Promise<ApiError> {
  const error = toApiError(response.status, await readBody(response));
  if (response.status === 401 && !options.skipAuthRedirect) {
    clearToken();
    unauthorizedHandler();
  } else if (response.status === 403 && error.code === ErrorCode.TWO_FACTOR_SETUP_REQUIRED) {
    twoFactorSetupRequiredHandler();
  }
  return error;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (!response.ok) throw await failure(response, options);
  return (await readBody(response)) as T;
}

export interface FetchedFile {
  blob: Blob;
  /** The name `Content-Disposition` suggests, if any. */
  fileName: string | null;
}

/**
 * A file behind the session (an export, a template, a document): the body as a Blob, since reading
 * it as text would corrupt a binary file. Errors as `apiRequest`'s.
 */
export async function apiFile(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<FetchedFile> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw await failure(response, options);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
  };
}

/** `attachment; filename="a b.csv"; filename*=UTF-8''a%20b.csv` → `a b.csv` (the UTF-8 form wins). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Field messages from a validation error, keyed by the last segment of the field path (`body.phone` → `phone`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isApiError(error) || !error.details) return out;
  for (const issue of error.details) {
    const key = issue.field.split('.').pop() ?? issue.field;
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
