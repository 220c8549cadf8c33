import {
  type LeaveBalanceItem,
  LeaveBalanceResponseSchema,
  LeaveDelegationListSchema,
  LeavePreviewSchema,
  type LeaveRequest,
  LeaveRequestListResponseSchema,
  LeaveRequestSchema,
  LeaveStatsResponseSchema,
  type LeaveType,
  LeaveTypeListResponseSchema,
} from '@hrms/contracts/leave';
import type { Role } from '@hrms/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingLeaveRequest } from '../../../test/leave-requests';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes, sampleUser } from '../../../test/render';
import { leaveType } from '../testing/leave-type-fixtures';
import { LeaveManagementPage } from './leave-management-page';

const ME = sampleUser.employee;
const CREATED = '2026-02-20T04:00:00.000Z';
const MANAGER = { id: '00000000-0000-4000-8000-000000000901', name: 'Kiran Rao' };

const casual = leaveType(1, 'CL', 'Casual leave');
const sick = leaveType(2, 'SL', 'Sick leave', { annualDays: 6 });
const unpaid = leaveType(3, 'LWP', 'Leave without pay', {
  paid: false,
  tracksBalance: false,
  annualDays: null,
});
const compOff = leaveType(4, 'CO', 'Compensatory off', { annualDays: null, accrual: 'none' });

function balance(type: LeaveType, amounts: Partial<LeaveBalanceItem> = {}): LeaveBalanceItem {
  return {
    leaveType: {
      id: type.id,
      code: type.code,
      name: type.name,
      paid: type.paid,
      tracksBalance: type.tracksBalance,
      annualDays: type.annualDays,
      halfDayAllowed: type.halfDayAllowed,
    },
    opening: 0,
    credited: 0,
    adjusted: 0,
    used: 0,
    pending: 0,
    available: type.tracksBalance ? 0 : null,
    ...amounts,
  };
}

const myBalances = [
  // Only counted: shown after the types that keep a balance.
  balance(unpaid, { used: 3 }),
  balance(casual, { credited: 12, used: 2, pending: 3, available: 7 }),
  balance(sick, { credited: 6, available: 6 }),
  // Credited only by grant and nothing granted yet: not shown.
  balance(compOff),
];

function leaveRequest(n: number, overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return pendingLeaveRequest(
    {
      id: `00000000-0000-4000-8000-00000000030${n}`,
      employee: { id: ME.id, name: 'Riya Sharma', photoUrl: null, department: 'Engineering' },
      leaveType: { id: casual.id, code: casual.code, name: casual.name, paid: true },
      startDate: '2026-03-09',
      endDate: '2026-03-11',
      days: 3,
      createdAt: CREATED,
    },
    overrides,
  );
}

const myPending = leaveRequest(1, { reason: 'Family function', canCancel: true });
const myApproved = leaveRequest(2, {
  leaveType: { id: sick.id, code: sick.code, name: sick.name, paid: true },
  startDate: '2026-02-02',
  endDate: '2026-02-02',
  startHalf: 'first_half',
  days: 0.5,
  status: 'approved',
  awaiting: null,
  decidedBy: MANAGER,
  decidedAt: CREATED,
});
const myRefused = leaveRequest(3, {
  startDate: '2026-01-19',
  endDate: '2026-01-20',
  days: 2,
  status: 'rejected',
  awaiting: null,
  decidedBy: MANAGER,
  decidedAt: CREATED,
  decisionComment: 'Release week',
});

/** Two of the team's requests waiting for their manager. */
const arjunsLeave = leaveRequest(4, {
  employee: {
    id: '00000000-0000-4000-8000-000000000501',
    name: 'Arjun Mehta',
    photoUrl: null,
    department: 'Engineering',
  },
  startDate: '2026-04-06',
  endDate: '2026-04-08',
  reason: 'Sister’s wedding',
  canDecide: true,
});
const meerasLeave = leaveRequest(5, {
  employee: {
    id: '00000000-0000-4000-8000-000000000502',
    name: 'Meera Iyer',
    photoUrl: null,
    department: 'Engineering',
  },
  leaveType: { id: sick.id, code: sick.code, name: sick.name, paid: true },
  startDate: '2026-04-13',
  endDate: '2026-04-13',
  days: 1,
  canDecide: true,
});

const page = (items: readonly LeaveRequest[], url: URL) => ({
  items: [...items],
  total: items.length,
  page: Number(url.searchParams.get('page') ?? 1),
  limit: Number(url.searchParams.get('limit') ?? 20),
});

/**
 * The leave API as the page reads it: my balances, my requests (filtered by status as the server
 * does), what waits for me and the figures. The lists are the arrays given, so a handler may change
 * them and the next read shows it.
 */
function answerLeave(
  role: Role,
  { mine = [] as LeaveRequest[], pending = [] as LeaveRequest[], balances = myBalances } = {},
) {
  server.use(
    answer('get', '/leave/balance', LeaveBalanceResponseSchema, {
      employee: { id: ME.id, name: 'Riya Sharma' },
      year: 2026,
      items: balances,
    }),
    answer('get', '/leave/stats', LeaveStatsResponseSchema, () => ({
      year: 2026,
      mine: { daysTaken: 2.5, daysPending: 3, pending: 1, approved: 1, rejected: 1, cancelled: 0 },
      approvals: role === 'employee' ? null : { pending: pending.length, awayToday: 0 },
    })),
    answer('get', '/leave/my-requests', LeaveRequestListResponseSchema, ({ url }) => {
      const status = url.searchParams.get('status');
      return page(
        mine.filter((r) => !status || r.status === status),
        url,
      );
    }),
    answer('get', '/leave/pending-approvals', LeaveRequestListResponseSchema, ({ url }) =>
      page(pending, url),
    ),
    answer('get', '/leave/delegations', LeaveDelegationListSchema, {
      given: [],
      received: [],
      candidates: [MANAGER],
    }),
  );
}

function renderPage(role: Role, path = '/leave-management') {
  return renderRoutes(
    [{ path: 'leave-management', element: <LeaveManagementPage role={role} employeeId={ME.id} /> }],
    path,
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the leave page', { timeout: 15_000 }, () => {
  it('shows an employee their balances and requests, and nothing to decide', async () => {
    answerLeave('employee', { mine: [myPending, myApproved, myRefused] });
    renderPage('employee', '/leave-management?tab=approvals');
    expect(screen.getByRole('heading', { name: 'Leave' })).toBeTruthy();
    expect(
      screen.getByText('Your balances and requests. Your manager is told of each request at once.'),
    ).toBeTruthy();

    const balances = await screen.findByRole('region', { name: 'Leave balances' });
    expect(
      within(balances)
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual([
      'Casual leave7available of 12 · 2 taken · 3 pendingShow the entries',
      'Sick leave6available of 6Show the entries',
      'Leave without pay33 days taken this yearShow the entries',
    ]);

    // An employee asking for the approvals tab lands on their own requests.
    expect(tabNames()).toEqual(['My requests', 'Calendar']);
    expect(screen.getByRole('tab', { name: 'My requests' }).getAttribute('aria-selected')).toBe('true');

    const rows = await screen.findAllByTestId('leave-row');
    expect(rows).toHaveLength(3);
    const [pending, approved, refused] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByText('Casual leave · 3 days')).toBeTruthy();
    expect(within(pending).getByText('9 Mar 2026 – 11 Mar 2026')).toBeTruthy();
    expect(within(pending).getByText('“Family function”')).toBeTruthy();
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Cancel leave' })).toBeTruthy();
    expect(within(approved).getByText('Sick leave · 0.5 days')).toBeTruthy();
    expect(within(approved).getByText('2 Feb 2026, morning')).toBeTruthy();
    expect(within(approved).getByText('Approved')).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: 'Cancel leave' })).toBeNull();
    expect(within(refused).getByText('Not approved')).toBeTruthy();

    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reject/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Away? Hand over your approvals')).toBeNull();
  });

  it('sends an employee’s request for leave and lists it with the others', async () => {
    const mine = [myApproved];
    answerLeave('employee', { mine });
    server.use(
      answer('get', '/leave/types', LeaveTypeListResponseSchema, { items: [casual, sick] }),
      answer('post', '/leave/request/preview', LeavePreviewSchema, {
        days: 2,
        dates: [
          { date: '2026-03-23', counted: 1, reason: null, holiday: null },
          { date: '2026-03-24', counted: 1, reason: null, holiday: null },
        ],
        balance: { year: 2026, available: 7, after: 5 },
        attachmentRequired: false,
        issues: [],
      }),
      answer(
        'post',
        '/leave/request',
        LeaveRequestSchema,
        () => {
          const created = leaveRequest(6, {
            startDate: '2026-03-23',
            endDate: '2026-03-24',
            days: 2,
            reason: 'Moving house',
            canCancel: true,
          });
          mine.unshift(created);
          return created;
        },
        { status: 201 },
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('employee');
    expect(await screen.findAllByTestId('leave-row')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Apply for leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for leave' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Leave type' }), casual.id);
    await user.type(within(dialog).getByRole('textbox', { name: 'First day' }), '2026-03-23');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last day' }), '2026-03-24');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Moving house');
    await waitFor(() => expect(within(dialog).getByTestId('leave-preview').textContent).toContain('7 → 5'));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/leave/request')?.body).toEqual({
      leaveTypeId: casual.id,
      startDate: '2026-03-23',
      endDate: '2026-03-24',
      startHalf: 'full',
      endHalf: 'full',
      reason: 'Moving house',
      attachmentId: null,
    });
    expect(await screen.findByText('Leave requested: 2 days of casual leave')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('leave-row')).toHaveLength(2));
    expect(
      within(screen.getAllByTestId('leave-row')[0] as HTMLElement).getByText('23 Mar 2026 – 24 Mar 2026'),
    ).toBeTruthy();
  });

  it('lets a manager approve a waiting request, which then leaves the list', async () => {
    const pending = [arjunsLeave, meerasLeave];
    answerLeave('manager', { pending });
    server.use(
      answer('patch', '/leave/:id/approve', LeaveRequestSchema, ({ params }): LeaveRequest => {
        const at = pending.findIndex((r) => r.id === params.id);
        const [decided] = pending.splice(at, 1);
        return {
          ...(decided as LeaveRequest),
          status: 'approved',
          awaiting: null,
          decidedBy: MANAGER,
          decidedAt: CREATED,
          canDecide: false,
        };
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = renderPage('manager');
    expect(screen.getByText('Your leave, and your team’s requests to decide.')).toBeTruthy();
    expect(await screen.findByLabelText('2 waiting')).toBeTruthy();
    expect(tabNames()).toEqual(['My requests', 'Approvals2', 'Team calendar', 'All requests', 'Balances']);

    await user.click(screen.getByRole('tab', { name: /Approvals/ }));
    expect(router.state.location.search).toBe('?tab=approvals');
    expect(await screen.findByText('Away? Hand over your approvals')).toBeTruthy();
    const rows = await screen.findAllByTestId('leave-row');
    expect(rows).toHaveLength(2);
    const arjun = rows[0] as HTMLElement;
    expect(within(arjun).getByText('Arjun Mehta')).toBeTruthy();
    expect(within(arjun).getByText('Casual leave · 3 days')).toBeTruthy();
    expect(within(arjun).getByText('6 Apr 2026 – 8 Apr 2026')).toBeTruthy();
    expect(within(arjun).getByText('“Sister’s wedding”')).toBeTruthy();
    expect(within(arjun).getByRole('checkbox', { name: 'Select Arjun Mehta’s request' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Approve selected/ }).hasAttribute('disabled')).toBe(true);

    await user.click(within(arjun).getByRole('button', { name: 'Approve Arjun Mehta’s leave' }));
    expect(await screen.findByText('Approved Arjun Mehta’s casual leave')).toBeTruthy();
    const decision = requests.find((r) => r.method === 'PATCH');
    expect(decision?.path).toBe(`/api/leave/${arjunsLeave.id}/approve`);
    expect(decision?.body).toEqual({ status: 'approved' });

    await waitFor(() => expect(screen.getAllByTestId('leave-row')).toHaveLength(1));
    expect(within(screen.getByTestId('leave-row')).getByText('Meera Iyer')).toBeTruthy();
    expect(await screen.findByLabelText('1 waiting')).toBeTruthy();
  });

  it('asks a manager why before a request is refused', async () => {
    answerLeave('manager', { pending: [meerasLeave] });
    server.use(
      answer('patch', '/leave/:id/approve', LeaveRequestSchema, {
        ...meerasLeave,
        status: 'rejected',
        awaiting: null,
        decidedBy: MANAGER,
        decidedAt: CREATED,
        decisionComment: 'The audit is that day',
        canDecide: false,
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('manager', '/leave-management?tab=approvals');
    await user.click(await screen.findByRole('button', { name: 'Reject Meera Iyer’s leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Meera Iyer’s leave?' });
    expect(within(dialog).getByText('Sick leave, 13 Apr 2026. Meera Iyer reads your reason.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the leave is refused')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'The audit is that day');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      status: 'rejected',
      comment: 'The audit is that day',
    });
    expect(await screen.findByText('Meera Iyer was told why')).toBeTruthy();
  });

  it('says when an employee has no requests, and when none matches the status chosen', async () => {
    answerLeave('employee', { mine: [] });
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('employee');
    expect(await screen.findByText('No leave requests yet')).toBeTruthy();
    expect(screen.getByText('Apply for leave and it shows here with its status.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'cancelled');
    expect(await screen.findByText('No request matches')).toBeTruthy();
    expect(screen.queryByText('Apply for leave and it shows here with its status.')).toBeNull();
    expect(requests.map((r) => r.path)).toContain('/api/leave/my-requests?page=1&limit=20&status=cancelled');
  });

  it('tells hr when nothing waits for them, with every tab hr keeps', async () => {
    answerLeave('hr', { pending: [] });
    renderPage('hr', '/leave-management?tab=approvals');
    expect(await screen.findByText('Nothing waits for you')).toBeTruthy();
    expect(screen.getByText('New requests from your team appear here at once.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve selected/ })).toBeNull();
    expect(tabNames()).toEqual([
      'My requests',
      'Approvals',
      'Team calendar',
      'All requests',
      'Balances',
      'Policies',
    ]);
    expect(screen.queryByLabelText(/waiting/)).toBeNull();
    expect(
      screen.getByText('Your leave, and everyone’s requests to decide, balances and policies.'),
    ).toBeTruthy();
  });

  it('shows what failed to load and loads it again on retry', async () => {
    answerLeave('employee', { mine: [myPending] });
    server.use(
      answerError('get', '/leave/balance', 500, apiError(500, 'The balances are being recalculated')),
      answerError('get', '/leave/my-requests', 500, apiError(500, 'The leave service did not answer')),
    );
    const user = userEvent.setup();
    renderPage('employee');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('We could not load your balances'),
      expect.stringContaining('We could not load the requests'),
    ]);
    expect(screen.getByText('The balances are being recalculated')).toBeTruthy();
    expect(screen.getByText('The leave service did not answer')).toBeTruthy();
    expect(screen.queryAllByTestId('leave-row')).toHaveLength(0);

    answerLeave('employee', { mine: [myPending] });
    const [balanceRetry, requestsRetry] = alerts.map((alert) =>
      within(alert).getByRole('button', { name: 'Try again' }),
    ) as [HTMLElement, HTMLElement];
    await user.click(requestsRetry);
    const rows = await screen.findAllByTestId('leave-row');
    expect(within(rows[0] as HTMLElement).getByText('Casual leave · 3 days')).toBeTruthy();
    expect(screen.queryByText('We could not load the requests')).toBeNull();
    expect(screen.getByText('We could not load your balances')).toBeTruthy();

    await user.click(balanceRetry);
    const balances = await screen.findByRole('region', { name: 'Leave balances' });
    expect(within(balances).getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
