import { type Employee, EmployeeSchema } from '@hrms/contracts/employees';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ASHA_ADDRESS, ASHA_ID, asha } from '../testing/asha';
import { OwnProfileDialog } from './own-profile-dialog';

const ID = ASHA_ID;
const me: Employee = asha({
  phone: '+91 90000 11111',
  address: ASHA_ADDRESS,
  access: {
    level: 'self',
    canEdit: false,
    canEditProfile: true,
    canSeeStatutory: false,
    canManageDocuments: true,
    canDelete: false,
  },
});

function renderDialog(employee: Employee = me) {
  return renderRoutes(
    [{ path: '/me', element: <OwnProfileDialog employee={employee} open onOpenChange={() => {}} /> }],
    '/me',
  );
}

describe('editing my own details', () => {
  it('shows only what the record shows: no bank fields when the statutory details are not mine to see', () => {
    renderDialog();
    expect(screen.getByLabelText('Personal email')).toBeTruthy();
    expect(screen.queryByLabelText('IFSC')).toBeNull();
  });

  it('refuses a bad phone on its field, then sends the contract body and closes', async () => {
    const requests = recordRequests();
    server.use(
      answer('patch', '/employees/:id/profile', EmployeeSchema, { ...me, phone: '+91 99999 22222' }),
    );
    const user = userEvent.setup();
    renderDialog();
    const phone = screen.getAllByLabelText('Phone')[0]!;
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(phone);
    expect(requests).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+91 99999 22222');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(requests.length).toBe(1));
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: `/api/employees/${ID}/profile` });
    // The body is the contract's output: the phone as the server stores it.
    expect(requests[0]!.body).toMatchObject({ phone: '+919999922222', address: { city: 'Pune' } });
    expect(requests[0]!.body).not.toHaveProperty('statutory');
  });

  it("puts the server's field messages on their fields", async () => {
    server.use(
      answerError(
        'patch',
        '/employees/:id/profile',
        400,
        apiError(400, 'body.address.city: Too long', {
          details: [{ field: 'body.address.city', message: 'Too long' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    const city = screen.getByLabelText('City');
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Too long')).toBeTruthy();
    expect(document.activeElement).toBe(city);
  });
});
