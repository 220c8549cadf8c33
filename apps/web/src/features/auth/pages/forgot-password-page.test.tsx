import { Messages } from '@hrms/contracts/errors';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const routes = [{ path: '/forgot-password', element: <ForgotPasswordPage /> }];
const loginOptions = { body: { companyName: null, demoAccounts: [] } };

afterEach(() => vi.unstubAllGlobals());

describe('forgot password page', () => {
  it('checks the email, then always shows the same confirmation', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': loginOptions,
      'POST /api/auth/forgot-password': { body: { ok: true, message: 'Sent if it exists' } },
    });
    renderRoutes(routes, '/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/forgot-password')).toBe(false);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Someone@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(Messages.forgotPasswordSent)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/forgot-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'someone@example.com' });
  });
});
