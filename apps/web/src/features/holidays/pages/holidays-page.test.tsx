import { OkResponseSchema } from '@hrms/contracts/common';
import {
  CalendarFeedSchema,
  type Holiday,
  HolidayAnalyticsResponseSchema,
  HolidayItemsResponseSchema,
  HolidayListResponseSchema,
  HolidayNotificationSettingsSchema,
  HolidayOfficesResponseSchema,
  HolidayStatsResponseSchema,
  HolidayUtilizationResponseSchema,
  type LeaveImpactResponse,
  LeaveImpactResponseSchema,
  WeekendConfigResponseSchema,
} from '@hrms/contracts/holidays';
import type { Role } from '@hrms/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { HolidaysPage } from './holidays-page';

const CREATED = '2029-11-02T05:30:00.000Z';
const BENGALURU = {
  id: '00000000-0000-4000-8000-000000000501',
  name: 'Bengaluru',
  city: 'Bengaluru',
  region: 'Karnataka',
  timezone: 'Asia/Kolkata',
};
const PUNE = {
  id: '00000000-0000-4000-8000-000000000502',
  name: 'Pune',
  city: 'Pune',
  region: 'Maharashtra',
  timezone: 'Asia/Kolkata',
};
const OFFICES = [BENGALURU, PUNE];

function holiday(n: number, fields: Pick<Holiday, 'date' | 'name' | 'type'> & Partial<Holiday>): Holiday {
  return {
    id: `00000000-0000-4000-8000-00000000060${n}`,
    description: null,
    allOffices: false,
    offices: [],
    regions: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...fields,
  };
}

const republicDay = holiday(1, {
  date: '2030-01-26',
  name: 'Republic Day',
  type: 'public',
  allOffices: true,
});
const ugadi = holiday(2, {
  date: '2030-04-04',
  name: 'Ugadi',
  type: 'optional',
  offices: [{ id: BENGALURU.id, name: BENGALURU.name }],
});
const foundersDay = holiday(3, {
  date: '2030-08-12',
  name: 'Founders’ Day',
  type: 'company',
  description: 'The company turns ten',
  regions: ['Karnataka'],
});
const ganeshChaturthi = holiday(4, {
  date: '2030-09-01',
  name: 'Ganesh Chaturthi',
  type: 'public',
  offices: [{ id: PUNE.id, name: PUNE.name }],
});

/** One person's approved leave that Founders’ Day still counts. */
const leaveOnFoundersDay: LeaveImpactResponse = {
  date: foundersDay.date,
  people: 1,
  daysBack: 1,
  items: [
    {
      requestId: '00000000-0000-4000-8000-000000000701',
      employee: { id: '00000000-0000-4000-8000-000000000702', name: 'Asha Rao' },
      leaveType: { code: 'EL', name: 'Earned leave' },
      startDate: '2030-08-12',
      endDate: '2030-08-13',
      daysBack: 1,
    },
  ],
};

/** Whether a holiday is one of the office's: every office, the office itself, or its region. */
function reaches(h: Holiday, officeId: string | null): boolean {
  if (!officeId || h.allOffices) return true;
  const office = OFFICES.find((o) => o.id === officeId);
  return (
    h.offices.some((o) => o.id === officeId) || (office?.region ? h.regions.includes(office.region) : false)
  );
}

/** The API as the server keeps it: `holidays` is its table, so a delete shows in the next list. */
function answerHolidays({ holidays = [republicDay, ugadi, foundersDay, ganeshChaturthi] } = {}) {
  const table = [...holidays];
  const today = '2030-03-01';
  server.use(
    answer('get', '/holidays/offices', HolidayOfficesResponseSchema, {
      items: OFFICES,
      ownOfficeId: BENGALURU.id,
    }),
    answer('get', '/holidays', HolidayListResponseSchema, ({ url }) => {
      const year = url.searchParams.get('year');
      const officeId = url.searchParams.get('officeId');
      const items = table
        .filter((h) => h.date.startsWith(`${year}-`) && reaches(h, officeId))
        .sort((a, b) => a.date.localeCompare(b.date));
      return { items, total: items.length, page: 1, limit: Number(url.searchParams.get('limit')) };
    }),
    answer('get', '/holidays/stats', HolidayStatsResponseSchema, ({ url }) => {
      const year = Number(url.searchParams.get('year'));
      const ofYear = table.filter((h) => h.date.startsWith(`${year}-`));
      const ahead = ofYear.filter((h) => h.date >= today);
      return {
        year,
        total: ofYear.length,
        byType: {
          public: ofYear.filter((h) => h.type === 'public').length,
          optional: ofYear.filter((h) => h.type === 'optional').length,
          company: ofYear.filter((h) => h.type === 'company').length,
        },
        byMonth: Array.from(
          { length: 12 },
          (_, i) => ofYear.filter((h) => Number(h.date.slice(5, 7)) === i + 1).length,
        ),
        upcoming: ahead.length,
        nextHoliday: ahead[0] ?? null,
      };
    }),
    answer('get', '/holidays/upcoming', HolidayItemsResponseSchema, ({ url }) => ({
      items: table
        .filter((h) => h.date >= today && reaches(h, url.searchParams.get('officeId')))
        .sort((a, b) => a.date.localeCompare(b.date))
        .slice(0, Number(url.searchParams.get('limit'))),
    })),
    answer('get', '/holidays/analytics', HolidayAnalyticsResponseSchema, ({ url }) => ({
      year: Number(url.searchParams.get('year')),
      offices: [
        {
          office: { id: BENGALURU.id, name: BENGALURU.name },
          workingDays: 249,
          weekendDays: 104,
          holidaysOnWorkingDays: 1,
          holidaysOnWeekends: 1,
          optionalHolidays: 1,
          workingDaysByMonth: [22, 20, 21, 22, 23, 20, 23, 21, 21, 23, 21, 22],
          longWeekends: [{ from: '2030-08-10', to: '2030-08-12', days: 3 }],
        },
      ],
    })),
    answer('get', '/holidays/weekend-config', WeekendConfigResponseSchema, {
      items: [
        {
          office: { id: BENGALURU.id, name: BENGALURU.name },
          rules: [
            { weekday: 0, weeks: [] },
            { weekday: 6, weeks: [] },
          ],
        },
        {
          office: { id: PUNE.id, name: PUNE.name },
          rules: [
            { weekday: 0, weeks: [] },
            { weekday: 6, weeks: [2, 4] },
          ],
        },
      ],
    }),
    answer('get', '/holidays/feed', CalendarFeedSchema, { active: false, createdAt: null, path: null }),
    // Only admin and hr read these three.
    answer('get', '/holidays/leave-impact', LeaveImpactResponseSchema, ({ url }) => {
      const id = url.searchParams.get('holidayId');
      if (id === foundersDay.id) return leaveOnFoundersDay;
      const date = table.find((h) => h.id === id)?.date ?? today;
      return { date, people: 0, daysBack: 0, items: [] };
    }),
    answer('get', '/holidays/utilization-report', HolidayUtilizationResponseSchema, ({ url }) => ({
      year: Number(url.searchParams.get('year')),
      allowance: 2,
      totals: { people: 40, peopleWhoTook: 0, daysTaken: 0, daysPending: 0, daysUnused: 80 },
      holidays: [],
      offices: [],
      departments: [],
    })),
    answer('get', '/holidays/notification-settings', HolidayNotificationSettingsSchema, {
      enabled: true,
      daysBefore: 2,
    }),
    answer('delete', '/holidays/:id', OkResponseSchema, ({ params }) => {
      const at = table.findIndex((h) => h.id === params.id);
      if (at >= 0) table.splice(at, 1);
      return { ok: true as const };
    }),
  );
}

function renderPage(role: Role, path = '/holidays') {
  return renderRoutes([{ path: 'holidays', element: <HolidaysPage role={role} /> }], path);
}

/** Waits until the page is on the viewer's own office, Bengaluru, which it opens on once it knows it. */
async function onOwnOffice() {
  await waitFor(() =>
    expect((screen.getByRole('combobox', { name: 'Office' }) as HTMLSelectElement).value).toBe(BENGALURU.id),
  );
}

/**
 * The rows of the Bengaluru list. Until the page knows the viewer's office it asks for every office's
 * holidays and keeps showing them while Bengaluru's load: Pune's Ganesh Chaturthi is gone once they have.
 */
async function holidayRows() {
  await onOwnOffice();
  await waitFor(() => {
    const rows = screen.getAllByTestId('holiday-row');
    expect(rows.some((row) => row.textContent?.includes('Ganesh Chaturthi'))).toBe(false);
  });
  return screen.getAllByTestId('holiday-row');
}

const MANAGE_ONLY = [
  '/api/holidays/leave-impact',
  '/api/holidays/utilization-report',
  '/api/holidays/notification-settings',
];

describe('the holidays page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // Today is 1 March 2030: January's holiday is past, the rest of the year is ahead.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 2, 1, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows hr the year of their office by month, the next holiday, the weekends and every control', async () => {
    answerHolidays();
    renderPage('hr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Holidays' })).toBeTruthy();
    const rows = await holidayRows();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^26SatRepublic DayPublicAll offices$/),
      expect.stringMatching(/^4ThuUgadiOptionalBengaluru/),
      expect.stringMatching(/^12MonFounders’ DayCompany/),
    ]);
    const january = screen.getByRole('region', { name: 'January' });
    expect(within(january).getByText('Sat')).toBeTruthy();
    expect(within(january).getByText('Public')).toBeTruthy();
    expect(within(january).getByText('All offices')).toBeTruthy();
    const august = screen.getByRole('region', { name: 'August' });
    expect(within(august).getByText('Company')).toBeTruthy();
    expect(within(august).getByText('Karnataka offices · The company turns ten')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'September' })).toBeNull();

    const next = await screen.findByTestId('next-holiday');
    expect(next.textContent).toBe('UgadiOptional4 Apr 2030 · in 34 days');
    expect(screen.getByText('In the Bengaluru office, from today.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2030 at a glance' })).toBeTruthy();
    expect(await screen.findByText('4 holidays in all')).toBeTruthy();

    // Approved leave Founders’ Day still counts is flagged for hr to settle.
    expect((await screen.findByTestId('holidays-meet-leave')).textContent).toMatch(
      /One of these holidays still counts as leave/,
    );
    expect(within(august).getByRole('button', { name: '1 on leave on Founders’ Day: settle' })).toBeTruthy();

    expect(await screen.findByText('Saturday and Sunday off')).toBeTruthy();
    expect(screen.getByText('Sunday, and the 2nd and 4th Saturday off')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change the Pune weekend' })).toBeTruthy();
    expect((await screen.findByTestId('office-year')).textContent).toMatch(/Working days249/);

    for (const name of ['Add holiday', 'Templates', 'Import', 'Edit Ugadi', 'Delete Republic Day']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Optional holidays in 2030' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeTruthy();
  });

  it('lets an employee read the holidays and take an optional one, with no way to change them', async () => {
    answerHolidays();
    const requests = recordRequests();
    renderPage('employee');
    const rows = await holidayRows();
    expect(rows).toHaveLength(3);
    expect(await screen.findByText('Saturday and Sunday off')).toBeTruthy();
    const take = screen.getByRole('link', { name: 'Take Ugadi off' });
    expect(take.getAttribute('href')).toBe('/leave-management?optional-holiday=2030-04-04');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();

    for (const name of ['Add holiday', 'Templates', 'Import']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change the .* weekend$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /on leave on/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Optional holidays in/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reminders' })).toBeNull();
    expect(requests.filter((r) => MANAGE_ONLY.some((path) => r.path.startsWith(path)))).toEqual([]);
    // The list waited for the person's own office: no list of every office was asked for first.
    const lists = requests.filter((r) => /^\/api\/holidays(\/upcoming)?\?/.test(r.path));
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.filter((r) => !r.path.includes(`officeId=${BENGALURU.id}`))).toEqual([]);
  });

  it('says so when a year has no holidays yet', async () => {
    answerHolidays();
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = renderPage('hr');
    await holidayRows();
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(router.state.location.search).toBe('?year=2031');
    expect(await screen.findByText('No holidays here')).toBeTruthy();
    expect(screen.getByText('No holiday matches this year and these filters.')).toBeTruthy();
    expect(screen.queryAllByTestId('holiday-row')).toEqual([]);
    expect(screen.getByRole('heading', { name: '2031 at a glance' })).toBeTruthy();
    expect(await screen.findByText('0 holidays in all')).toBeTruthy();
    expect(requests.map((r) => r.path)).toContain(
      `/api/holidays?year=2031&officeId=${BENGALURU.id}&limit=200`,
    );
    // The next holiday is counted from today, whatever year is shown.
    expect(screen.getByTestId('next-holiday').textContent).toMatch(/^Ugadi/);
  });

  it('shows a failed load with a way to try again, and the list once it answers', async () => {
    answerHolidays();
    server.use(
      answerError('get', '/holidays', 500, apiError(500, 'The holiday calendar is not answering right now')),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('hr');
    await onOwnOffice();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The holidays could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('The holiday calendar is not answering right now')).toBeTruthy();
    expect(screen.queryAllByTestId('holiday-row')).toEqual([]);
    // The rest of the page does not depend on the list.
    expect(await screen.findByText('Saturday and Sunday off')).toBeTruthy();

    answerHolidays();
    const before = requests.filter((r) => r.path.startsWith('/api/holidays?')).length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await holidayRows()).toHaveLength(3);
    expect(screen.queryByText('The holidays could not be loaded')).toBeNull();
    expect(requests.filter((r) => r.path.startsWith('/api/holidays?')).length).toBeGreaterThan(before);
  });

  it('asks before deleting a holiday, then deletes it and takes it off the list', async () => {
    answerHolidays();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('admin');
    await holidayRows();

    await user.click(screen.getByRole('button', { name: 'Delete Ugadi' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Ugadi?' });
    expect(
      within(confirm).getByText(
        "It leaves every office's calendar. Leave already approved keeps its day count.",
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Ugadi' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Ugadi?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete holiday' }));
    expect(await screen.findByText('The holiday was deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/api/holidays/${ugadi.id}`, body: undefined },
    ]);
    await waitFor(() =>
      expect(screen.getAllByTestId('holiday-row').map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^26SatRepublic Day/),
        expect.stringMatching(/^12MonFounders’ Day/),
      ]),
    );
    expect(screen.queryByRole('region', { name: 'April' })).toBeNull();
  });
});
