import {
  type Regularization,
  RegularizationListResponseSchema,
  RegularizationSchema,
} from '@hrms/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { attendanceDay, MEERA } from '../testing/fixtures';
import { AskCorrectionDialog } from './ask-correction-dialog';
import { TeamRequests } from './team-requests';

const asked: Regularization = {
  id: '99999999-9999-4999-8999-999999999999',
  employee: { id: MEERA.id, name: MEERA.name, employeeCode: MEERA.employeeCode },
  date: '2026-05-11',
  clockIn: '09:30',
  clockOut: '18:15',
  clockInAt: '2026-05-11T04:00:00.000Z',
  clockOutAt: '2026-05-11T12:45:00.000Z',
  timeZone: 'Asia/Kolkata',
  reason: 'Forgot to clock in after the site visit',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
  createdAt: '2026-05-12T04:00:00.000Z',
  canDecide: true,
  canCancel: false,
};

describe('asking for a forgotten punch to be recorded', () => {
  it('starts from the day’s own times in the office’s zone, and sends them with the reason', async () => {
    const requests = recordRequests();
    server.use(answer('post', '/attendance/regularizations', RegularizationSchema, asked, { status: 201 }));
    const day = attendanceDay('2026-05-08', { status: 'half_day', lastOut: null });
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/', element: <AskCorrectionDialog day={day} timeZone="Asia/Kolkata" onClose={() => {}} /> }],
      '/',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    expect((within(dialog).getByLabelText('Came in') as HTMLInputElement).value).toBe('09:35');
    expect((within(dialog).getByLabelText('Left') as HTMLInputElement).value).toBe('18:30');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Say why the day is corrected')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Forgot to clock out after the review');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      date: '2026-05-08',
      clockIn: '09:35',
      clockOut: '18:30',
      reason: 'Forgot to clock out after the review',
    });
  });

  it('reads a refusal about the day above the form', async () => {
    server.use(
      answerError(
        'post',
        '/attendance/regularizations',
        409,
        apiError(409, 'A correction of 2026-05-08 is already waiting for a decision.'),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <AskCorrectionDialog
              day={attendanceDay('2026-05-08', { status: 'absent' })}
              timeZone="Asia/Kolkata"
              onClose={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Badge reader was down');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('A correction of 2026-05-08 is already waiting for a decision.'),
    ).toBeTruthy();
  });
});

describe('deciding correction requests', () => {
  it('approves with a click, and a refusal needs a reason', async () => {
    const requests = recordRequests();
    server.use(
      answer('get', '/attendance/regularizations', RegularizationListResponseSchema, {
        items: [asked],
        total: 1,
        page: 1,
        limit: 20,
      }),
      answer('patch', '/attendance/regularizations/:id', RegularizationSchema, ({ body }) => ({
        ...asked,
        status: (body as { status: 'approved' | 'rejected' }).status,
        canDecide: false,
      })),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <TeamRequests highlight={null} /> }], '/');
    const row = await screen.findByTestId('correction-request');
    expect(row.textContent).toContain('Meera Iyer · Mon, 11 May');
    expect(row.textContent).toContain('9:30 am – 6:15 pm');
    expect(requests[0]!.path).toBe('/api/attendance/regularizations?scope=to-decide&page=1&limit=20');

    await user.click(within(row).getByRole('button', { name: 'Reject Meera Iyer’s Mon, 11 May' }));
    const reject = await screen.findByRole('dialog', { name: 'Not record Meera Iyer’s Mon, 11 May?' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('Say why the correction is refused')).toBeTruthy();
    await user.click(within(reject).getByRole('button', { name: 'Cancel' }));

    await user.click(within(row).getByRole('button', { name: 'Approve Meera Iyer’s Mon, 11 May' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: `/api/attendance/regularizations/${asked.id}`,
      body: { status: 'approved' },
    });
  });
});
