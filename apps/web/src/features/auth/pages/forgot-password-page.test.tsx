import { LoginOptionsResponseSchema } from '@hrms/contracts/auth';
import { OkResponseSchema } from '@hrms/contracts/common';
import { Messages } from '@hrms/contracts/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const routes = [{ path: '/forgot-password', element: <ForgotPasswordPage /> }];

function answerLoginOptions() {
  server.use(
    answer('get', '/auth/login-options', LoginOptionsResponseSchema, {
      companyName: null,
      logoUrl: null,
      language: 'en-IN',
      demoAccounts: [],
    }),
  );
}

describe('forgot password page', () => {
  it('checks the email, then always shows the same confirmation', async () => {
    answerLoginOptions();
    server.use(
      answer('post', '/auth/forgot-password', OkResponseSchema, { ok: true, message: 'Sent if it exists' }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderRoutes(routes, '/forgot-password');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(requests.some((r) => r.path === '/api/auth/forgot-password')).toBe(false);

    await user.clear(email);
    await user.type(email, ' Someone@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(Messages.forgotPasswordSent)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'someone@example.com',
    });
  });

  it('says plainly when too many requests came from this address', async () => {
    answerLoginOptions();
    server.use(answerError('post', '/auth/forgot-password', 429, apiError(429, 'Slow down')));
    const user = userEvent.setup();
    renderRoutes(routes, '/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.tooManyAttempts);
  });
});
