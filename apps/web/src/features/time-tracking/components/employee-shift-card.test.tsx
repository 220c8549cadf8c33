import type { Role } from '@hrms/contracts/roles';
import {
  type TimeTrackingConfiguration,
  TimeTrackingConfigurationSchema,
} from '@hrms/contracts/time-tracking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { timeTrackingConfiguration } from '../testing/configuration';
import { EmployeeShiftCard } from './employee-shift-card';

const MEERA = { id: '8d2c6f20-5e4d-4c9a-9b3c-2e8f3a4b5c6d', name: 'Meera Iyer' };
const BENGALURU = { id: '33333333-3333-4333-8333-333333333333', name: 'Bengaluru' };

function configuration(patch: Partial<TimeTrackingConfiguration> = {}): TimeTrackingConfiguration {
  return timeTrackingConfiguration(MEERA, { office: BENGALURU, ...patch });
}

/** The server's configuration of Meera, as the last change left it. */
function answerShift(initial: TimeTrackingConfiguration) {
  let current = initial;
  server.use(
    answer('get', '/time-tracking/configuration', TimeTrackingConfigurationSchema, ({ url }) => {
      expect(url.searchParams.get('employeeId')).toBe(MEERA.id);
      return current;
    }),
  );
  return {
    /** The POST answers with the shift it was given, or the office's when it is taken away. */
    saves() {
      server.use(
        answer('post', '/time-tracking/configuration', TimeTrackingConfigurationSchema, ({ body }) => {
          const { shiftStart, shiftEnd } = body as { shiftStart: string | null; shiftEnd?: string };
          current = shiftStart
            ? { ...current, shiftStart, shiftEnd: shiftEnd ?? '', shiftSource: 'employee' }
            : { ...current, shiftStart: '10:00', shiftEnd: '19:00', shiftSource: 'office' };
          return current;
        }),
      );
    },
  };
}

const renderCard = (role: Role) =>
  renderRoutes([{ path: '/', element: <EmployeeShiftCard employeeId={MEERA.id} role={role} /> }], '/');

const posts = (requests: ReturnType<typeof recordRequests>) => requests.filter((r) => r.method === 'POST');

describe('a person’s shift on their record', () => {
  it.each<Role>(['manager', 'employee'])('is read, not changed, by the %s', async (role) => {
    answerShift(configuration({ shiftStart: '10:00', shiftEnd: '19:00', shiftSource: 'office' }));
    renderCard(role);
    const card = await screen.findByTestId('shift-card');
    expect((await within(card).findByTestId('shift-hours')).textContent).toBe(
      '10:00 – 19:00 · Bengaluru office’s shift',
    );
    expect(card.textContent).toContain('Times in IST, the Bengaluru office’s clock');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    server.use(
      answerError('get', '/time-tracking/configuration', 500, apiError(500, 'The server fell over')),
    );
    renderCard('hr');
    const card = await screen.findByTestId('shift-card');
    expect(await within(card).findByText('We could not load the shift')).toBeTruthy();
    expect(within(card).getByText('The server fell over')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit shift' })).toBeNull();
  });

  it('lets hr give the person a shift of their own', async () => {
    const shift = answerShift(configuration());
    shift.saves();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderCard('hr');
    const card = await screen.findByTestId('shift-card');
    expect((await within(card).findByTestId('shift-hours')).textContent).toBe(
      '09:30 – 18:30 · company shift',
    );

    await user.click(within(card).getByRole('button', { name: 'Edit shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meera Iyer’s shift' });
    // A person without a shift of their own has none to take away.
    expect(within(dialog).queryByRole('button', { name: /^Use the/ })).toBeNull();
    const start = within(dialog).getByLabelText('Starts at');
    const end = within(dialog).getByLabelText('Ends at');
    expect((start as HTMLInputElement).value).toBe('09:30');
    await user.clear(start);
    await user.type(start, '10:00');
    await user.clear(end);
    await user.type(end, '19:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save shift' }));

    expect(await screen.findByText('Meera Iyer’s own shift is 10:00 – 19:00')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/time-tracking/configuration',
        body: { employeeId: MEERA.id, shiftStart: '10:00', shiftEnd: '19:00' },
      },
    ]);
    expect(within(card).getByTestId('shift-hours').textContent).toBe('10:00 – 19:00 · own shift');
  });

  it('holds a shift that ends before it starts, sending nothing', async () => {
    answerShift(configuration());
    const requests = recordRequests();
    const user = userEvent.setup();
    renderCard('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meera Iyer’s shift' });
    const end = within(dialog).getByLabelText('Ends at');
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(dialog).findByText('The shift must end after it starts')).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(posts(requests)).toEqual([]);
  });

  it('puts the server’s refusal on its field and keeps the dialog open', async () => {
    answerShift(configuration());
    server.use(
      answerError(
        'post',
        '/time-tracking/configuration',
        400,
        apiError(400, 'body.shiftEnd: The shift must end after it starts', {
          details: [{ field: 'body.shiftEnd', message: 'The shift must end after it starts' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderCard('hr');
    await user.click(await screen.findByRole('button', { name: 'Edit shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meera Iyer’s shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Save shift' }));

    expect(await within(dialog).findByText('The shift must end after it starts')).toBeTruthy();
    const end = within(dialog).getByLabelText('Ends at');
    // The field is marked and focused once the form has taken the server's errors in.
    await waitFor(() => {
      expect(end.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(end);
    });
    expect(within(dialog).getByLabelText('Starts at').getAttribute('aria-invalid')).toBeNull();
  });

  it('takes the own shift away only once hr confirms', async () => {
    const shift = answerShift(
      configuration({ shiftStart: '07:00', shiftEnd: '15:00', shiftSource: 'employee' }),
    );
    shift.saves();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderCard('hr');
    const card = await screen.findByTestId('shift-card');
    expect((await within(card).findByTestId('shift-hours')).textContent).toBe('07:00 – 15:00 · own shift');
    await user.click(within(card).getByRole('button', { name: 'Edit shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meera Iyer’s shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Use the office shift' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Use the office shift for Meera Iyer?' });
    expect(confirm.textContent).toContain('Their own shift, 07:00 – 15:00, is taken away');
    expect(posts(requests)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Use the office shift' }));

    expect(
      await screen.findByText('Meera Iyer is back on the Bengaluru office’s shift, 10:00 – 19:00'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(requests).map((r) => r.body)).toEqual([{ employeeId: MEERA.id, shiftStart: null }]);
    expect(within(card).getByTestId('shift-hours').textContent).toBe(
      '10:00 – 19:00 · Bengaluru office’s shift',
    );
  });
});
