import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { ASHA_ACCOUNT, asha, ashaCard, FULL_ACCESS } from '../testing/asha';
import { EmployeesPage } from './employees-page';

afterEach(() => vi.unstubAllGlobals());

const lists = {
  'GET /api/organization/departments': { body: { items: [] } },
  'GET /api/organization/offices': { body: { items: [] } },
  'GET /api/organization/designations': { body: { items: [] } },
};

function renderNew(role: 'hr' | 'admin' = 'hr') {
  return renderRoutes([{ path: 'employees/*', element: <EmployeesPage role={role} /> }], '/employees/new');
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the new employee form', { timeout: 15_000 }, () => {
  it('shows the contract’s messages under the fields and sends nothing', async () => {
    const fetchMock = stubApi(lists);
    renderNew();
    fill('Work email', 'not-an-email');
    fireEvent.click(await screen.findByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid work email address')).toBeTruthy();
    expect(screen.getByText('Employee code is required')).toBeTruthy();
    const firstName = screen.getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBe(screen.getByText('First name is required').id);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('puts the server’s conflict under the work email', async () => {
    stubApi({
      ...lists,
      'POST /api/employees': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: 'Someone already has the work email asha@acme.test',
        },
      },
    });
    renderNew();
    fill('First name', 'Asha');
    fill('Last name', 'Rao');
    fill('Work email', 'asha@acme.test');
    fill(/Employee code/, 'ACME-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    const message = await screen.findByText('Someone already has the work email asha@acme.test');
    expect(screen.getByLabelText('Work email').getAttribute('aria-describedby')).toBe(message.id);
  });

  it('offers the admin role to an admin only', async () => {
    stubApi(lists);
    const { unmount } = renderNew('hr');
    const role = await screen.findByLabelText('Role');
    expect(within(role).queryByRole('option', { name: 'Admin' })).toBeNull();
    unmount();
    renderNew('admin');
    expect(within(await screen.findByLabelText('Role')).getByRole('option', { name: 'Admin' })).toBeTruthy();
  });

  it('opens the new record once saved', async () => {
    const created = ashaCard();
    const fetchMock = stubApi({
      ...lists,
      'POST /api/employees': { status: 201, body: created },
      [`GET /api/employees/${created.id}`]: { body: created },
      [`GET /api/employees/${created.id}/dashboard-stats`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'x' },
      },
    });
    const { router } = renderNew();
    fill('First name', 'Asha');
    fill('Last name', 'Rao');
    fill('Work email', 'asha@acme.test');
    fill(/Employee code/, 'ACME-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employees/${created.id}`));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      firstName: 'Asha',
      employeeCode: 'ACME-0100',
      sendInvitation: true,
      role: 'employee',
    });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
  });
});

describe('the edit form', { timeout: 15_000 }, () => {
  const record = asha({ account: ASHA_ACCOUNT, access: { ...FULL_ACCESS, canSeeStatutory: false } });

  function renderEdit(role: 'hr' | 'admin' = 'hr') {
    return renderRoutes(
      [{ path: 'employees/*', element: <EmployeesPage role={role} /> }],
      `/employees/${record.id}/edit`,
    );
  }

  it('asks why someone leaves before marking them inactive, and sends only what changed', async () => {
    const fetchMock = stubApi({
      ...lists,
      [`GET /api/employees/${record.id}`]: { body: record },
      [`PATCH /api/employees/${record.id}`]: (init) => ({
        body: { ...record, ...JSON.parse(String(init?.body)) },
      }),
    });
    const { router } = renderEdit();
    fireEvent.change(await screen.findByLabelText(/^Phone/), { target: { value: '+91 98450 12345' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Last working day'), { target: { value: '30/06/2025' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Resigned' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('inactive');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employees/${record.id}`));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      phone: '+919845012345',
      status: 'inactive',
      exitDate: '2025-06-30',
      exitReason: 'Resigned',
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    stubApi({ ...lists, [`GET /api/employees/${record.id}`]: { body: record } });
    const { router } = renderEdit();
    fireEvent.change(await screen.findByLabelText('Last name'), { target: { value: 'Rao-Shah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/employees/${record.id}/edit`);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employees/${record.id}`));
  });
});
