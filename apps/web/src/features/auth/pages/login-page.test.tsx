import { Messages } from '@hrms/contracts/errors';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { renderRoutes, sampleUser, stubApi } from '../../../test/render';
import { LoginPage } from './login-page';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard', element: <p>Dashboard reached</p> },
  { path: '/profile', element: <p>Profile reached</p> },
];

const options = {
  body: {
    companyName: 'Acme Industries',
    logoUrl: null,
    language: 'en-IN',
    demoAccounts: [{ email: 'admin@acme.test', role: 'admin', password: 'Demo@12345' }],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('checks the fields by the shared rules before calling the server', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/login-options': options });
    renderRoutes(routes, '/login');
    fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/login')).toBe(false);
  });

  it.each([
    [423, 'Account temporarily locked due to suspicious activity'],
    [429, 'Too many login attempts. Please try again later.'],
    [401, 'Invalid email or password'],
  ])('shows the spec message for a %i', async (status, message) => {
    stubApi({
      'GET /api/auth/login-options': options,
      'POST /api/auth/login': {
        status,
        body: {
          statusCode: status,
          error: 'x',
          message: 'Invalid email or password',
          code: 'UNAUTHENTICATED',
        },
      },
    });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
  });

  it('says a failed sign-in once, on the form, however many times it is tried', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': options,
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, error: 'x', message: 'Invalid email or password', code: 'UNAUTHENTICATED' },
      },
    });
    renderRoutes(routes, '/login');
    const tries = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/login').length;
    for (let attempt = 1; attempt <= 3; attempt++) {
      fillAndSubmit('riya@example.com', 'secret-password');
      await waitFor(() => expect(tries()).toBe(attempt));
      await screen.findByRole('alert');
    }
    // Give a toast the time it would take to appear.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    stubApi({ 'GET /api/auth/login-options': options, 'POST /api/auth/login': { status: 500, body: {} } });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Request failed with status 500');
  });

  it('names the browser tab after the page', async () => {
    stubApi({ 'GET /api/auth/login-options': options });
    renderRoutes(routes, '/login');
    await waitFor(() => expect(document.title).toBe('Sign in · HRMS'));
  });

  it('fills the form from a demo account card', async () => {
    stubApi({ 'GET /api/auth/login-options': options });
    renderRoutes(routes, '/login');
    fireEvent.click(
      await screen.findByRole('button', { name: /^Admin ?admin@acme\.test: fill in this demo account$/ }),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('admin@acme.test');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Demo@12345');
    expect(screen.getAllByText('Acme Industries').length).toBeGreaterThan(0);
  });

  it('hides the demo panel when the server offers no accounts', async () => {
    stubApi({
      'GET /api/auth/login-options': {
        body: { companyName: null, logoUrl: null, language: 'en-IN', demoAccounts: [] },
      },
    });
    renderRoutes(routes, '/login');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
    expect(screen.queryByText('Demo accounts')).toBeNull();
  });

  it('says how to set up a server that has no company yet, and nothing of it once there is one', async () => {
    stubApi({
      'GET /api/auth/login-options': {
        body: { companyName: null, logoUrl: null, language: 'en-IN', demoAccounts: [] },
      },
    });
    const { unmount } = renderRoutes(routes, '/login');
    expect((await screen.findByTestId('not-set-up')).textContent).toContain('This HRMS is not set up yet');
    expect(screen.getByText('npm run create-admin')).toBeTruthy();
    unmount();
    stubApi({ 'GET /api/auth/login-options': options });
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('button', { name: /fill in this demo account$/ })).toBeTruthy();
    expect(screen.queryByTestId('not-set-up')).toBeNull();
  });

  it('stores the token, sends device details and goes to the dashboard', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': options,
      'POST /api/auth/login': { body: { access_token: 'tok-1', user: sampleUser, isNewDevice: false } },
    });
    renderRoutes(routes, '/login');
    fillAndSubmit('Riya@Example.com ', 'secret-password');
    expect(await screen.findByText('Dashboard reached')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/login');
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body.email).toBe('riya@example.com');
    expect(body.device).toMatchObject({ deviceType: 'desktop', screen: expect.stringMatching(/^\d+x\d+$/) });
  });
});

describe('what a sign-in says', () => {
  const toastsShown = () =>
    (['success', 'error', 'info', 'warning'] as const).flatMap((kind) =>
      vi.mocked(toast[kind]).mock.calls.map(([message, options]) => ({ kind, message, options })),
    );

  it('says it once, at the top where the dashboard has no content, a new device under the success line', async () => {
    stubApi({
      'GET /api/auth/login-options': options,
      'POST /api/auth/login': {
        body: { access_token: 'tok-1', user: sampleUser, isNewDevice: true, device: 'Chrome on Linux' },
      },
    });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    expect(await screen.findByText('Dashboard reached')).toBeTruthy();
    await waitFor(() => expect(toastsShown()).toHaveLength(1));
    expect(toastsShown()[0]).toMatchObject({
      kind: 'success',
      message: `${Messages.loginSuccess} New device detected: Login from Chrome on Linux`,
      options: { position: 'top-center' },
    });
  });

  it('says a security alert alone, as a warning: it names the device, so the new device is not said again', async () => {
    stubApi({
      'GET /api/auth/login-options': options,
      'POST /api/auth/login': {
        body: {
          access_token: 'tok-1',
          user: sampleUser,
          isNewDevice: true,
          device: 'Chrome on Linux',
          securityAlert: { message: 'Sign-in from a new place' },
        },
      },
    });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    expect(await screen.findByText('Dashboard reached')).toBeTruthy();
    await waitFor(() => expect(toastsShown()).toHaveLength(1));
    expect(toastsShown()[0]).toMatchObject({
      kind: 'warning',
      message: 'Security Alert: Sign-in from a new place',
      options: { position: 'top-center' },
    });
  });
});

describe('sign-in, two-factor step', () => {
  const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000).toISOString();
  const challenge = () => ({
    body: { twoFactorRequired: true, challengeToken: 'challenge-1', expiresAt: inFiveMinutes() },
  });
  const session = { body: { access_token: 'tok-2fa', user: sampleUser, isNewDevice: false } };

  /** Reaches the code step of a server that refuses every code with `message`, and sends `code`. */
  async function sendRefusedCode(code: string, message: string) {
    stubApi({
      'GET /api/auth/login-options': options,
      'POST /api/auth/login': challenge(),
      'POST /api/auth/login-2fa': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message, code: 'UNAUTHENTICATED' },
      },
    });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  }

  it('asks for the code from the app after the password, then signs in', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': options,
      'POST /api/auth/login': challenge(),
      'POST /api/auth/login-2fa': session,
    });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Two-step verification');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(window.localStorage.getItem('token')).toBeNull();

    fireEvent.change(code, { target: { value: '123 456' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard reached')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('tok-2fa');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/login-2fa');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ challengeToken: 'challenge-1', code: '123456' });
  });

  it('takes a backup code instead, and checks its shape before sending', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': options,
      'POST /api/auth/login': challenge(),
      'POST /api/auth/login-2fa': session,
    });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Use a backup code' }));
    const input = screen.getByLabelText('Backup code');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a backup code like abcd-1234');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/login-2fa')).toBe(false);

    fireEvent.change(input, { target: { value: 'abcd-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard reached')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/login-2fa');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      challengeToken: 'challenge-1',
      backupCode: 'abcd-1234',
    });
  });

  it('keeps the person on the code step after a wrong code, without ending anything', async () => {
    await sendRefusedCode('000000', Messages.invalidTwoFactorCode);
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.invalidTwoFactorCode);
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
  });

  it('goes back to the password step with a message when the challenge has expired', async () => {
    await sendRefusedCode('123456', Messages.twoFactorChallengeExpired);
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.twoFactorChallengeExpired);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('riya@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('goes back by itself when the challenge runs out while waiting', async () => {
    stubApi({
      'GET /api/auth/login-options': options,
      // A challenge that lasts 300 ms from when it is answered.
      'POST /api/auth/login': () => ({
        body: {
          twoFactorRequired: true,
          challengeToken: 'challenge-1',
          expiresAt: new Date(Date.now() + 300).toISOString(),
        },
      }),
    });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    await screen.findByLabelText('Authentication code');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.twoFactorChallengeExpired);
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });

  it('lets the person go back to the password step', async () => {
    stubApi({ 'GET /api/auth/login-options': options, 'POST /api/auth/login': challenge() });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a person who must set up two-factor to their profile', async () => {
    stubApi({
      'GET /api/auth/login-options': options,
      'POST /api/auth/login': {
        body: { access_token: 'tok-3', user: sampleUser, isNewDevice: false, twoFactorSetupRequired: true },
      },
    });
    const { router } = renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    expect(await screen.findByText('Profile reached')).toBeTruthy();
    expect(router.state.location.hash).toBe('#two-factor');
  });

  it('links to the forgot-password page', async () => {
    stubApi({ 'GET /api/auth/login-options': options });
    renderRoutes(routes, '/login');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });
});
