import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n/i18n';
import { renderRoutes, sampleUser, stubApi } from '../../../test/render';
import { useAuth } from './auth-provider';
import { LanguageCard } from './language-card';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en-IN', { remember: false });
});

function SignedIn() {
  return useAuth().status === 'signed-in' ? <LanguageCard /> : <p>Checking</p>;
}

describe('the profile’s language', () => {
  it('saves the person’s language on their account and speaks it at once; the company’s goes back to it', async () => {
    window.localStorage.setItem('token', 'tok');
    const sent: unknown[] = [];
    stubApi({
      'GET /api/auth/profile': { body: sampleUser },
      'GET /api/auth/login-options': {
        body: { companyName: 'Acme', logoUrl: null, language: 'en-IN', demoAccounts: [] },
      },
      'PATCH /api/auth/profile': (init) => {
        const body = JSON.parse(String(init?.body)) as { language: string | null };
        sent.push(body);
        return { body: { ...sampleUser, language: body.language } };
      },
    });
    renderRoutes([{ path: '/', element: <SignedIn /> }], '/');

    const select = await screen.findByLabelText('Language of the product');
    expect((select as HTMLSelectElement).value).toBe('company');
    await screen.findByRole('option', { name: 'The company’s: English' });

    fireEvent.change(select, { target: { value: 'hi-IN' } });
    await waitFor(() => expect(sent).toEqual([{ language: 'hi-IN' }]));
    // The account's choice applies here and is kept on the device.
    expect(await screen.findByLabelText('प्रोडक्ट की भाषा')).toBeTruthy();
    expect(window.localStorage.getItem('hrms-locale')).toBe('hi-IN');

    fireEvent.change(screen.getByLabelText('प्रोडक्ट की भाषा'), { target: { value: 'company' } });
    await waitFor(() => expect(sent).toEqual([{ language: 'hi-IN' }, { language: null }]));
    expect(await screen.findByLabelText('Language of the product')).toBeTruthy();
    expect(window.localStorage.getItem('hrms-locale')).toBeNull();
  });
});
