import { type Announcement, AnnouncementListResponseSchema } from '@hrms/contracts/announcements';
import {
  type AttendanceDay,
  AttendanceListResponseSchema,
  type AttendanceStatus,
  type Regularization,
  RegularizationListResponseSchema,
  RegularizationSchema,
} from '@hrms/contracts/attendance';
import { type DashboardResponse, DashboardResponseSchema } from '@hrms/contracts/dashboard';
import {
  type Document,
  DocumentListResponseSchema,
  DocumentSearchResponseSchema,
} from '@hrms/contracts/documents';
import { type Holiday, HolidayItemsResponseSchema } from '@hrms/contracts/holidays';
import {
  type LeaveBalanceItem,
  LeaveBalanceResponseSchema,
  type LeaveCalendarResponse,
  LeaveCalendarResponseSchema,
  type LeaveRequest,
  LeaveRequestListResponseSchema,
  LeaveRequestSchema,
} from '@hrms/contracts/leave';
import { type Task, TaskListResponseSchema } from '@hrms/contracts/onboarding';
import {
  type PayrollSummary,
  PayrollSummarySchema,
  type SalarySlip,
  SalarySlipListResponseSchema,
  type TaxDeclaration,
  TaxDeclarationListResponseSchema,
} from '@hrms/contracts/payroll';
import { type DashboardReport, DashboardReportSchema } from '@hrms/contracts/reports';
import type { Role } from '@hrms/contracts/roles';
import { ClockStatusSchema } from '@hrms/contracts/time-tracking';
import { ComplianceResponseSchema, type ComplianceRow } from '@hrms/contracts/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingLeaveRequest } from '../../../test/leave-requests';
import {
  answer,
  answerError,
  apiError,
  type RecordedRequest,
  recordRequests,
  server,
} from '../../../test/msw';
import { renderRoutes, sampleUser } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ME = sampleUser.employee;
/** The company's today, as the report gives it. */
const TODAY = '2026-03-05';
const CREATED = '2026-03-01T04:30:00.000Z';

const person = (n: number, name: string) => ({ id: id(100 + n), name, employeeCode: `EMP-${100 + n}` });
const meRef = { id: ME.id, name: 'Riya Sharma', employeeCode: ME.employeeCode };
const priya = person(1, 'Priya Menon');
const dev = person(2, 'Dev Patel');
const sana = person(3, 'Sana Khan');
const arjun = person(4, 'Arjun Mehta');
const meera = person(5, 'Meera Nair');
const rahul = person(6, 'Rahul Verma');
const neha = person(7, 'Neha Gupta');

const PEOPLE: Record<Role, { name: string; employeeId: string | null }> = {
  admin: { name: 'Arun Iyer', employeeId: null },
  hr: { name: 'Harini Das', employeeId: ME.id },
  manager: { name: 'Kabir Rao', employeeId: ME.id },
  employee: { name: 'Riya Sharma', employeeId: ME.id },
};

function summary(role: Role, overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  const leads = role !== 'employee';
  const company = role === 'admin' || role === 'hr';
  const who = PEOPLE[role];
  return {
    me: {
      employeeId: who.employeeId,
      name: who.name,
      role,
      designation: who.employeeId ? 'Software Engineer' : null,
      department: who.employeeId ? 'Engineering' : null,
      office: who.employeeId ? 'Bengaluru' : null,
      manager: who.employeeId ? 'Kabir Rao' : null,
      joinDate: who.employeeId ? '2024-06-03' : null,
    },
    company: { name: 'Acme Corp', headcount: 1248, departments: 3, offices: 2 },
    team: leads ? { directReports: 4, totalReports: 6 } : null,
    departments: company ? [] : null,
    celebrations: leads ? { items: [], total: 0 } : null,
    probations: leads ? { items: [], total: 0 } : null,
    ...overrides,
  };
}

function report(overrides: Partial<DashboardReport> = {}): DashboardReport {
  return {
    date: TODAY,
    headcount: 0,
    joinersThisMonth: 0,
    leaversThisMonth: 0,
    attritionRate: null,
    headcountTrend: [],
    today: { present: 0, late: 0, half_day: 0, absent: 0, on_leave: 0, not_yet: 0 },
    pending: { leave: 0, regularizations: 0 },
    ...overrides,
  };
}

function leaveRequest(
  n: number,
  who: { id: string; name: string },
  overrides: Partial<LeaveRequest> = {},
): LeaveRequest {
  return pendingLeaveRequest(
    {
      id: id(500 + n),
      employee: { id: who.id, name: who.name, photoUrl: null, department: 'Engineering' },
      leaveType: { id: id(601), code: 'CL', name: 'Casual leave', paid: true },
      startDate: '2026-03-09',
      endDate: '2026-03-10',
      days: 2,
      createdAt: CREATED,
    },
    { reason: 'Family function', awaiting: null, canDecide: true, ...overrides },
  );
}

function correction(
  n: number,
  who: { id: string; name: string; employeeCode: string },
  overrides: Partial<Regularization> = {},
): Regularization {
  return {
    id: id(700 + n),
    employee: who,
    date: '2026-03-04',
    clockIn: '09:30',
    clockOut: '18:30',
    clockInAt: '2026-03-04T04:00:00.000Z',
    clockOutAt: '2026-03-04T13:00:00.000Z',
    timeZone: 'Asia/Kolkata',
    reason: 'Forgot to clock in',
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    decisionComment: null,
    createdAt: CREATED,
    canDecide: true,
    canCancel: false,
    ...overrides,
  };
}

function day(
  who: { id: string; name: string; employeeCode: string },
  status: AttendanceStatus,
): AttendanceDay {
  return {
    id: id(800 + Number(who.employeeCode.slice(-2))),
    employee: { ...who, department: 'Engineering', office: 'Bengaluru' },
    date: TODAY,
    status,
    derivedStatus: status,
    source: 'derived',
    firstIn: status === 'present' || status === 'late' ? '2026-03-05T04:00:00.000Z' : null,
    lastOut: null,
    workedMinutes: 0,
    breakMinutes: 0,
    overtimeMinutes: 0,
    lateMinutes: status === 'late' ? 25 : 0,
    leaveDays: status === 'on_leave' ? 1 : 0,
    leaveTypeCode: status === 'on_leave' ? 'SL' : null,
    holidayName: null,
    correction: null,
  };
}

function payroll(overrides: Partial<PayrollSummary> = {}): PayrollSummary {
  return {
    year: 2026,
    month: 3,
    employed: 0,
    slips: 0,
    byStatus: { draft: 0, calculated: 0, finalised: 0 },
    gross: 0,
    totalDeductions: 0,
    net: 0,
    employerContributions: 0,
    byDepartment: [],
    payDay: '2026-03-31',
    finalisable: false,
    allFinalised: false,
    runInProgress: null,
    ...overrides,
  };
}

function declaration(n: number): TaxDeclaration {
  return {
    id: id(900 + n),
    employee: { ...rahul, department: 'Sales', designation: 'Account Executive' },
    financialYear: '2025-26',
    regime: 'old',
    section80C: 15_000_000,
    note: null,
    status: 'submitted',
    submittedAt: CREATED,
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
  };
}

function uploaded(n: number, overrides: Partial<Document> = {}): Document {
  return {
    id: id(950 + n),
    employeeId: ME.id,
    employee: { id: ME.id, name: 'Riya Sharma', employeeCode: ME.employeeCode },
    category: 'address_proof',
    title: 'Address proof',
    fileName: 'address-proof.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 204_800,
    status: 'pending',
    reviewComments: null,
    reviewedBy: null,
    reviewedAt: null,
    uploadedBy: { id: ME.id, name: 'Riya Sharma' },
    createdAt: CREATED,
    ...overrides,
  };
}

function balance(n: number, name: string, available: number | null, pending = 0): LeaveBalanceItem {
  return {
    leaveType: {
      id: id(600 + n),
      code: name.slice(0, 2).toUpperCase(),
      name,
      paid: available !== null,
      tracksBalance: available !== null,
      annualDays: available === null ? null : 12,
      halfDayAllowed: true,
    },
    opening: 0,
    credited: 12,
    adjusted: 0,
    used: 2,
    pending,
    available,
  };
}

function holiday(n: number, date: string, name: string, type: Holiday['type'] = 'public'): Holiday {
  return {
    id: id(400 + n),
    date,
    name,
    type,
    description: null,
    allOffices: true,
    offices: [],
    regions: [],
    createdAt: CREATED,
    updatedAt: CREATED,
  };
}

function slip(overrides: Partial<SalarySlip> = {}): SalarySlip {
  return {
    id: id(450),
    employee: { ...meRef, department: 'Engineering', designation: null },
    year: 2026,
    month: 2,
    status: 'finalised',
    basisDays: 28,
    payableDays: 28,
    lossOfPayDays: 0,
    earnings: [],
    deductions: [],
    employerContributions: [],
    adjustments: [],
    gross: 10_000_000,
    totalDeductions: 1_500_000,
    net: 8_500_000,
    netInWords: 'Eighty-five thousand rupees only',
    problem: null,
    calculatedAt: '2026-02-27T06:00:00.000Z',
    finalisedAt: '2026-02-28T06:00:00.000Z',
    ...overrides,
  };
}

function announcement(n: number, title: string, read: boolean): Announcement {
  return {
    id: id(460 + n),
    title,
    body: 'Details inside.',
    priority: 'normal',
    pinned: false,
    audience: { everyone: true, departmentIds: [], officeIds: [], roles: [] },
    status: 'published',
    publishAt: null,
    expiresAt: null,
    publishedAt: '2026-03-04T05:00:00.000Z',
    author: { id: id(99), name: 'Harini Das' },
    read,
    createdAt: CREATED,
    updatedAt: CREATED,
  };
}

function complianceRow(
  who: { id: string; name: string },
  title: string,
  status: ComplianceRow['status'],
  dueOn = '2026-02-28',
): ComplianceRow {
  return {
    employee: { id: who.id, name: who.name, department: 'Engineering' },
    course: { id: id(470 + title.length), title },
    dueOn,
    status,
    completedAt: status === 'completed' ? '2026-02-20T06:00:00.000Z' : null,
  };
}

const list = <T,>(items: T[], limit = 5) => ({ items, total: items.length, page: 1, limit });

/** What the API holds for one person's dashboard; every part not given is empty. */
interface World {
  summary: DashboardResponse;
  report?: DashboardReport;
  teamDays?: AttendanceDay[];
  leaveToDecide?: LeaveRequest[];
  correctionsToDecide?: Regularization[];
  calendar?: LeaveCalendarResponse['items'];
  payroll?: PayrollSummary;
  documentsToReview?: Document[];
  declarationsToReview?: { first: TaxDeclaration[]; total: number };
  overdue?: ComplianceRow[];
  balances?: LeaveBalanceItem[];
  holidays?: Holiday[];
  slips?: SalarySlip[];
  myLeave?: LeaveRequest[];
  myCorrections?: Regularization[];
  announcements?: Announcement[];
  documentsAsked?: Document[];
  mandatory?: ComplianceRow[];
  tasks?: Task[];
}

function answerDashboard(world: World) {
  const compliance = (rows: ComplianceRow[], limit: number) => ({
    ...list(rows, limit),
    summary: {
      completed: rows.filter((r) => r.status === 'completed').length,
      due: rows.filter((r) => r.status === 'due').length,
      overdue: rows.filter((r) => r.status === 'overdue').length,
    },
  });
  server.use(
    answer('get', '/dashboard', DashboardResponseSchema, world.summary),
    answer('get', '/time-tracking/status', ClockStatusSchema, {
      state: 'clocked_out',
      since: null,
      serverTime: '2026-03-05T03:00:00.000Z',
      timeZone: 'Asia/Kolkata',
      today: { date: TODAY, workedSeconds: 0, breakSeconds: 0, firstIn: null, lastOut: null },
      shiftStart: '09:30',
      shiftEnd: '18:30',
      openEntry: null,
    }),
    answer('get', '/reports/dashboard', DashboardReportSchema, world.report ?? report()),
    answer('get', '/attendance/all', AttendanceListResponseSchema, list(world.teamDays ?? [], 200)),
    answer('get', '/leave/pending-approvals', LeaveRequestListResponseSchema, () =>
      list(world.leaveToDecide ?? []),
    ),
    answer('get', '/attendance/regularizations', RegularizationListResponseSchema, ({ url }) =>
      url.searchParams.get('scope') === 'to-decide'
        ? list(world.correctionsToDecide ?? [])
        : list(world.myCorrections ?? [], 3),
    ),
    answer('get', '/leave/calendar/:year/:month', LeaveCalendarResponseSchema, ({ params }) => ({
      year: Number(params.year),
      month: Number(params.month),
      days: [],
      items: world.calendar ?? [],
    })),
    answer('get', '/payroll/summary/:month/:year', PayrollSummarySchema, world.payroll ?? payroll()),
    answer('get', '/documents/search', DocumentSearchResponseSchema, list(world.documentsToReview ?? [])),
    answer('get', '/payroll/declarations', TaxDeclarationListResponseSchema, {
      items: world.declarationsToReview?.first ?? [],
      total: world.declarationsToReview?.total ?? 0,
      page: 1,
      limit: 1,
    }),
    answer('get', '/training/compliance', ComplianceResponseSchema, ({ url }) =>
      url.searchParams.get('status') === 'overdue'
        ? compliance(world.overdue ?? [], 5)
        : compliance(world.mandatory ?? [], 20),
    ),
    answer('get', '/leave/balance', LeaveBalanceResponseSchema, {
      employee: { id: ME.id, name: world.summary.me.name },
      year: 2026,
      items: world.balances ?? [],
    }),
    answer('get', '/holidays/my-upcoming', HolidayItemsResponseSchema, { items: world.holidays ?? [] }),
    answer('get', '/payroll/my-salary-slips', SalarySlipListResponseSchema, list(world.slips ?? [], 1)),
    answer('get', '/leave/my-requests', LeaveRequestListResponseSchema, list(world.myLeave ?? [], 4)),
    answer(
      'get',
      '/announcements/published',
      AnnouncementListResponseSchema,
      list(world.announcements ?? []),
    ),
    answer('get', '/employees/:id/documents', DocumentListResponseSchema, {
      items: world.documentsAsked ?? [],
      maxUploadBytes: 10_485_760,
    }),
    answer('get', '/onboarding/tasks', TaskListResponseSchema, {
      ...list(world.tasks ?? []),
      overdue: (world.tasks ?? []).filter((t) => t.overdue).length,
    }),
  );
}

function renderPage() {
  return renderRoutes([{ path: 'dashboard', element: <DashboardPage /> }], '/dashboard');
}

/** A panel of the dashboard: the card under its title. */
async function panel(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  return heading.closest('[data-slot="card"]') as HTMLElement;
}

/** Each term of a panel with the value that follows it, in order. */
function pairs(scope: HTMLElement): [string | null, string | undefined][] {
  return within(scope)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? undefined]);
}

/** A panel's figures by their names. */
const figures = (scope: HTMLElement) => Object.fromEntries(pairs(scope));

/** The page's header: the greeting, the role and where the person works. */
const header = () => screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;

const asked = (requests: RecordedRequest[], path: string) => requests.some((r) => r.path.startsWith(path));

describe('the dashboard', { timeout: 20_000 }, () => {
  it('gives admin the company’s figures and charts, each read from the API', async () => {
    answerDashboard({
      summary: summary('admin', {
        departments: [
          { name: 'Finance', headcount: 218 },
          { name: 'Engineering', headcount: 620 },
          { name: 'Sales', headcount: 410 },
        ],
        probations: {
          items: [{ employee: { ...neha, designation: 'Analyst', photoUrl: null }, endDate: '2026-03-20' }],
          total: 1,
        },
        celebrations: {
          items: [
            {
              employee: { ...sana, designation: null, photoUrl: null },
              kind: 'birthday',
              date: '2026-03-07',
              years: null,
            },
            {
              employee: { ...arjun, designation: null, photoUrl: null },
              kind: 'anniversary',
              date: '2026-03-12',
              years: 5,
            },
          ],
          total: 5,
        },
      }),
      report: report({
        headcount: 1248,
        joinersThisMonth: 12,
        leaversThisMonth: 3,
        attritionRate: 8.4,
        headcountTrend: [
          { month: '2026-01', headcount: 1230 },
          { month: '2026-02', headcount: 1239 },
          { month: '2026-03', headcount: 1248 },
        ],
        today: { present: 900, late: 40, half_day: 8, absent: 15, on_leave: 60, not_yet: 225 },
        pending: { leave: 7, regularizations: 2 },
      }),
      payroll: payroll({
        employed: 1248,
        slips: 1248,
        byStatus: { draft: 0, calculated: 148, finalised: 1100 },
        net: 9_876_543_200,
      }),
      documentsToReview: [uploaded(1), uploaded(2, { title: 'PAN card', category: 'id_proof' })],
      declarationsToReview: { first: [declaration(1)], total: 9 },
      correctionsToDecide: [correction(1, arjun)],
      overdue: [complianceRow(dev, 'Fire safety', 'overdue')],
    });
    const requests = recordRequests();
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Arun$/ }),
    ).toBeTruthy();
    expect(within(header()).getByText('Admin')).toBeTruthy();
    const company = screen.getByRole('region', { name: 'Acme Corp today' });
    expect(screen.queryByRole('region', { name: 'Your team' })).toBeNull();

    const people = await panel('People');
    await waitFor(() =>
      expect(figures(people)).toEqual({
        Headcount: '1,248',
        'Joined this month': '12',
        'Left this month': '3',
        'Attrition, 12 months': '8.4%',
      }),
    );
    expect(
      within(people)
        .getAllByRole('img')
        .map((column) => column.getAttribute('aria-label')),
    ).toEqual([
      'January 2026: Headcount 1,230',
      'February 2026: Headcount 1,239',
      'March 2026: Headcount 1,248',
    ]);
    expect(within(people).getByRole('table', { name: 'Headcount by month' })).toBeTruthy();
    expect(
      within(people)
        .getByRole('link', { name: /Reports/ })
        .getAttribute('href'),
    ).toBe('/reports');

    expect(figures(await panel('Attendance today'))).toEqual({
      In: '948',
      Late: '40',
      'On leave': '60',
      Absent: '15',
      'Not yet in': '225',
    });

    const toReview = await panel('To review');
    await waitFor(() => expect(within(toReview).getAllByRole('link')).toHaveLength(4));
    expect(
      within(toReview)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Leave requests waiting: 7', '/leave-management?tab=approvals'],
      ['Attendance corrections waiting: 2', '/attendance/requests'],
      ['Documents to verify: 2', '/document-management?tab=review'],
      ['Tax declarations waiting: 9', '/payroll?tab=declarations'],
    ]);

    const pay = await panel('Payroll this month');
    expect(within(pay).getByText('March 2026')).toBeTruthy();
    expect(await within(pay).findByText('1,100 of 1,248 finalised')).toBeTruthy();
    expect(figures(pay)).toEqual({ Employed: '1,248', Slips: '1,248', 'Net pay': '₹9,87,65,432.00' });
    expect(asked(requests, '/api/payroll/summary/3/2026')).toBe(true);

    const probations = await panel('Probations ending');
    expect(within(probations).getByRole('link', { name: 'Neha Gupta' }).getAttribute('href')).toBe(
      `/employees/${neha.id}`,
    );
    expect(within(probations).getByText('Analyst')).toBeTruthy();
    expect(within(probations).getByText('20 Mar 2026')).toBeTruthy();

    const departments = await panel('Headcount by department');
    expect(within(departments).getByText('1,248 people across 3 departments')).toBeTruthy();
    expect(
      within(departments)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Engineering620', 'Sales410', 'Finance218']);

    const celebrations = await panel('Birthdays and anniversaries');
    expect(within(celebrations).getByText('Birthday · 7 Mar 2026')).toBeTruthy();
    expect(within(celebrations).getByText('5 years at work · 12 Mar 2026')).toBeTruthy();
    expect(within(celebrations).getByText('and 3 more')).toBeTruthy();

    const waiting = await panel('Waiting for you');
    expect(await within(waiting).findByText('1 to decide')).toBeTruthy();
    expect(within(waiting).getByText('Correction · 09:30–18:30 · 4 Mar 2026')).toBeTruthy();

    const overdue = await panel('Overdue training');
    expect(within(overdue).getByText('1 mandatory course not completed in time')).toBeTruthy();
    expect(within(overdue).getByText('Fire safety · due 28 Feb 2026')).toBeTruthy();
    expect(within(company).getByRole('heading', { name: 'Overdue training' })).toBeTruthy();

    // An account without an employee record has no clock and no day of its own to show.
    const myDay = screen.getByRole('region', { name: 'Your day' });
    expect(within(myDay).getByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(within(myDay).queryByRole('heading', { name: 'Leave balance' })).toBeNull();
    expect(screen.queryByTestId('clock-widget')).toBeNull();
    expect(asked(requests, '/api/time-tracking/status')).toBe(false);
    expect(asked(requests, '/api/leave/balance')).toBe(false);
  });

  it('shows hr zeros and empty lists as such, not as missing figures', async () => {
    answerDashboard({ summary: summary('hr') });
    const { queryClient } = renderPage();

    const people = await panel('People');
    await waitFor(() =>
      expect(figures(people)).toEqual({
        Headcount: '0',
        'Joined this month': '0',
        'Left this month': '0',
        'Attrition, 12 months': '—',
      }),
    );
    expect(figures(await panel('Attendance today'))).toEqual({
      In: '0',
      Late: '0',
      'On leave': '0',
      Absent: '0',
      'Not yet in': '0',
    });
    const toReview = await panel('To review');
    await waitFor(() =>
      expect(
        within(toReview)
          .getAllByRole('link')
          .map((link) => link.textContent?.replace(/\D/g, '')),
      ).toEqual(['0', '0', '0', '0']),
    );
    const pay = await panel('Payroll this month');
    expect(await within(pay).findByText('Not started')).toBeTruthy();
    expect(figures(pay)).toEqual({ Employed: '0', Slips: '0', 'Net pay': '₹0.00' });

    expect(
      within(await panel('Probations ending')).getByText('No probation ends in the next 30 days'),
    ).toBeTruthy();
    expect(
      within(await panel('Birthdays and anniversaries')).getByText(
        'No birthdays or anniversaries in the next two weeks',
      ),
    ).toBeTruthy();
    const departments = await panel('Headcount by department');
    expect(within(departments).getByText('0 people across 0 departments')).toBeTruthy();
    expect(within(departments).getByText('No departments have been set up yet.')).toBeTruthy();
    expect(
      await within(await panel('Waiting for you')).findByText('Nothing waits for your decision'),
    ).toBeTruthy();

    // Hr is an employee too: their own day follows the company's.
    const myDay = screen.getByRole('region', { name: 'Your day' });
    expect(await within(myDay).findByText('No leave types apply to you yet')).toBeTruthy();
    expect(await screen.findByTestId('clock-widget')).toBeTruthy();

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Overdue training' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a manager their team: who is in, what waits for them, leave ahead and occasions', async () => {
    answerDashboard({
      summary: summary('manager', {
        celebrations: {
          items: [
            {
              employee: { ...sana, designation: 'Designer', photoUrl: null },
              kind: 'birthday',
              date: '2026-03-07',
              years: null,
            },
          ],
          total: 1,
        },
      }),
      report: report({
        headcount: 6,
        today: { present: 3, late: 1, half_day: 0, absent: 1, on_leave: 1, not_yet: 0 },
        pending: { leave: 1, regularizations: 1 },
      }),
      teamDays: [
        day(priya, 'late'),
        day(dev, 'on_leave'),
        day(sana, 'absent'),
        day(arjun, 'present'),
        day(meera, 'present'),
        day(rahul, 'present'),
      ],
      leaveToDecide: [leaveRequest(1, meera)],
      correctionsToDecide: [correction(1, arjun)],
      calendar: [
        {
          id: id(551),
          employee: dev,
          leaveType: { code: 'SL', name: 'Sick leave' },
          startDate: '2026-03-04',
          endDate: '2026-03-06',
          startHalf: 'full',
          endHalf: 'full',
          days: 3,
          status: 'approved',
        },
        {
          id: id(552),
          employee: meera,
          leaveType: { code: 'CL', name: 'Casual leave' },
          startDate: '2026-03-09',
          endDate: '2026-03-10',
          startHalf: 'full',
          endHalf: 'full',
          days: 2,
          status: 'pending',
        },
        {
          id: id(553),
          employee: rahul,
          leaveType: { code: 'CL', name: 'Casual leave' },
          startDate: '2026-03-25',
          endDate: '2026-03-27',
          startHalf: 'full',
          endHalf: 'full',
          days: 3,
          status: 'approved',
        },
      ],
    });
    const requests = recordRequests();
    const { queryClient } = renderPage();

    const team = await screen.findByRole('region', { name: 'Your team' });
    expect(within(header()).getByText('Manager')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Acme Corp today' })).toBeNull();

    const today = await panel('Your team today');
    await waitFor(() => expect(within(today).getByText('Priya Menon')).toBeTruthy());
    // The figures, then who is late, away or absent; nobody is still to come in, so no such line.
    expect(pairs(today)).toEqual([
      ['In', '4'],
      ['Late', '1'],
      ['On leave', '1'],
      ['Absent', '1'],
      ['Not yet in', '0'],
      ['Late', 'Priya Menon'],
      ['On leave', 'Dev Patel'],
      ['Absent', 'Sana Khan'],
    ]);
    expect(asked(requests, `/api/attendance/all?from=${TODAY}&to=${TODAY}&limit=200`)).toBe(true);

    const waiting = await panel('Waiting for you');
    expect(await within(waiting).findByText('2 to decide')).toBeTruthy();
    const rows = within(within(waiting).getByRole('list', { name: 'Requests waiting for you' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Meera NairCasual leave · 2 days · 9 Mar 2026 – 10 Mar 2026'),
      expect.stringContaining('Arjun MehtaCorrection · 09:30–18:30 · 4 Mar 2026'),
    ]);

    const leave = await panel('Team leave, next two weeks');
    await waitFor(() => expect(within(leave).getAllByRole('listitem')).toHaveLength(2));
    const [sick, casual] = within(leave).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(sick).getByText('Dev Patel')).toBeTruthy();
    expect(within(sick).getByText('Sick leave · 4 Mar 2026 – 6 Mar 2026')).toBeTruthy();
    expect(within(sick).queryByText('Waiting')).toBeNull();
    expect(within(casual).getByText('Meera Nair')).toBeTruthy();
    expect(within(casual).getByText('Waiting')).toBeTruthy();
    expect(within(leave).queryByText('Rahul Verma')).toBeNull();
    expect(asked(requests, '/api/leave/calendar/2026/3')).toBe(true);

    expect(
      within(await panel('Birthdays and anniversaries')).getByText('Birthday · 7 Mar 2026'),
    ).toBeTruthy();
    expect(within(team).queryByRole('heading', { name: 'Probations ending' })).toBeNull();

    // The company's panels are not a manager's: neither shown nor asked for.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    for (const title of ['People', 'Payroll this month', 'To review', 'Headcount by department']) {
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    }
    expect(asked(requests, '/api/payroll/summary')).toBe(false);
    expect(asked(requests, '/api/documents/search')).toBe(false);
    expect(asked(requests, '/api/payroll/declarations')).toBe(false);
    // A manager is an employee too.
    expect(within(screen.getByRole('region', { name: 'Your day' })).getByText('Leave balance')).toBeTruthy();
  });

  it('approves leave in place and asks a reason before refusing a correction', async () => {
    const waitingLeave = [leaveRequest(1, meera)];
    const waitingCorrections = [correction(1, arjun)];
    answerDashboard({
      summary: summary('manager'),
      report: report({ headcount: 6 }),
      leaveToDecide: waitingLeave,
      correctionsToDecide: waitingCorrections,
    });
    server.use(
      answer('patch', '/leave/:id/approve', LeaveRequestSchema, ({ params }): LeaveRequest => {
        const [decided] = waitingLeave.splice(
          waitingLeave.findIndex((r) => r.id === params.id),
          1,
        );
        return { ...(decided as LeaveRequest), status: 'approved', canDecide: false };
      }),
      answer(
        'patch',
        '/attendance/regularizations/:id',
        RegularizationSchema,
        ({ params, body }): Regularization => {
          const [decided] = waitingCorrections.splice(
            waitingCorrections.findIndex((r) => r.id === params.id),
            1,
          );
          return {
            ...(decided as Regularization),
            status: 'rejected',
            decisionComment: (body as { comment: string }).comment,
            canDecide: false,
          };
        },
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();

    const waiting = await panel('Waiting for you');
    await user.click(await within(waiting).findByRole('button', { name: /^Approve Meera Nair/ }));
    expect(await screen.findByText('Approved for Meera Nair')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: `/api/leave/${id(501)}/approve`,
      body: { status: 'approved', comment: null },
    });
    await waitFor(() => expect(within(waiting).queryByText('Meera Nair')).toBeNull());
    expect(within(waiting).getByText('1 to decide')).toBeTruthy();

    await user.click(within(waiting).getByRole('button', { name: /^Refuse Arjun Mehta/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse Arjun Mehta’s request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Say why the correction is refused')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('Reason'), 'You were on leave that day');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Arjun Mehta was told why')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH')[1]).toMatchObject({
      path: `/api/attendance/regularizations/${id(701)}`,
      body: { status: 'rejected', comment: 'You were on leave that day' },
    });
    expect(await within(waiting).findByText('Nothing waits for your decision')).toBeTruthy();
  });

  it('tells a manager with nobody yet, nothing waiting and nobody away so', async () => {
    answerDashboard({ summary: summary('manager'), report: report() });
    renderPage();
    expect(await within(await panel('Your team today')).findByText('Nobody reports to you yet')).toBeTruthy();
    expect(
      await within(await panel('Waiting for you')).findByText('Nothing waits for your decision'),
    ).toBeTruthy();
    expect(
      await within(await panel('Team leave, next two weeks')).findByText(
        'Nobody is away in the next two weeks',
      ),
    ).toBeTruthy();
    expect(
      within(await panel('Birthdays and anniversaries')).getByText(
        'No birthdays or anniversaries in the next two weeks',
      ),
    ).toBeTruthy();
  });

  it('gives an employee their own cards and nothing of the team or the company', async () => {
    answerDashboard({
      summary: summary('employee'),
      balances: [
        balance(1, 'Casual leave', 8, 2),
        balance(2, 'Sick leave', 5),
        balance(3, 'Unpaid leave', null),
      ],
      myLeave: [
        leaveRequest(2, meRef, { startDate: '2026-03-16', endDate: '2026-03-17' }),
        leaveRequest(3, meRef, {
          leaveType: { id: id(602), code: 'SL', name: 'Sick leave', paid: true },
          startDate: '2026-02-10',
          endDate: '2026-02-10',
          days: 1,
          status: 'approved',
        }),
      ],
      myCorrections: [correction(2, meRef, { date: '2026-03-02', status: 'rejected', canDecide: false })],
      holidays: [holiday(1, '2026-03-19', 'Ugadi'), holiday(2, '2026-03-21', 'Eid al-Fitr', 'optional')],
      slips: [slip()],
      announcements: [
        announcement(1, 'Office closed on Friday', false),
        announcement(2, 'New canteen menu', true),
      ],
      documentsAsked: [
        uploaded(3, { status: 'rejected', reviewComments: 'The scan is blurred, upload it again' }),
      ],
      mandatory: [
        complianceRow(meRef, 'Fire safety', 'overdue'),
        complianceRow(meRef, 'Data privacy', 'completed'),
      ],
    });
    const requests = recordRequests();
    const { queryClient } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: /, Riya$/ })).toBeTruthy();
    expect(within(header()).getByText('Employee')).toBeTruthy();
    expect(within(header()).getByText('Software Engineer · Engineering · Bengaluru')).toBeTruthy();
    expect(await screen.findByTestId('clock-widget')).toBeTruthy();

    const balances = await panel('Leave balance');
    await waitFor(() => expect(figures(balances)).toEqual({ 'Casual leave': '8', 'Sick leave': '5' }));
    expect(within(balances).getByText('2 days waiting')).toBeTruthy();
    expect(within(balances).getByRole('link', { name: 'Apply for leave' }).getAttribute('href')).toBe(
      '/leave-management?apply=1',
    );

    const mine = await panel('My requests');
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Casual leave16 Mar 2026 – 17 Mar 2026 · 2 daysWaiting',
      'Sick leave10 Feb 2026 · 1 dayApproved',
      'Attendance correction2 Mar 2026 · 09:30–18:30Refused',
    ]);

    const holidays = await panel('Upcoming holidays');
    expect(await within(holidays).findByText('Ugadi')).toBeTruthy();
    expect(within(holidays).getByText('Thursday')).toBeTruthy();
    expect(within(holidays).getByText('Optional')).toBeTruthy();

    const pay = await panel('Latest salary slip');
    await waitFor(() => expect(figures(pay)).toEqual({ 'Net pay for February 2026': '₹85,000.00' }));
    expect(within(pay).getByText('Gross ₹1,00,000.00 · deductions ₹15,000.00')).toBeTruthy();

    const news = await panel('Announcements');
    expect(await within(news).findByText('1 unread')).toBeTruthy();
    const [unread, read] = within(news).getAllByRole('link', {
      name: /Office closed on Friday|New canteen menu/,
    });
    expect(unread?.textContent).toBe('Unread: Office closed on Friday');
    expect(unread?.getAttribute('href')).toBe(`/announcements?id=${id(461)}`);
    expect(read?.textContent).toBe('New canteen menu');

    const sentBack = await panel('Documents to upload again');
    expect(within(sentBack).getByText('The scan is blurred, upload it again')).toBeTruthy();
    expect(within(sentBack).getByText('Sent back')).toBeTruthy();
    expect(asked(requests, `/api/employees/${ME.id}/documents?status=rejected`)).toBe(true);

    const training = await panel('Mandatory training');
    expect(await within(training).findByText('1 of 2 completed')).toBeTruthy();
    expect(within(training).getByRole('link', { name: 'Fire safety' })).toBeTruthy();
    expect(within(training).getByText('Overdue')).toBeTruthy();
    expect(within(training).queryByText('Data privacy')).toBeNull();

    const details = await panel('Your details');
    expect(figures(details)).toMatchObject({ Manager: 'Kabir Rao', Joined: '3 Jun 2024' });

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Your team' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Acme Corp today' })).toBeNull();
    for (const title of [
      'Waiting for you',
      'Your team today',
      'People',
      'Payroll this month',
      'Overdue training',
    ]) {
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    for (const path of [
      '/api/reports/',
      '/api/leave/pending-approvals',
      '/api/attendance/all',
      '/api/payroll/summary',
      '/api/documents/search',
      '/api/payroll/declarations',
      '/api/training/compliance?status=overdue',
    ]) {
      expect(asked(requests, path), path).toBe(false);
    }
    expect(requests.some((r) => r.path.includes('scope=to-decide'))).toBe(false);
  });

  it('tells an employee with nothing yet so, and leaves out the cards with nothing to do', async () => {
    answerDashboard({ summary: summary('employee') });
    const { queryClient } = renderPage();
    expect(
      await within(await panel('Leave balance')).findByText('No leave types apply to you yet'),
    ).toBeTruthy();
    expect(
      await within(await panel('My requests')).findByText('You have asked for nothing lately'),
    ).toBeTruthy();
    expect(
      await within(await panel('Upcoming holidays')).findByText('No more holidays this year'),
    ).toBeTruthy();
    expect(
      await within(await panel('Latest salary slip')).findByText(
        'No salary slip has been published to you yet',
      ),
    ).toBeTruthy();
    const news = await panel('Announcements');
    expect(await within(news).findByText('Nothing has been announced yet')).toBeTruthy();
    expect(within(news).getByText('0 unread')).toBeTruthy();
    expect(within(await panel('Your details')).getByText('Kabir Rao')).toBeTruthy();

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    for (const title of ['Documents to upload again', 'Mandatory training', 'My onboarding tasks']) {
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    }
  });

  it('keeps the dashboard usable when one panel fails, and loads that panel again on retry', async () => {
    answerDashboard({
      summary: summary('hr'),
      report: report({ headcount: 1248, pending: { leave: 1, regularizations: 0 } }),
      leaveToDecide: [leaveRequest(1, meera)],
    });
    server.use(
      answerError(
        'get',
        '/payroll/summary/:month/:year',
        500,
        apiError(500, 'The payroll service did not answer'),
      ),
      answer(
        'patch',
        '/leave/:id/approve',
        LeaveRequestSchema,
        leaveRequest(1, meera, { status: 'approved' }),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    const { queryClient } = renderPage();

    const pay = await panel('Payroll this month');
    const failure = await within(pay).findByRole('alert');
    expect(within(failure).getByText('We could not load payroll this month')).toBeTruthy();
    expect(within(failure).getByText('The payroll service did not answer')).toBeTruthy();

    // Every other panel stands, and one may still be acted on.
    const people = await panel('People');
    await waitFor(() => expect(figures(people).Headcount).toBe('1,248'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(
      await within(await panel('Leave balance')).findByText('No leave types apply to you yet'),
    ).toBeTruthy();
    const waiting = await panel('Waiting for you');
    await user.click(await within(waiting).findByRole('button', { name: /^Approve Meera Nair/ }));
    expect(await screen.findByText('Approved for Meera Nair')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.path).toBe(`/api/leave/${id(501)}/approve`);
    // The decision refreshes every panel; the payroll one fails again.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(pay).getByText('We could not load payroll this month')).toBeTruthy();

    server.use(
      answer(
        'get',
        '/payroll/summary/:month/:year',
        PayrollSummarySchema,
        payroll({ employed: 1248, slips: 1248, byStatus: { draft: 0, calculated: 0, finalised: 1248 } }),
      ),
    );
    const before = requests.filter((r) => r.path === '/api/payroll/summary/3/2026').length;
    await user.click(within(pay).getByRole('button', { name: 'Try again' }));
    expect(await within(pay).findByText('Finalised')).toBeTruthy();
    expect(within(pay).queryByRole('alert')).toBeNull();
    expect(requests.filter((r) => r.path === '/api/payroll/summary/3/2026').length).toBeGreaterThan(before);
  });

  it('says so on the payroll panel when the company report it waits for fails, and retries that report', async () => {
    answerDashboard({ summary: summary('hr'), report: report({ headcount: 1248 }) });
    server.use(
      answerError('get', '/reports/dashboard', 500, apiError(500, 'The reports service did not answer')),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();

    // The month's payroll waits for the company's today; it fails, so the panel says so.
    const pay = await panel('Payroll this month');
    const failure = await within(pay).findByRole('alert');
    expect(within(failure).getByText('The reports service did not answer')).toBeTruthy();
    expect(pay.getAttribute('aria-busy')).toBeNull();

    server.use(answer('get', '/reports/dashboard', DashboardReportSchema, report({ headcount: 1248 })));
    const before = requests.filter((r) => r.path === '/api/reports/dashboard').length;
    await user.click(within(pay).getByRole('button', { name: 'Try again' }));
    expect(await within(pay).findByText('March 2026')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/reports/dashboard').length).toBeGreaterThan(before);
  });

  it('says when the dashboard itself cannot be loaded, asks for nothing more, and loads on retry', async () => {
    answerDashboard({ summary: summary('employee') });
    server.use(answerError('get', '/dashboard', 500, apiError(500, 'The server is restarting')));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('We could not load your dashboard')).toBeTruthy();
    expect(within(failure).getByText('The server is restarting')).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual(['/api/dashboard']);

    server.use(answer('get', '/dashboard', DashboardResponseSchema, summary('employee')));
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /, Riya$/ })).toBeTruthy();
    expect(screen.queryByText('We could not load your dashboard')).toBeNull();
    expect(
      await within(await panel('Leave balance')).findByText('No leave types apply to you yet'),
    ).toBeTruthy();
  });
});
