import { screen, waitFor } from '@testing-library/react';
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
};

describe('routes', () => {
  it('sends a visitor without a token to the sign-in page', async () => {
    stubApi({ 'GET /api/auth/login-options': { body: { companyName: null, demoAccounts: [] } } });
    const { router } = renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });

  it('drops the token when the profile answer is not an object', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/auth/profile': { body: 'hello' },
      'GET /api/auth/login-options': { body: { companyName: null, demoAccounts: [] } },
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
      'Attendance',
      'Time Tracking',
      'Attendance Records',
      'Leave Management',
      'Documents',
      'Training',
      'Announcements',
      'Self Service',
    ]);
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByTestId('connection-status').textContent).toContain('Disconnected');
  });

  it('refuses a page the role may not open without rendering it', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({ 'GET /api/auth/profile': { body: sampleUser } });
    renderRoutes(routes, '/payroll');
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(screen.queryByText('This module is not available yet.')).toBeNull();
  });

  it('shows an unbuilt module honestly', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({ 'GET /api/auth/profile': { body: sampleUser } });
    renderRoutes(routes, '/leave-management');
    expect(await screen.findByRole('heading', { name: 'Leave Management' })).toBeTruthy();
    expect(screen.getByText('This module is not available yet.')).toBeTruthy();
  });

  it('redirects an unknown path to the dashboard when signed in', async () => {
    window.localStorage.setItem('token', 'tok');
    stubApi({ 'GET /api/auth/profile': { body: sampleUser }, 'GET /api/dashboard': { body: dashboard } });
    const { router } = renderRoutes(routes, '/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
