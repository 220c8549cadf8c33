import { DEFAULT_PAYROLL_SETTINGS, PayrollSettingsSchema } from '@hrms/contracts/payroll';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../../test/msw';
import { renderRoutes } from '../../../../test/render';
import { PayrollSettingsSection } from './payroll-settings-section';

// The section as hr sees it, who keeps the settings (`settings:write`).
const renderPayroll = () =>
  renderRoutes([{ path: '/settings', element: <PayrollSettingsSection canWrite /> }], '/settings');

describe('settings: payroll', () => {
  it('shows the basis chosen, each with what it means, and saves only what changed', async () => {
    server.use(
      answer('get', '/settings/payroll', PayrollSettingsSchema, DEFAULT_PAYROLL_SETTINGS),
      answer('patch', '/settings/payroll', PayrollSettingsSchema, ({ body }) => ({
        ...DEFAULT_PAYROLL_SETTINGS,
        ...(body as object),
      })),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPayroll();
    const calendar = await screen.findByRole('radio', { name: 'Calendar days' });
    expect((calendar as HTMLInputElement).checked).toBe(true);
    expect(calendar.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document
        .getElementById(calendar.getAttribute('aria-describedby')!)
        ?.textContent?.startsWith('The month’s own length'),
    ).toBe(true);
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'A fixed 30 days' }));
    const protect = screen.getByRole('switch', { name: 'Protect salary slip PDFs with a password' });
    expect(protect.getAttribute('aria-checked')).toBe('false');
    await user.click(protect);
    const payDay = screen.getByRole('combobox', { name: 'Pay day' }) as HTMLSelectElement;
    expect(payDay.value).toBe('last_working_day');
    await user.selectOptions(payDay, 'Day 7 of the month');
    await user.click(save);
    expect(await screen.findByText('Payroll settings saved')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/settings/payroll',
        body: { payableDaysBasis: 'fixed_30', protectSlips: true, payDay: 7 },
      },
    ]);
    expect(payDay.value).toBe('7');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    expect((screen.getByRole('radio', { name: 'A fixed 30 days' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the choice and says why when the server refuses it', async () => {
    server.use(
      answer('get', '/settings/payroll', PayrollSettingsSchema, DEFAULT_PAYROLL_SETTINGS),
      answerError(
        'patch',
        '/settings/payroll',
        409,
        apiError(409, 'Someone changed the same records at the same time.'),
      ),
    );
    const user = userEvent.setup();
    renderPayroll();
    await user.click(await screen.findByRole('radio', { name: 'Working days' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Someone changed the same records at the same time.',
    );
    expect((screen.getByRole('radio', { name: 'Working days' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a failed load with a retry', async () => {
    server.use(
      answerError('get', '/settings/payroll', 500, apiError(500, 'Something went wrong on our side.')),
    );
    renderPayroll();
    expect(await screen.findByText('We could not load the payroll settings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
