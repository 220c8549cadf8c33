import {
  type LeavePreview,
  LeavePreviewSchema,
  type LeaveRequest,
  LeaveRequestSchema,
  LeaveTypeListResponseSchema,
} from '@hrms/contracts/leave';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { pendingLeaveRequest } from '../../../test/leave-requests';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { leaveType } from '../testing/leave-type-fixtures';
import { ApplyLeaveDialog } from './apply-leave-dialog';

const casual = leaveType(1, 'CL', 'Casual leave');

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every day from the first to the last counted: what the server's preview and request would say. */
function daysOf(body: unknown): LeavePreview['dates'] {
  const { startDate, endDate } = body as { startDate: string; endDate: string };
  const dates: LeavePreview['dates'] = [];
  for (let date = startDate; date <= endDate; date = nextDay(date))
    dates.push({ date, counted: 1, reason: null, holiday: null });
  return dates;
}

function requestOf(body: unknown): LeaveRequest {
  const { startDate, endDate } = body as { startDate: string; endDate: string };
  return pendingLeaveRequest(
    {
      id: '22222222-2222-4222-8222-222222222222',
      employee: {
        id: '33333333-3333-4333-8333-333333333333',
        name: 'Riya Sharma',
        photoUrl: null,
        department: null,
      },
      leaveType: { id: casual.id, code: casual.code, name: casual.name, paid: true },
      startDate,
      endDate,
      days: daysOf(body).length,
      createdAt: '2026-03-01T00:00:00Z',
    },
    { canCancel: true },
  );
}

function renderDialog(balanceOf: (body: unknown) => LeavePreview['balance'] = () => null) {
  server.use(
    answer('get', '/leave/types', LeaveTypeListResponseSchema, { items: [casual] }),
    answer('post', '/leave/request/preview', LeavePreviewSchema, ({ body }) => ({
      days: daysOf(body).length,
      dates: daysOf(body),
      balance: balanceOf(body),
      attachmentRequired: false,
      issues: [],
    })),
    answer('post', '/leave/request', LeaveRequestSchema, ({ body }) => requestOf(body), { status: 201 }),
  );
  const requests = recordRequests();
  const onOpenChange = vi.fn();
  renderRoutes(
    [{ path: '/', element: <ApplyLeaveDialog open onOpenChange={onOpenChange} employeeId={null} /> }],
    '/',
  );
  return { requests, onOpenChange };
}

/** Opens the form with casual leave chosen; the person types from here. */
async function startForm(balanceOf?: (body: unknown) => LeavePreview['balance']) {
  const user = userEvent.setup();
  const view = renderDialog(balanceOf);
  const dialog = await screen.findByRole('dialog', { name: 'Apply for leave' });
  await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Leave type' }), casual.id);
  const first = within(dialog).getByRole('textbox', { name: 'First day' }) as HTMLInputElement;
  const last = within(dialog).getByRole('textbox', { name: 'Last day' }) as HTMLInputElement;
  const send = async () => {
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(view.onOpenChange).toHaveBeenCalledWith(false));
    return view.requests
      .filter((r) => r.method === 'POST' && r.path === '/api/leave/request')
      .map((r) => r.body);
  };
  return { user, dialog, first, last, send };
}

const preview = (dialog: HTMLElement) => within(dialog).findByTestId('leave-preview');

describe('the dates of a leave request, typed', () => {
  it('sends the last day typed after the first, however the caret sat in the date it showed', async () => {
    const { user, dialog, first, last, send } = await startForm();
    await user.type(first, '02/03/2026');
    // The last day follows the first until one is typed; a click puts the caret at the end of it.
    expect(last.value).toBe('02/03/2026');
    await user.type(last, '03/03/2026');
    expect(last.value).toBe('03/03/2026');
    await waitFor(async () => expect((await preview(dialog)).textContent).toContain('2 days'));
    expect(await send()).toEqual([
      expect.objectContaining({ startDate: '2026-03-02', endDate: '2026-03-03' }),
    ]);
  });

  it('takes ISO dates in both fields', async () => {
    const { user, dialog, first, last, send } = await startForm();
    await user.type(first, '2026-03-09');
    await user.type(last, '2026-03-11');
    await waitFor(async () => expect((await preview(dialog)).textContent).toContain('3 days'));
    expect(await send()).toEqual([
      expect.objectContaining({ startDate: '2026-03-09', endDate: '2026-03-11' }),
    ]);
  });

  it('moves a last day not yet typed with a first day typed again, and keeps one that was typed', async () => {
    const { user, first, last, send } = await startForm();
    await user.type(first, '05/03/2026');
    // The first day typed again, earlier: the last day the person never typed comes with it.
    await user.clear(first);
    await user.type(first, '02/03/2026');
    expect(last.value).toBe('02/03/2026');
    await user.type(last, '04/03/2026');
    // Once typed, it stays where the person put it while the first day changes before it.
    await user.clear(first);
    await user.type(first, '03/03/2026');
    expect(last.value).toBe('04/03/2026');
    expect(await send()).toEqual([
      expect.objectContaining({ startDate: '2026-03-03', endDate: '2026-03-04' }),
    ]);
  });
});

describe('the balance beside the count', () => {
  it('shows the balance of the leave year the dates fall in, naming next year’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00+05:30'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // The server answers with the year of the first day: 3 days left of 2026, 12 of 2027.
    const { user, dialog, first, last } = await startForm((body) => {
      const { startDate } = body as { startDate: string };
      const days = daysOf(body).length;
      return startDate.startsWith('2027')
        ? { year: 2027, available: 12, after: 12 - days }
        : { year: 2026, available: 3, after: 3 - days };
    });
    await user.type(first, '07/12/2026');
    await waitFor(async () => expect((await preview(dialog)).textContent).toContain('Balance 3 → 2'));
    expect((await preview(dialog)).textContent).not.toContain('2026 balance');

    await user.clear(first);
    await user.type(first, '04/01/2027');
    await user.clear(last);
    await user.type(last, '05/01/2027');
    await waitFor(async () => expect((await preview(dialog)).textContent).toContain('2027 balance 12 → 10'));
  });
});
