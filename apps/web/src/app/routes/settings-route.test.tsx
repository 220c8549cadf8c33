import { AuthUserSchema } from '@hrms/contracts/auth';
import { OfficeListResponseSchema } from '@hrms/contracts/organization';
import { DEFAULT_PAYROLL_SETTINGS, PayrollSettingsSchema } from '@hrms/contracts/payroll';
import { DEFAULT_TIME_TRACKING_SETTINGS, TimeTrackingSettingsSchema } from '@hrms/contracts/time-tracking';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../../features/auth/components/auth-provider';
import { answer, server } from '../../test/msw';
import { renderRoutes, sampleUser } from '../../test/render';
import { SettingsRoute } from './settings-route';

/** The route behind the session guard: shown once the stored session's profile has loaded. */
function SignedIn() {
  const { user } = useAuth();
  return user ? <SettingsRoute /> : null;
}

function renderAs(role: 'admin' | 'hr', path = '/settings') {
  window.localStorage.setItem('token', 'tok');
  server.use(answer('get', '/auth/profile', AuthUserSchema, { ...sampleUser, role }));
  return renderRoutes([{ path: '/settings', element: <SignedIn /> }], path);
}

function answerClockRules() {
  server.use(
    answer('get', '/settings/time-tracking', TimeTrackingSettingsSchema, DEFAULT_TIME_TRACKING_SETTINGS),
    answer('get', '/organization/offices', OfficeListResponseSchema, { items: [] }),
  );
}

describe('settings route', () => {
  it('gives admin every section, in order', async () => {
    renderAs('admin', '/settings?tab=data');
    await screen.findByRole('tab', { name: 'Security' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Security',
      'Roles',
      'Time tracking',
      'Payroll',
      'Reports',
      'Company',
      'Departments',
      'Notifications',
      'All settings',
      'Audit log',
      'Jobs',
      'Data',
    ]);
  });

  it('opens hr on the time tracking rules, and reaches payroll by its tab', async () => {
    answerClockRules();
    server.use(answer('get', '/settings/payroll', PayrollSettingsSchema, DEFAULT_PAYROLL_SETTINGS));
    const user = userEvent.setup();
    const { router } = renderAs('hr');
    expect(await screen.findByLabelText('Grace period')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Time tracking' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Security' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Payroll' }));
    expect(await screen.findByRole('radio', { name: 'Calendar days' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=payroll');
  });
});
