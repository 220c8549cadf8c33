import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiFile,
  fieldErrorsOf,
  fileNameFromDisposition,
  isTwoFactorSetupRequiredError,
  setTwoFactorSetupRequiredHandler,
  setUnauthorizedHandler,
} from './api-client';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
let restoreHandler: () => void = () => {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  restoreHandler();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('calls /api with the stored bearer token and JSON', async () => {
    window.localStorage.setItem('token', 'abc');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(api.patch('/auth/profile', { phone: '123' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/profile');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"phone":"123"}');
    expect(init?.signal).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api.get('/health');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
  });

  it('throws an ApiError carrying status, code, message and details', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Check the highlighted fields',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.phone', message: 'Enter a valid phone number' }],
      }),
    );
    const error = await api.patch('/auth/profile', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields',
    });
    expect(fieldErrorsOf(error)).toEqual({ phone: 'Enter a valid phone number' });
  });

  it('on any 401 clears the token and hands over to the unauthorized handler', async () => {
    window.localStorage.setItem('token', 'expired');
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Session expired',
        code: 'UNAUTHENTICATED',
      }),
    );
    await expect(api.get('/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends the browser to /login by default after a 401', async () => {
    window.localStorage.setItem('token', 'expired');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', assign });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'nope' }));
    await expect(api.get('/dashboard')).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('leaves the sign-in call its own 401 message', async () => {
    window.localStorage.setItem('token', 'old');
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid email or password',
        code: 'UNAUTHENTICATED',
      }),
    );
    await expect(
      api.post('/auth/login', { email: 'a@b.co', password: 'x' }, { skipAuthRedirect: true }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('old');
  });

  it('does not treat other errors as a lost session', async () => {
    window.localStorage.setItem('token', 'good');
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'No', code: 'FORBIDDEN' }),
    );
    await expect(api.get('/payroll')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('good');
  });

  it('hands a 403 TWO_FACTOR_SETUP_REQUIRED over to its handler and keeps the token', async () => {
    window.localStorage.setItem('token', 'good');
    const onUnauthorized = vi.fn();
    const onSetupRequired = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    const restoreSetup = setTwoFactorSetupRequiredHandler(onSetupRequired);
    fetchMock.mockResolvedValue(
      jsonResponse(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Your company requires two-factor authentication. Set it up on your profile to continue.',
        code: 'TWO_FACTOR_SETUP_REQUIRED',
      }),
    );
    const error = await api.get('/dashboard').catch((e: unknown) => e);
    restoreSetup();
    expect(isTwoFactorSetupRequiredError(error)).toBe(true);
    expect(onSetupRequired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('good');
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/health')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('gives a readable message when the error body is not the contract shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/health')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('adds query parameters, skipping empty ones', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await api.get('/auth/admin/sessions', { query: { page: 1, limit: 50, q: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/admin/sessions?page=1&limit=50');
  });

  it('reads a file as a Blob, named from Content-Disposition', async () => {
    window.localStorage.setItem('token', 'abc');
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]);
    fetchMock.mockResolvedValue(
      new Response(bytes, {
        headers: {
          'Content-Disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''People%20%E2%80%93%20Q1.xlsx`,
        },
      }),
    );
    const file = await apiFile('/employees/export?format=xlsx');
    // Under jsdom the Blob is jsdom's, which FileReader reads (it has no arrayBuffer()).
    const read = await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(file.blob);
    });
    expect(new Uint8Array(read)).toEqual(bytes);
    expect(file.fileName).toBe('People – Q1.xlsx');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('answers a refused file with the API error and the sign-in redirect on 401', async () => {
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in again' }),
    );
    const error = await apiFile('/employees/import-template').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Sign in again');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and is null without a header', () => {
    expect(fileNameFromDisposition(`attachment; filename="a b.pdf"`)).toBe('a b.pdf');
    expect(fileNameFromDisposition(`attachment; filename=plain.csv`)).toBe('plain.csv');
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe(
      'a.pdf',
    );
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
