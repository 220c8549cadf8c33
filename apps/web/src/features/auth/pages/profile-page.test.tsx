import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, sampleUser, stubApi } from '../../../test/render';
import { useAuth } from '../components/auth-provider';
import { QR_ALT } from '../components/two-factor-card';
import { ProfilePage } from './profile-page';

afterEach(() => vi.unstubAllGlobals());

function SignedInProfile() {
  const { status } = useAuth();
  return status === 'signed-in' ? <ProfilePage /> : <p>Checking</p>;
}

const codes = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(4, '0')}`);
const now = new Date().toISOString();

function stubProfile(extra: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  let enabled = false;
  const fetchMock = stubApi({
    'GET /api/auth/profile': { body: sampleUser },
    'GET /api/auth/2fa/status': () => ({
      body: {
        enabled,
        enabledAt: enabled ? now : null,
        backupCodesRemaining: enabled ? 10 : 0,
        required: false,
      },
    }),
    'POST /api/auth/2fa/generate': {
      body: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/HRMS:riya?secret=JBSWY3DPEHPK3PXP&issuer=HRMS',
      },
    },
    'POST /api/auth/2fa/enable': () => {
      enabled = true;
      return { body: { backupCodes: codes } };
    },
    'GET /api/auth/sessions': {
      body: {
        items: [
          {
            id: '0b7c9a5e-2f1d-4c3b-8a9e-1d2c3b4a5f60',
            current: true,
            status: 'active',
            createdAt: now,
            lastSeenAt: now,
            expiresAt: now,
            ip: '10.0.0.7',
            device: 'Chrome on Linux',
            deviceType: 'desktop',
            browser: 'Chrome 140',
            os: 'Linux',
          },
        ],
      },
    },
    'GET /api/auth/session-stats': {
      body: { activeSessions: 1, devicesLast30Days: 1, lastLoginAt: now, failedAttemptsLast24Hours: 0 },
    },
    'GET /api/auth/login-history': { body: { items: [], total: 0, page: 1, limit: 10 } },
    'GET /api/auth/security-alerts': {
      body: {
        items: [
          {
            id: '1b7c9a5e-2f1d-4c3b-8a9e-1d2c3b4a5f61',
            type: 'new_device',
            message: 'New sign-in from Firefox on Windows',
            createdAt: now,
            read: false,
            ip: null,
            device: 'Firefox on Windows',
          },
        ],
        unread: 1,
      },
    },
    'GET /api/auth/security-settings': { body: { twoFactorEnabled: false, alertOnNewDevice: true } },
    ...extra,
  });
  return fetchMock;
}

describe('profile security', () => {
  it('sets up two-factor: QR code and key, confirm with a code, backup codes saved once', async () => {
    window.localStorage.setItem('token', 'tok');
    const fetchMock = stubProfile();
    renderRoutes([{ path: '/profile', element: <SignedInProfile /> }], '/profile');

    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Set up two-factor' }));
    const qr = await within(section).findByRole('img', { name: QR_ALT });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Copy the key' })).toBeTruthy();

    fireEvent.change(within(section).getByLabelText('Code from your app'), { target: { value: '123456' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Turn on two-factor' }));

    const list = await within(section).findByRole('list', { name: 'Backup codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(section).getByRole('button', { name: 'Download (.txt)' })).toBeTruthy();
    const done = within(section).getByRole('button', { name: 'Done' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(
      within(section).getByRole('checkbox', { name: 'I have saved these codes somewhere safe' }),
    );
    expect((done as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(done);

    await waitFor(() => expect(within(section).queryByRole('list', { name: 'Backup codes' })).toBeNull());
    expect(await within(section).findByText('10 of 10')).toBeTruthy();
    const enable = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/2fa/enable');
    expect(JSON.parse(String(enable?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('marks this device, counts unread alerts and says when the history is empty', async () => {
    window.localStorage.setItem('token', 'tok');
    stubProfile();
    renderRoutes([{ path: '/profile', element: <SignedInProfile /> }], '/profile');
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    expect(await within(sessions).findByText('This device')).toBeTruthy();
    expect(within(sessions).queryByRole('button', { name: /^Sign out Chrome/ })).toBeNull();
    expect(await screen.findByText('1 unread')).toBeTruthy();
    expect(await screen.findByText('No sign-ins recorded yet')).toBeTruthy();
  });
});
