import { type AuthUser, AuthUserSchema } from '@hrms/contracts/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ContactForm } from './contact-form';

const user: AuthUser = AuthUserSchema.parse({
  id: '5b0a4d0e-3c2b-4a7e-9f1a-0c6d1e2f3a4b',
  email: 'riya@acme.test',
  role: 'employee',
  employee: {
    id: '22222222-2222-4222-8222-222222222222',
    firstName: 'Riya',
    lastName: 'Sharma',
    employeeCode: 'ACME-0002',
    designation: null,
    department: null,
    office: null,
    phone: '+91 90000 11111',
    personalEmail: null,
  },
  language: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
});

function renderForm() {
  return renderRoutes([{ path: '/profile', element: <ContactForm user={user} /> }], '/profile');
}

describe('my contact details', () => {
  it('saves only once something changed, and sends an emptied field as a removal', async () => {
    const requests = recordRequests();
    server.use(answer('patch', '/auth/profile', AuthUserSchema, user));
    const u = userEvent.setup();
    renderForm();
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await u.clear(screen.getByLabelText('Phone'));
    await u.type(screen.getByLabelText('Personal email'), 'riya@example.com');
    await u.click(save);
    await waitFor(() => expect(requests.length).toBe(1));
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/auth/profile',
      body: { phone: null, personalEmail: 'riya@example.com' },
    });
  });

  it('refuses a bad email on its field without sending, and shows the server’s message on its field', async () => {
    const requests = recordRequests();
    const u = userEvent.setup();
    renderForm();
    const email = screen.getByLabelText('Personal email');
    await u.type(email, 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(requests).toEqual([]);

    server.use(
      answerError(
        'patch',
        '/auth/profile',
        400,
        apiError(400, 'body.phone: Too long', { details: [{ field: 'body.phone', message: 'Too long' }] }),
      ),
    );
    await u.clear(email);
    await u.type(screen.getByLabelText('Phone'), '0');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });
});
