import { AttendanceDaySchema } from '@hrms/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { attendanceDay, MEERA } from '../testing/fixtures';
import { CorrectDialog } from './correct-dialog';

const absent = attendanceDay('2026-05-11', { employee: MEERA, status: 'absent' });
const corrected = attendanceDay('2026-05-07', {
  employee: MEERA,
  status: 'present',
  derivedStatus: 'absent',
  source: 'corrected',
  correction: { reason: 'At the client’s office', by: 'Kavita Nair', at: '2026-05-08T05:00:00.000Z' },
});

const renderDialog = (day = absent) =>
  renderRoutes(
    [{ path: '/', element: <CorrectDialog day={day} timeZone="Asia/Kolkata" onClose={() => {}} /> }],
    '/',
  );

const patches = (requests: ReturnType<typeof recordRequests>) => requests.filter((r) => r.method === 'PATCH');

describe('correcting a day', () => {
  it('asks for a status and a reason before anything is sent', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Correct Meera Iyer’s day' });
    expect(within(dialog).getByTestId('correct-day-facts').textContent).toBe('No time at the clock');
    await user.click(within(dialog).getByRole('button', { name: 'Review correction' }));
    expect(await within(dialog).findByText('Choose what the day should be')).toBeTruthy();
    expect(within(dialog).getByText('Say why the day is corrected')).toBeTruthy();
    expect(within(dialog).getByLabelText('Mark as')).toBe(document.activeElement);

    await user.selectOptions(within(dialog).getByLabelText('Mark as'), 'present');
    await user.type(within(dialog).getByLabelText('Reason'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Review correction' }));
    expect(await within(dialog).findByText('Say why the day is corrected')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(patches(requests)).toEqual([]);
  });

  it('asks once more, then puts the server’s refusal on its field', async () => {
    const requests = recordRequests();
    server.use(
      answerError(
        'patch',
        '/attendance/:id',
        400,
        apiError(400, 'Validation failed', {
          details: [{ field: 'body.reason', message: 'A reason may not hold a control character' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Correct Meera Iyer’s day' });
    await user.selectOptions(within(dialog).getByLabelText('Mark as'), 'present');
    await user.type(within(dialog).getByLabelText('Reason'), 'Worked from the Pune office');
    await user.click(within(dialog).getByRole('button', { name: 'Review correction' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Mark Meera Iyer present on Mon, 11 May?',
    });
    expect(patches(requests)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Correct the day' }));

    expect(await within(dialog).findByText('A reason may not hold a control character')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(patches(requests)).toEqual([
      {
        method: 'PATCH',
        path: `/api/attendance/${absent.id}`,
        body: { status: 'present', reason: 'Worked from the Pune office' },
      },
    ]);
  });

  it('removes a correction, sending no status, so the clock speaks again', async () => {
    const requests = recordRequests();
    server.use(
      answer('patch', '/attendance/:id', AttendanceDaySchema, {
        ...corrected,
        status: 'absent',
        source: 'derived',
        correction: null,
      }),
    );
    const user = userEvent.setup();
    renderDialog(corrected);
    const dialog = await screen.findByRole('dialog', { name: 'Correct Meera Iyer’s day' });
    await user.selectOptions(
      within(dialog).getByLabelText('Mark as'),
      'Remove the correction: back to absent',
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'The client visit was the next day');
    await user.click(within(dialog).getByRole('button', { name: 'Review correction' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the correction of Thu, 7 May?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove the correction' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]!.body).toEqual({ status: null, reason: 'The client visit was the next day' });
  });
});
