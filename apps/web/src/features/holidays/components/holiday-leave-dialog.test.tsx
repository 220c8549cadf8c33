import {
  CheckConflictsResponseSchema,
  type Holiday,
  type LeaveImpactResponse,
  LeaveImpactResponseSchema,
  ResolveConflictResultSchema,
} from '@hrms/contracts/holidays';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { HolidayLeaveDialog } from './holiday-leave-dialog';

const diwali: Holiday = {
  id: '11111111-1111-4111-8111-111111111111',
  date: '2027-10-29',
  name: 'Diwali',
  type: 'public',
  description: null,
  allOffices: true,
  offices: [],
  regions: [],
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
};

const impact: LeaveImpactResponse = {
  date: diwali.date,
  people: 2,
  daysBack: 1.5,
  items: [
    {
      requestId: '22222222-2222-4222-8222-222222222222',
      employee: { id: '33333333-3333-4333-8333-333333333333', name: 'Asha Rao' },
      leaveType: { code: 'EL', name: 'Earned leave' },
      startDate: '2027-10-27',
      endDate: '2027-10-29',
      daysBack: 1,
    },
    {
      requestId: '44444444-4444-4444-8444-444444444444',
      employee: { id: '55555555-5555-4555-8555-555555555555', name: 'Vikram Iyer' },
      leaveType: { code: 'CL', name: 'Casual leave' },
      startDate: '2027-10-29',
      endDate: '2027-10-29',
      daysBack: 0.5,
    },
  ],
};

function renderDialog(onClose = vi.fn()) {
  server.use(
    answer('get', '/holidays/leave-impact', LeaveImpactResponseSchema, ({ url }) => {
      expect(url.searchParams.get('holidayId')).toBe(diwali.id);
      return impact;
    }),
  );
  const view = renderRoutes(
    [{ path: '/', element: <HolidayLeaveDialog holiday={diwali} onClose={onClose} /> }],
    '/',
  );
  return { ...view, onClose, invalidate: vi.spyOn(view.queryClient, 'invalidateQueries') };
}

describe('settling approved leave a holiday still counts', () => {
  it('shows each person on leave and the days they get back', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Approved leave on Diwali' });
    const rows = await within(dialog).findAllByTestId('leave-on-holiday');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Asha RaoEarned leave · 27 Oct 2027 – 29 Oct 2027+1 day back',
      'Vikram IyerCasual leave · 29 Oct 2027+0.5 days back',
    ]);
    expect(within(dialog).getByTestId('leave-impact-summary').textContent).toBe(
      '2 people on approved leave · 1.5 days to give back',
    );
  });

  it('gives the days back only once confirmed, then refreshes holidays and leave', async () => {
    const requests = recordRequests();
    server.use(
      answer('post', '/holidays/conflicts/:id/resolve', ResolveConflictResultSchema, {
        action: 'refund',
        holiday: diwali,
        refunded: impact.items,
      }),
    );
    const user = userEvent.setup();
    const { onClose, invalidate } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Approved leave on Diwali' });
    await within(dialog).findAllByTestId('leave-on-holiday');
    await user.type(within(dialog).getByLabelText(/Note/), 'Diwali moved by the state');
    await user.click(within(dialog).getByRole('button', { name: 'Give days back' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Give 1.5 days back to 2 people?' });
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Give days back' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/holidays/conflicts/${diwali.id}/resolve`,
        body: { action: 'refund', note: 'Diwali moved by the state' },
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['holidays'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['leave'] });
  });

  it('moves the holiday to a date it is asked for, warning of what the new date meets', async () => {
    const requests = recordRequests();
    server.use(
      answer('post', '/holidays/check-conflicts', CheckConflictsResponseSchema, {
        conflicts: [
          {
            kind: 'weekend',
            date: '2027-10-30',
            name: 'Diwali',
            message: '30 Oct 2027 is a Saturday, a weekend day in the Mumbai office.',
            office: { id: '66666666-6666-4666-8666-666666666666', name: 'Mumbai' },
            holiday: null,
          },
        ],
      }),
      answer('post', '/holidays/conflicts/:id/resolve', ResolveConflictResultSchema, {
        action: 'move',
        holiday: { ...diwali, date: '2027-10-30' },
        refunded: [],
      }),
    );
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Approved leave on Diwali' });
    await user.selectOptions(await within(dialog).findByLabelText('What to do'), 'move');
    await user.click(within(dialog).getByRole('button', { name: 'Move holiday' }));
    expect(await within(dialog).findByText('Say which date the holiday moves to')).toBeTruthy();

    const date = within(dialog).getByRole('textbox', { name: 'New date' });
    await user.type(date, '29/10/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Move holiday' }));
    expect(await within(dialog).findByText('Choose a date other than the holiday’s own')).toBeTruthy();

    await user.clear(date);
    await user.type(date, '30/10/2027');
    expect((await within(dialog).findByTestId('move-conflicts')).textContent).toContain('a Saturday');
    await user.click(within(dialog).getByRole('button', { name: 'Move holiday' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((r) => r.path.includes('/resolve'))).toMatchObject([
      { body: { action: 'move', date: '2027-10-30' } },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
