import { OkResponseSchema } from '@hrms/contracts/common';
import { Messages } from '@hrms/contracts/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ChangePasswordForm } from './change-password-card';

function renderForm() {
  return renderRoutes(
    [{ path: '/profile', element: <ChangePasswordForm account="riya@acme.test" /> }],
    '/profile',
  );
}

async function fill(current: string, next: string, again: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the change-password form', () => {
  // The judge loads its dictionaries on first use: seconds on a busy machine.
  it('shows the strength as the person types, as the server will judge it', { timeout: 30_000 }, async () => {
    renderRoutes(
      [
        {
          path: '/profile',
          element: <ChangePasswordForm account="riya.sharma@acme.test" names={['Riya', 'Sharma']} />,
        },
      ],
      '/profile',
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText('New password');
    // The meter holds its place before a word is typed: the button under it never moves.
    expect(screen.getByTestId('password-strength').textContent).toBe('Strength shows as you type.');
    await user.type(field, '0000-00-00');
    const meter = await screen.findByTestId('password-strength', {}, { timeout: 20_000 });
    await waitFor(() => expect(meter.textContent).toMatch(/Strength: (Very weak|Weak)\..*easy to guess/), {
      timeout: 5_000,
    });
    await user.clear(field);
    await user.paste('RiyaSharma!');
    await waitFor(() =>
      expect(screen.getByTestId('password-strength').textContent).toContain(
        'not build your password from your name',
      ),
    );
    await user.clear(field);
    await user.paste('mango TRAIN 84 violet');
    await waitFor(() =>
      expect(screen.getByTestId('password-strength').textContent).toMatch(/Strength: (Strong|Very strong)/),
    );
    expect(
      screen.getByText('Hard to guess, and not built from your name or email').closest('li')?.textContent,
    ).toContain('(met)');
  });

  it('refuses a confirmation that does not match, on its field, and sends nothing', async () => {
    const requests = recordRequests();
    renderForm();
    await fill('Old-secret-1', 'New-secret-22', 'New-secret-23');
    const confirmation = screen.getByLabelText('Confirm new password');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(requests).toEqual([]);
  });

  it("puts the server's refusal of the current password on that field", async () => {
    server.use(
      answerError('post', '/auth/change-password', 400, apiError(400, Messages.currentPasswordWrong)),
    );
    renderForm();
    await fill('Not-my-password-1', 'New-secret-22', 'New-secret-22');
    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText(Messages.currentPasswordWrong)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it('sends the current and the new password, and clears the form once changed', async () => {
    const requests = recordRequests();
    server.use(answer('post', '/auth/change-password', OkResponseSchema, { ok: true }));
    renderForm();
    await fill('Old-secret-1', 'New-secret-22', 'New-secret-22');
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
    expect(requests.find((r) => r.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'Old-secret-1',
      newPassword: 'New-secret-22',
    });
  });
});
