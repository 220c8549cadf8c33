import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, sampleUser, stubApi, stubDesktopMatchMedia } from '../test/render';
import { routes } from './router';

// No realtime server in unit tests.
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = {
      connected: false,
      on: () => socket,
      connect: () => socket,
      disconnect: () => socket,
      emit: () => socket,
      removeAllListeners: () => socket,
    };
    return socket;
  },
}));

afterEach(() => vi.unstubAllGlobals());

const dashboard = {
  me: {
    employeeId: null,
    name: 'Riya Sharma',
    role: 'employee',
    designation: 'Software Engineer',
    department: 'Engineering',
    office: 'Bengaluru',
    manager: 'Arjun Mehta',
    joinDate: '2022-04-11',
  },
  company: { name: 'Acme', headcount: 42, departments: 5, offices: 2 },
  team: null,
  departments: null,
  celebrations: null,
  probations: null,
};

describe('routes', () => {
  it('sends a visitor without a token to the sign-in page', async () => {
    stubApi({
      'GET /api/auth/login-options': {
        body: { companyName: null, logoUrl: null, language: 'en-IN', demoAccounts: [] },
      },
    });
    const { router } = renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });

  it('drops the token when the profile answer is not an object', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/auth/profile': { body: 'hello' },
      'GET /api/auth/login-options': {
        body: { companyName: null, logoUrl: null, language: 'en-IN', demoAccounts: [] },
      },
    });
    const { router } = renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the dashboard with the person’s name and the menu for their role', async () => {
    window.localStorage.setItem('token', 'tok');
    stubDesktopMatchMedia();
    stubApi({ 'GET /api/auth/profile': { body: sampleUser }, 'GET /api/dashboard': { body: dashboard } });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: /Riya/ })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a, button')).map((el) => el.textContent?.trim());
    expect(links).toEqual([
      'Dashboard',
      'Employees',
      'Employee List',
      'Organization Chart',
      'Attendance',
      'Time Tracking',
      'Attendance Records',
      'Leave Management',
      'Leave Requests',
      'Holidays',
      'Documents',
      'Training',
      'Announcements',
      'Self Service',
    ]);
    expect(await screen.findByText('Your details')).toBeTruthy();
    expect(screen.getByTestId('connection-status').textContent).toContain('Disconnected');
  });

  it('adds Recruitment to the menu of an employee the server says takes part in hiring', async () => {
    window.localStorage.setItem('token', 'tok');
    stubDesktopMatchMedia();
    const answers = {
      'GET /api/auth/profile': { body: sampleUser },
      'GET /api/dashboard': { body: dashboard },
      'GET /api/auth/capabilities': { body: { canRecruit: false } },
    };
    stubApi(answers);
    const first = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: /Riya/ })).toBeTruthy();
    await waitFor(() =>
      expect(first.queryClient.getQueryData(['capabilities'])).toEqual({ canRecruit: false }),
    );
    const nav = () => screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav()).queryByRole('link', { name: 'Recruitment' })).toBeNull();
    first.unmount();

    stubApi({ ...answers, 'GET /api/auth/capabilities': { body: { canRecruit: true } } });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: /Riya/ })).toBeTruthy();
    expect(await within(nav()).findByRole('link', { name: 'Recruitment' })).toBeTruthy();
  });

  it('refuses a page the role may not open without rendering it', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({ 'GET /api/auth/profile': { body: sampleUser } });
    renderRoutes(routes, '/payroll');
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(screen.queryByText('This module is not available yet.')).toBeNull();
  });

  it('opens the careers page to a visitor who is not signed in', async () => {
    stubApi({ 'GET /api/careers/openings': { body: { items: [] } } });
    const { router } = renderRoutes(routes, '/careers');
    expect(await screen.findByText('No open roles right now')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/careers');
  });

  it('opens recruitment to everyone signed in, with the tabs of their role', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({ 'GET /api/auth/profile': { body: sampleUser } });
    renderRoutes(routes, '/recruitment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recruitment' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pipeline', 'Interviews']);
  });

  it('shows Settings → Security to admin only', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/auth/profile': { body: { ...sampleUser, role: 'admin' } },
      'GET /api/settings/security': {
        body: {
          lockoutThreshold: 5,
          lockoutMinutes: 15,
          sessionIdleMinutes: 30,
          sessionAbsoluteHours: 12,
          passwordMinLength: 8,
          twoFactorRequiredRoles: [],
        },
      },
      'GET /api/auth/admin/sessions': { body: { items: [], total: 0, page: 1, limit: 50 } },
    });
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('tab', { name: 'Security' })).toBeTruthy();
    expect(await screen.findByText('Account policy')).toBeTruthy();
  });

  it('sends a person whose company requires two-factor to their profile when a call is refused', async () => {
    window.localStorage.setItem('token', 'tok');
    const refused = {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Your company requires two-factor authentication. Set it up on your profile to continue.',
        code: 'TWO_FACTOR_SETUP_REQUIRED',
      },
    };
    stubApi({
      'GET /api/auth/profile': { body: sampleUser },
      'GET /api/dashboard': refused,
      'GET /api/auth/2fa/status': {
        body: { enabled: false, enabledAt: null, backupCodesRemaining: 0, required: true },
      },
    });
    const { router } = renderRoutes(routes, '/dashboard');
    // Three hops (dashboard, its refused call, the profile page's code): give a loaded machine time.
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 5000 });
    expect(router.state.location.hash).toBe('#two-factor');
    expect(
      await screen.findByText('Set up two-factor authentication to continue', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('opens the public password pages whether or not someone is signed in', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/auth/profile': { body: sampleUser },
      'GET /api/auth/login-options': {
        body: { companyName: null, logoUrl: null, language: 'en-IN', demoAccounts: [] },
      },
    });
    const { router } = renderRoutes(routes, '/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('redirects an unknown path to the dashboard when signed in', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({ 'GET /api/auth/profile': { body: sampleUser }, 'GET /api/dashboard': { body: dashboard } });
    const { router } = renderRoutes(routes, '/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
