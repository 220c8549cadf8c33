import { Messages } from '@hrms/contracts/errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { RESET_SUCCESS_MESSAGE, ResetPasswordPage } from './reset-password-page';

const TOKEN = 'a'.repeat(43);
const routes = [
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/login', element: <p>Sign-in reached</p> },
  { path: '/forgot-password', element: <p>Forgot reached</p> },
];
const loginOptions = { body: { companyName: null, logoUrl: null, language: 'en-IN', demoAccounts: [] } };
const info = { body: { email: 'r***@example.com', expiresAt: '2026-03-05T10:30:00Z' } };

afterEach(() => vi.unstubAllGlobals());

describe('reset password page', () => {
  it('checks the link first, then shows the form with the masked email', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': loginOptions,
      [`GET /api/auth/reset-password/validate/${TOKEN}`]: { body: { valid: true } },
      [`GET /api/auth/reset-password/info/${TOKEN}`]: info,
    });
    renderRoutes(routes, `/reset-password/${TOKEN}`);
    expect(screen.getByRole('status', { name: 'Checking your reset link' })).toBeTruthy();
    expect(await screen.findByText('r***@example.com')).toBeTruthy();
    expect(screen.getByText(/^Valid until/)).toBeTruthy();
    expect(screen.getByLabelText('Password rules').textContent).toContain('8 to 128 characters');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.indexOf(`/api/auth/reset-password/validate/${TOKEN}`)).toBeLessThan(
      urls.indexOf(`/api/auth/reset-password/info/${TOKEN}`),
    );
  });

  it('says an invalid or expired link cannot be used and offers a new one', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': loginOptions,
      [`GET /api/auth/reset-password/validate/${TOKEN}`]: { body: { valid: false } },
    });
    renderRoutes(routes, `/reset-password/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/info/'))).toBe(false);
  });

  it('treats a refused token as invalid', async () => {
    stubApi({
      'GET /api/auth/login-options': loginOptions,
      [`GET /api/auth/reset-password/validate/${TOKEN}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Not found', code: 'NOT_FOUND' },
      },
    });
    renderRoutes(routes, `/reset-password/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.resetTokenInvalid);
  });

  it('does not ask the server about a token that cannot be one', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/login-options': loginOptions });
    renderRoutes(routes, '/reset-password/short');
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.resetTokenInvalid);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reset-password/'))).toBe(false);
  });

  it('checks the new password, saves it and sends the person to sign in', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': loginOptions,
      [`GET /api/auth/reset-password/validate/${TOKEN}`]: { body: { valid: true } },
      [`GET /api/auth/reset-password/info/${TOKEN}`]: info,
      'POST /api/auth/reset-password': { body: { ok: true } },
    });
    const { router } = renderRoutes(routes, `/reset-password/${TOKEN}`);
    const newPassword = await screen.findByLabelText('New password');
    fireEvent.change(newPassword, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();

    fireEvent.change(newPassword, { target: { value: 'a-long-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'something-else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/reset-password')).toBe(false);

    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'a-long-new-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(RESET_SUCCESS_MESSAGE)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/reset-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: TOKEN, newPassword: 'a-long-new-password' });
  });

  it('shows the server’s refusal of a common password under the field', async () => {
    stubApi({
      'GET /api/auth/login-options': loginOptions,
      [`GET /api/auth/reset-password/validate/${TOKEN}`]: { body: { valid: true } },
      [`GET /api/auth/reset-password/info/${TOKEN}`]: info,
      'POST /api/auth/reset-password': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Check the highlighted fields',
          code: 'VALIDATION_FAILED',
          details: [{ field: 'body.newPassword', message: Messages.passwordTooCommon }],
        },
      },
    });
    renderRoutes(routes, `/reset-password/${TOKEN}`);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'password123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(Messages.passwordTooCommon)).toBeTruthy();
  });
});
