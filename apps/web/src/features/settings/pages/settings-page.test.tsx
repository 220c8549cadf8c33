import { AdminSessionListResponseSchema, LockoutListResponseSchema } from '@hrms/contracts/auth-security';
import { OkResponseSchema } from '@hrms/contracts/common';
import { DEFAULT_SECURITY_POLICY, SecurityPolicySchema } from '@hrms/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timer } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ownSettingsSections, type SettingsSection } from '../components/settings-sections';
import { SettingsPage } from './settings-page';

const session = {
  id: '0b7c9a5e-2f1d-4c3b-8a9e-1d2c3b4a5f60',
  current: false,
  status: 'active',
  createdAt: '2026-03-05T08:00:00Z',
  lastSeenAt: '2026-03-05T09:00:00Z',
  expiresAt: '2026-03-05T20:00:00Z',
  ip: '10.0.0.7',
  device: 'Chrome on Windows',
  deviceType: 'desktop',
  browser: 'Chrome 140',
  os: 'Windows',
  user: {
    id: '5b0a4d0e-3c2b-4a7e-9f1a-0c6d1e2f3a4b',
    email: 'riya@acme.test',
    name: 'Riya Sharma',
    role: 'employee',
  },
} as const;

const lockout = {
  email: 'harini@acme.test',
  address: '203.0.113.9',
  lockedAt: '2026-03-05T08:50:00Z',
  lockedUntil: '2026-03-05T09:05:00Z',
};

function answerSecurity(sessions: (typeof session)[] = [], lockouts: (typeof lockout)[] = []) {
  server.use(
    answer('get', '/auth/admin/lockouts', LockoutListResponseSchema, { items: [...lockouts] }),
    answer('get', '/settings/security', SecurityPolicySchema, DEFAULT_SECURITY_POLICY),
    answer('get', '/auth/admin/sessions', AdminSessionListResponseSchema, {
      items: [...sessions],
      total: sessions.length,
      page: 1,
      limit: 50,
    }),
  );
}

/** Another module's section, which the app places between Roles and Company. */
const clockRules: SettingsSection = {
  id: 'time-tracking',
  label: 'Time tracking',
  Icon: Timer,
  permission: 'settings:read',
  render: () => <p>The clock’s rules</p>,
};

function renderSettings(role: 'admin' | 'hr' | 'manager', path = '/settings') {
  const own = ownSettingsSections({ role, userId: null });
  const sections = [
    own.security,
    own.roles,
    clockRules,
    own.company,
    own.notifications,
    own.configuration,
    own.audit,
    own.jobs,
    own.data,
  ];
  return renderRoutes(
    [{ path: '/settings', element: <SettingsPage role={role} sections={sections} /> }],
    path,
  );
}

describe('settings page', () => {
  it('gives admin the Security section: the policy form and every session', async () => {
    answerSecurity([session]);
    const requests = recordRequests();
    renderSettings('admin');
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('Failed sign-ins before locking')).toBeTruthy();
    expect((screen.getByLabelText('Minimum password length') as HTMLInputElement).value).toBe('8');
    const table = await screen.findByRole('table', { name: 'All sessions' });
    expect(within(table).getByText('Riya Sharma')).toBeTruthy();
    expect(requests.find((r) => r.path.startsWith('/api/auth/admin/sessions'))?.path).toBe(
      '/api/auth/admin/sessions?page=1&limit=50',
    );
  });

  it('keeps Security from hr, who opens on the first section left to them', async () => {
    const requests = recordRequests();
    renderSettings('hr');
    expect(screen.getByRole('tab', { name: 'Time tracking' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Security' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Time tracking',
      'Company',
      'Notifications',
      'All settings',
    ]);
    expect(await screen.findByText('The clock’s rules')).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('/api/settings/security'))).toBe(false);
    expect(requests.some((r) => r.path.startsWith('/api/auth/admin'))).toBe(false);
  });

  it('opens the section the address names', async () => {
    renderSettings('admin', '/settings?tab=time-tracking');
    expect(screen.getByRole('tab', { name: 'Time tracking' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('The clock’s rules')).toBeTruthy();
  });

  it('is not open to a role without settings', () => {
    renderSettings('manager');
    expect(screen.getByText('This module is not available yet.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the locked sign-ins and unlocks one only with a reason', async () => {
    answerSecurity([], [lockout]);
    server.use(
      answer('post', '/auth/admin/lockouts/unlock', OkResponseSchema.extend({ unlocked: z.number() }), {
        ok: true,
        unlocked: 1,
      }),
    );
    const requests = recordRequests();
    renderSettings('admin');
    const table = await screen.findByRole('table', { name: 'Locked sign-ins' });
    expect(within(table).getByText('harini@acme.test')).toBeTruthy();
    expect(within(table).getByText('203.0.113.9')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'The owner called');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/auth/admin/lockouts/unlock')?.body).toEqual({
        email: 'harini@acme.test',
        reason: 'The owner called',
      }),
    );
  });

  it('checks the policy with the shared schema and sends only what changed', async () => {
    const user = userEvent.setup();
    answerSecurity();
    server.use(
      answer('patch', '/settings/security', SecurityPolicySchema, ({ body }) => ({
        ...DEFAULT_SECURITY_POLICY,
        ...(body as object),
      })),
    );
    const requests = recordRequests();
    renderSettings('admin');
    const threshold = await screen.findByLabelText('Failed sign-ins before locking');
    await user.clear(threshold);
    await user.type(threshold, '2');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Enter a whole number from 3 to 20')).toBeTruthy();
    expect(document.activeElement).toBe(threshold);
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.clear(threshold);
    await user.type(threshold, '6');
    await user.click(screen.getByRole('checkbox', { name: 'HR' }));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Security policy saved')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      lockoutThreshold: 6,
      twoFactorRequiredRoles: ['hr'],
    });
  });

  it('revokes a session only with a reason', async () => {
    const user = userEvent.setup();
    answerSecurity([session]);
    server.use(answer('delete', '/auth/admin/sessions/:id', OkResponseSchema, { ok: true }));
    const requests = recordRequests();
    renderSettings('admin');
    await user.click(await screen.findByRole('button', { name: /Revoke Riya Sharma/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke session' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Reason'), 'Laptop reported lost');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = requests.find((r) => r.method === 'DELETE');
    expect(call?.path).toBe(`/api/auth/admin/sessions/${session.id}`);
    expect(call?.body).toEqual({ reason: 'Laptop reported lost' });
  });
});
