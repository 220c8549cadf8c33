import { AttendanceListResponseSchema, BulkAttendanceResultSchema } from '@hrms/contracts/attendance';
import { DepartmentListResponseSchema, OfficeListResponseSchema } from '@hrms/contracts/organization';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { attendanceDay, ISHAAN, MEERA } from '../testing/fixtures';
import { TeamRecords } from './team-records';

const meeraAbsent = attendanceDay('2026-05-11', { employee: MEERA, status: 'absent' });
const meeraLate = attendanceDay('2026-05-12', { employee: MEERA, status: 'late' });
const mine = attendanceDay('2026-05-12', { employee: ISHAAN, status: 'present' });

function answerRecords() {
  server.use(
    answer('get', '/attendance/all', AttendanceListResponseSchema, {
      items: [meeraLate, mine, meeraAbsent],
      total: 3,
      page: 1,
      limit: 25,
    }),
    answer('get', '/organization/departments', DepartmentListResponseSchema, { items: [] }),
    answer('get', '/organization/offices', OfficeListResponseSchema, {
      items: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          name: 'Bengaluru',
          city: null,
          timezone: 'Asia/Kolkata',
        },
      ],
    }),
  );
}

const renderRecords = () =>
  renderRoutes(
    [{ path: '/', element: <TeamRecords viewerEmployeeId={ISHAAN.id} today="2026-05-12" /> }],
    '/',
  );

async function correctSelected(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: 'Select Meera Iyer, Tue, 12 May' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Meera Iyer, Mon, 11 May' }));
  await user.click(screen.getByRole('button', { name: 'Correct selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Correct 2 days' });
  await user.selectOptions(within(dialog).getByLabelText('Mark as'), 'present');
  await user.type(within(dialog).getByLabelText('Reason'), 'Offsite workshop, badge reader down');
  await user.click(within(dialog).getByRole('button', { name: 'Review correction' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Mark 2 days present?' });
  await user.click(within(confirm).getByRole('button', { name: 'Correct 2 days' }));
  return dialog;
}

describe('team records', () => {
  it('lists the days in the month so far, with no way to correct one’s own', async () => {
    const requests = recordRequests();
    answerRecords();
    renderRecords();
    const rows = await screen.findAllByTestId('attendance-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('9:35 am – 6:40 pm');
    const own = screen.getByRole('checkbox', { name: 'Select Ishaan Kapoor, Tue, 12 May' });
    expect(own.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Correct Ishaan Kapoor, Tue, 12 May' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(requests.find((r) => r.path.startsWith('/api/attendance/all'))?.path).toBe(
      '/api/attendance/all?from=2026-05-01&to=2026-05-12&page=1&limit=25',
    );
  });

  it('corrects the selected days together with one reason', async () => {
    const requests = recordRequests();
    answerRecords();
    server.use(
      answer('post', '/attendance/bulk-update', BulkAttendanceResultSchema, {
        updated: 2,
        items: [
          { ...meeraLate, status: 'present', source: 'corrected' },
          { ...meeraAbsent, status: 'present', source: 'corrected' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderRecords();
    await correctSelected(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/attendance/bulk-update',
        body: {
          items: [
            { id: meeraLate.id, status: 'present' },
            { id: meeraAbsent.id, status: 'present' },
          ],
          reason: 'Offsite workshop, badge reader down',
        },
      },
    ]);
    expect(screen.queryByTestId('selection-bar')).toBeNull();
  });

  it('names the refused row by its person and date; nothing is changed', async () => {
    answerRecords();
    server.use(
      answerError(
        'post',
        '/attendance/bulk-update',
        400,
        apiError(400, 'Validation failed', {
          details: [{ field: 'body.items.1.id', message: 'No such attendance day' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderRecords();
    const dialog = await correctSelected(user);
    const problems = await within(dialog).findByTestId('row-problems');
    expect(problems.textContent).toBe('Meera Iyer, Mon, 11 May: No such attendance day');
    expect(screen.getByTestId('selection-bar').textContent).toContain('2 selected');
  });
});
