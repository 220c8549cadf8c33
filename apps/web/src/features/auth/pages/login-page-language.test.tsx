import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n/i18n';
import { renderRoutes, stubApi } from '../../../test/render';
import { LoginPage } from './login-page';

const options = {
  body: { companyName: 'Acme Industries', logoUrl: null, language: 'en-IN', demoAccounts: [] },
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en-IN', { remember: false });
});

describe('the sign-in page’s language', () => {
  it('switches to Hindi before anyone signs in, says the field messages in it, and is kept on the device', async () => {
    stubApi({ 'GET /api/auth/login-options': options });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    await screen.findByRole('heading', { name: 'Welcome back' });

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi-IN' } });

    await screen.findByRole('heading', { name: 'फिर से स्वागत है' });
    screen.getByText('अपने ऑफ़िस ईमेल से Acme Industries में साइन इन करें।');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(window.localStorage.getItem('hrms-locale')).toBe('hi-IN');

    // The contract's own field messages, checked on the page, read in Hindi too.
    fireEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    const described = (label: string) =>
      document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
        ?.textContent;
    await waitFor(() => expect(described('ईमेल')).toBe('सही ईमेल पता डालें'));
    expect(described('पासवर्ड')).toBe('अपना पासवर्ड डालें');
  });
});
