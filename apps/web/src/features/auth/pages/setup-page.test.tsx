import { SetupMessages } from '@hrms/contracts/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { SetupPage } from './setup-page';

const TOKEN = 'k'.repeat(43);
const routes = [
  { path: '/setup', element: <SetupPage /> },
  { path: '/login', element: <p>Sign-in reached</p> },
];
const loginOptions = { body: { companyName: null, logoUrl: null, language: 'en-IN', demoAccounts: [] } };
const needed = { body: { needed: true } };
const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { statusCode: status, error: 'Refused', message, code },
});

afterEach(() => vi.unstubAllGlobals());

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillForm() {
  await screen.findByLabelText('Company name');
  fill('Company name', 'Kaveri Textiles');
  fill('Office name', 'Coimbatore mill');
  fill('First name', 'Meena');
  fill('Last name', 'Raghavan');
  fill('Work email', 'meena@kaveri.example');
  fill('Password', 'Monsoon-Ledger-Kettle-42');
  fill('Confirm password', 'Monsoon-Ledger-Kettle-42');
}

describe('setup page', () => {
  it('sends the company, the office and the admin with the address’s token, then goes to sign-in', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': loginOptions,
      'GET /api/setup/status': needed,
      'POST /api/setup': {
        status: 201,
        body: { companyName: 'Kaveri Textiles', email: 'meena@kaveri.example', message: 'Set up.' },
      },
    });
    const { router } = renderRoutes(routes, `/setup?token=${TOKEN}`);
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create company and admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/setup');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: TOKEN,
      companyName: 'Kaveri Textiles',
      legalName: null,
      financialYearStartMonth: 4,
      timezone: 'Asia/Kolkata',
      officeName: 'Coimbatore mill',
      officeCity: null,
      officeState: null,
      firstName: 'Meena',
      lastName: 'Raghavan',
      email: 'meena@kaveri.example',
      password: 'Monsoon-Ledger-Kettle-42',
    });
  });

  it('says how to get a new address when the server refuses this one', async () => {
    stubApi({
      'GET /api/auth/login-options': loginOptions,
      'GET /api/setup/status': needed,
      'POST /api/setup': refusal(403, 'FORBIDDEN', SetupMessages.expiredToken),
    });
    renderRoutes(routes, `/setup?token=${TOKEN}`);
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create company and admin' }));
    expect((await screen.findByRole('alert')).textContent).toContain(SetupMessages.expiredToken);
    expect(screen.getByText('npm run create-admin')).toBeTruthy();
  });

  it('asks for the address from the log when opened without its token', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/login-options': loginOptions,
      'GET /api/setup/status': needed,
    });
    renderRoutes(routes, '/setup');
    expect((await screen.findByRole('alert')).textContent).toContain(SetupMessages.invalidToken);
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/setup' && init?.method === 'POST'),
    ).toBe(false);
  });

  it('sends people to sign in once the server is set up', async () => {
    stubApi({
      'GET /api/auth/login-options': loginOptions,
      'GET /api/setup/status': refusal(409, 'CONFLICT', SetupMessages.alreadyDone),
    });
    renderRoutes(routes, `/setup?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This server is set up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go to sign-in/ }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Company name')).toBeNull();
  });
});
