import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, sampleUser, stubApi } from '../../../test/render';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard', element: <p>Dashboard reached</p> },
];

const options = {
  body: {
    companyName: 'Acme Industries',
    demoAccounts: [{ email: 'admin@acme.test', role: 'admin', password: 'Demo@12345' }],
  },
};

afterEach(() => vi.unstubAllGlobals());

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('checks the fields with the shared schema before calling the server', async () => {
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

  it('falls back to "Login failed" when the server gives no message', async () => {
    stubApi({ 'GET /api/auth/login-options': options, 'POST /api/auth/login': { status: 500, body: {} } });
    renderRoutes(routes, '/login');
    fillAndSubmit('riya@example.com', 'secret-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Request failed with status 500');
  });

  it('fills the form from a demo account card', async () => {
    stubApi({ 'GET /api/auth/login-options': options });
    renderRoutes(routes, '/login');
    fireEvent.click(await screen.findByRole('button', { name: /Admin demo account/ }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('admin@acme.test');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Demo@12345');
    expect(screen.getAllByText('Acme Industries').length).toBeGreaterThan(0);
  });

  it('hides the demo panel when the server offers no accounts', async () => {
    stubApi({ 'GET /api/auth/login-options': { body: { companyName: null, demoAccounts: [] } } });
    renderRoutes(routes, '/login');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
    expect(screen.queryByText('Demo accounts')).toBeNull();
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
