import {
  DEFAULT_LEAVE_TYPES,
  type LeaveType,
  LeaveTypeListResponseSchema,
  LeaveTypeSchema,
} from '@hrms/contracts/leave';
import { OfficeListResponseSchema } from '@hrms/contracts/organization';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { LeavePolicies } from './leave-policies';

const MUMBAI = '11111111-1111-4111-8111-111111111111';
const PUNE = '22222222-2222-4222-8222-222222222222';
const BENGALURU = '33333333-3333-4333-8333-333333333333';

const casual: LeaveType = {
  ...DEFAULT_LEAVE_TYPES.find((t) => t.code === 'CL')!,
  id: '44444444-4444-4444-8444-444444444444',
  officeIds: [],
  active: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const festival: LeaveType = {
  ...casual,
  id: '55555555-5555-4555-8555-555555555555',
  code: 'FL',
  name: 'Festival leave',
  annualDays: 2,
  genders: ['female'],
  officeIds: [MUMBAI, PUNE],
};

function answerPolicies(types: LeaveType[]) {
  server.use(
    answer('get', '/leave/types', LeaveTypeListResponseSchema, { items: types }),
    answer('get', '/organization/offices', OfficeListResponseSchema, {
      items: [
        { id: BENGALURU, name: 'Bengaluru', city: 'Bengaluru', timezone: 'Asia/Kolkata' },
        { id: MUMBAI, name: 'Mumbai', city: 'Mumbai', timezone: 'Asia/Kolkata' },
        { id: PUNE, name: 'Pune', city: 'Pune', timezone: 'Asia/Kolkata' },
      ],
    }),
  );
}

const renderPolicies = () => renderRoutes([{ path: '/', element: <LeavePolicies /> }], '/');

describe('leave policies: the offices a type applies to', () => {
  it('says on the summary which offices and genders a type is limited to', async () => {
    answerPolicies([casual, festival]);
    renderPolicies();
    const rows = await screen.findAllByTestId('leave-type-row');
    await waitFor(() => expect(rows[1]!.textContent).toContain('for female · Mumbai and Pune offices only'));
    expect(rows[0]!.textContent).not.toContain('only');
  });

  it('limits a type to the offices chosen, refusing "chosen" with none ticked', async () => {
    answerPolicies([casual]);
    const requests = recordRequests();
    server.use(
      answer('patch', '/leave/types/:id', LeaveTypeSchema, ({ body }) => ({
        ...casual,
        ...(body as Partial<LeaveType>),
      })),
    );
    const user = userEvent.setup();
    renderPolicies();
    await user.click(await screen.findByRole('button', { name: 'Edit Casual leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Casual leave' });
    const scope = within(dialog).getByLabelText('Applies to offices');
    expect((scope as HTMLSelectElement).value).toBe('all');
    expect(within(dialog).queryByRole('group', { name: 'Offices' })).toBeNull();

    await user.selectOptions(scope, 'chosen');
    const offices = within(dialog).getByRole('group', { name: 'Offices' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one office')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    await user.click(await within(offices).findByRole('checkbox', { name: 'Pune office' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/leave/types/${casual.id}`);
    expect(patch.body).toMatchObject({ officeIds: [PUNE], genders: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a limited type on its offices, and "all offices" sends no limit', async () => {
    answerPolicies([festival]);
    const requests = recordRequests();
    server.use(
      answer('patch', '/leave/types/:id', LeaveTypeSchema, ({ body }) => ({
        ...festival,
        ...(body as Partial<LeaveType>),
      })),
    );
    const user = userEvent.setup();
    renderPolicies();
    await user.click(await screen.findByRole('button', { name: 'Edit Festival leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Festival leave' });
    const offices = within(dialog).getByRole('group', { name: 'Offices' });
    expect(
      (await within(offices).findByRole('checkbox', { name: 'Mumbai office' })).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(offices).getByRole('checkbox', { name: 'Bengaluru office' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      within(within(dialog).getByRole('group', { name: 'Genders' }))
        .getByRole('checkbox', { name: 'Female' })
        .getAttribute('aria-checked'),
    ).toBe('true');

    await user.selectOptions(within(dialog).getByLabelText('Applies to offices'), 'all');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toMatchObject({
      officeIds: [],
      genders: ['female'],
    });
  });
});
