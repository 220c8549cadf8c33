import { type ClockStatus, ClockStatusSchema } from '@hrms/contracts/time-tracking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ClockWidget } from './clock-widget';

const onBreak: ClockStatus = {
  state: 'on_break',
  since: '2026-03-05T07:30:00.000Z',
  serverTime: '2026-03-05T07:45:00.000Z',
  timeZone: 'Asia/Kolkata',
  today: {
    date: '2026-03-05',
    workedSeconds: 4 * 3600 + 5 * 60,
    breakSeconds: 15 * 60,
    firstIn: '2026-03-05T03:30:00.000Z',
    lastOut: null,
  },
  shiftStart: '09:30',
  shiftEnd: '18:30',
  openEntry: null,
};

const renderWidget = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <div data-testid="page">
            <ClockWidget />
          </div>
        ),
      },
    ],
    '/',
  );

describe('the dashboard clock', () => {
  it('shows where I stand, today’s time, and the punches open now', async () => {
    server.use(answer('get', '/time-tracking/status', ClockStatusSchema, onBreak));
    renderWidget();
    const widget = await screen.findByTestId('clock-widget');
    expect(within(widget).getByTestId('clock-widget-state').textContent).toBe('On a break');
    expect(within(widget).getByRole('timer').textContent).toBe('04:05:00');
    expect(within(widget).getByText('On a break for 15m')).toBeTruthy();
    expect(
      within(widget)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['End break', 'Clock out']);
  });

  it('ends the break from the dashboard', async () => {
    server.use(
      answer('get', '/time-tracking/status', ClockStatusSchema, onBreak),
      answer('post', '/time-tracking/break/end', ClockStatusSchema, {
        ...onBreak,
        state: 'working',
        since: '2026-03-05T03:30:00.000Z',
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWidget();
    const widget = await screen.findByTestId('clock-widget');
    await user.click(within(widget).getByRole('button', { name: 'End break' }));
    await waitFor(() => expect(within(widget).getByTestId('clock-widget-state').textContent).toBe('Working'));
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/time-tracking/break/end')).toBe(true);
  });

  it('stays out of the way for an account with no employee record', async () => {
    const requests = recordRequests();
    server.use(
      answerError(
        'get',
        '/time-tracking/status',
        404,
        apiError(404, 'Your account has no employee record, so it has no clock.'),
      ),
    );
    renderWidget();
    await waitFor(() => expect(requests.length).toBe(1));
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
