import { DEFAULT_SECURITY_POLICY } from '@hrms/contracts/settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

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
};

function renderSettings(role: 'admin' | 'hr') {
  return renderRoutes([{ path: '/settings', element: <SettingsPage role={role} /> }], '/settings');
}

describe('settings page', () => {
  it('gives admin the Security section: the policy form and every session', async () => {
    const fetchMock = stubApi({
      'GET /api/settings/security': { body: DEFAULT_SECURITY_POLICY },
      'GET /api/auth/admin/sessions': { body: { items: [session], total: 1, page: 1, limit: 50 } },
    });
    renderSettings('admin');
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('Failed sign-ins before locking')).toBeTruthy();
    expect((screen.getByLabelText('Minimum password length') as HTMLInputElement).value).toBe('8');
    const table = await screen.findByRole('table', { name: 'All sessions' });
    expect(within(table).getByText('Riya Sharma')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/auth/admin/sessions'));
    expect(String(call?.[0])).toBe('/api/auth/admin/sessions?page=1&limit=50');
  });

  it('keeps Security from hr, who sees that settings are not available yet', async () => {
    const fetchMock = stubApi({});
    renderSettings('hr');
    expect(await screen.findByText('This module is not available yet.')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Security' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the policy with the shared schema and sends only what changed', async () => {
    const fetchMock = stubApi({
      'GET /api/settings/security': { body: DEFAULT_SECURITY_POLICY },
      'GET /api/auth/admin/sessions': { body: { items: [], total: 0, page: 1, limit: 50 } },
      'PATCH /api/settings/security': (init) => ({
        body: { ...DEFAULT_SECURITY_POLICY, ...JSON.parse(String(init?.body)) },
      }),
    });
    renderSettings('admin');
    const threshold = await screen.findByLabelText('Failed sign-ins before locking');
    fireEvent.change(threshold, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Enter a whole number from 3 to 20')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.change(threshold, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'HR' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Security policy saved')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      lockoutThreshold: 6,
      twoFactorRequiredRoles: ['hr'],
    });
  });

  it('revokes a session only with a reason', async () => {
    const fetchMock = stubApi({
      'GET /api/settings/security': { body: DEFAULT_SECURITY_POLICY },
      'GET /api/auth/admin/sessions': { body: { items: [session], total: 1, page: 1, limit: 50 } },
      [`DELETE /api/auth/admin/sessions/${session.id}`]: { body: { ok: true } },
    });
    renderSettings('admin');
    fireEvent.click(await screen.findByRole('button', { name: /Revoke Riya Sharma/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke session' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Laptop reported lost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Laptop reported lost' });
  });
});
