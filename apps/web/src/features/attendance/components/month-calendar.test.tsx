import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  AttendanceCalendarSchema,
  AttendanceListResponseSchema,
  AttendanceStatsSchema,
  RegularizationListResponseSchema,
} from '@hrms/contracts/attendance';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ISHAAN, mayCalendar, monthStats } from '../testing/fixtures';
import { MonthCalendar } from './month-calendar';
import { PersonAttendance } from './person-attendance';

const cellOf = (date: string) =>
  screen.getAllByTestId('calendar-day').find((cell) => cell.getAttribute('data-date') === date)!;

describe('the month calendar', () => {
  it('colours each day by its status, marks today and corrections, and says so to a screen reader', () => {
    render(<MonthCalendar calendar={mayCalendar()} today="2026-05-12" selected={null} onSelect={() => {}} />);
    const cells = screen.getAllByTestId('calendar-day');
    expect(cells).toHaveLength(31);
    expect(cellOf('2026-05-05').getAttribute('data-status')).toBe('late');
    expect(cellOf('2026-05-06').getAttribute('data-status')).toBe('on_leave');
    expect(screen.getByRole('button', { name: 'Friday, 1 May 2026: Holiday' })).toBe(cellOf('2026-05-01'));
    expect(screen.getByRole('button', { name: 'Thursday, 7 May 2026: Present, corrected' })).toBe(
      cellOf('2026-05-07'),
    );
    expect(screen.getByRole('button', { name: 'Monday, 4 May 2026: Present, 8h 05m worked' })).toBe(
      cellOf('2026-05-04'),
    );
    expect(screen.getByRole('button', { name: 'Tuesday, 12 May 2026, today: Not yet in' })).toBe(
      cellOf('2026-05-12'),
    );
    // Days ahead have nothing to open.
    expect(cellOf('2026-05-20').getAttribute('data-status')).toBe('none');
    expect((cellOf('2026-05-20') as HTMLButtonElement).disabled).toBe(true);
    // 1 May 2026 is a Friday: four empty places lead the first week.
    expect(cells[0]!.parentElement!.children[7 + 4]).toBe(cells[0]);
  });

  it('has a legend naming every status with the month’s count of it, and the correction mark', () => {
    render(<MonthCalendar calendar={mayCalendar()} today="2026-05-12" selected={null} onSelect={() => {}} />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      ...ATTENDANCE_STATUSES.map((s) => {
        const count = {
          present: 2,
          late: 1,
          half_day: 1,
          absent: 1,
          on_leave: 1,
          holiday: 1,
          weekend: 4,
          not_yet: 1,
        }[s];
        return `${ATTENDANCE_STATUS_LABELS[s]}${count}`;
      }),
      'Corrected',
    ]);
  });

  it('opens a day when it is chosen', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<MonthCalendar calendar={mayCalendar()} today="2026-05-12" selected={null} onSelect={onSelect} />);
    await user.click(cellOf('2026-05-05'));
    expect(onSelect).toHaveBeenCalledWith('2026-05-05');
  });
});

describe('a person’s month', () => {
  it('asks for the person’s month and figures, and shows a day in full in the office’s time', async () => {
    const requests = recordRequests();
    server.use(
      answer('get', '/attendance/calendar/:year/:month', AttendanceCalendarSchema, mayCalendar()),
      answer('get', '/attendance/stats', AttendanceStatsSchema, monthStats()),
    );
    renderRoutes(
      [
        {
          path: '/',
          element: <PersonAttendance employeeId={ISHAAN.id} initialDate="2026-05-05" canCorrect />,
        },
      ],
      '/',
    );
    // The day's dialog hides the page behind it from the accessibility tree.
    expect((await screen.findByTestId('attendance-month')).textContent).toBe('May 2026');
    const stats = await screen.findByTestId('attendance-stats');
    expect(stats.textContent).toContain('Attendance67%');
    expect(stats.textContent).toContain('Worked 3 of 7 working days');
    expect(stats.textContent).toContain('Punctuality75%');
    // On a phone the chosen day opens over the calendar.
    const dialog = await screen.findByRole('dialog', { name: 'Tuesday, 5 May 2026' });
    expect(within(dialog).getByText('9:35 am')).toBeTruthy();
    expect(within(dialog).getByText('6:40 pm')).toBeTruthy();
    expect(within(dialog).getByText('20m')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Correct this day' })).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        `/api/attendance/calendar/2026/5?employeeId=${ISHAAN.id}`,
        `/api/attendance/stats?from=2026-05-01&to=2026-05-31&employeeId=${ISHAAN.id}`,
      ]),
    );
  });

  it('shows a corrected day’s reason, who made it and what the clock said', async () => {
    const user = userEvent.setup();
    server.use(
      answer('get', '/attendance/calendar/:year/:month', AttendanceCalendarSchema, mayCalendar()),
      answer('get', '/attendance/stats', AttendanceStatsSchema, monthStats()),
      answer('get', '/attendance/my-attendance', AttendanceListResponseSchema, {
        items: [],
        total: 0,
        page: 1,
        limit: 10,
      }),
      answer('get', '/attendance/regularizations', RegularizationListResponseSchema, {
        items: [],
        total: 0,
        page: 1,
        limit: 5,
      }),
    );
    renderRoutes(
      [{ path: '/', element: <PersonAttendance employeeId={null} initialDate="2026-05-04" showMyDays /> }],
      '/',
    );
    await screen.findByRole('dialog', { name: 'Monday, 4 May 2026' });
    await user.keyboard('{Escape}');
    await user.click(cellOf('2026-05-07'));
    const dialog = await screen.findByRole('dialog', { name: 'Thursday, 7 May 2026' });
    expect(within(dialog).getByText('Corrected by Kavita Nair')).toBeTruthy();
    expect(within(dialog).getByText('“At the client’s office all day”')).toBeTruthy();
    expect(within(dialog).getByText(/the clock said absent/)).toBeTruthy();
    // My own day is not mine to correct; a forgotten punch is asked for instead.
    expect(within(dialog).queryByRole('button', { name: 'Correct this day' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Ask for a correction' })).toBeTruthy();
    expect(await screen.findByText('No days this month yet')).toBeTruthy();
  });
});
