import {
  type ClockState,
  type ClockStatus,
  ClockStatusSchema,
  type TimeTrackingConfiguration,
  TimeTrackingConfigurationSchema,
} from '@hrms/contracts/time-tracking';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveClock } from '../../../api/clock-timer';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { timeTrackingConfiguration } from '../testing/configuration';
import { ClockCard } from './clock-card';

const ME = { id: '7c1b5e1f-4d3c-4b8f-8a2b-1d7e2f3a4b5c', name: 'Riya Sharma', employeeCode: 'EMP-0042' };
// The server's now, days away from the browser's: the timer must not care.
const SERVER_NOW = '2026-03-05T06:00:00.000Z';

function status(state: ClockState, extra: Partial<ClockStatus> = {}): ClockStatus {
  return {
    state,
    since: state === 'clocked_out' ? null : '2026-03-05T03:30:00.000Z',
    serverTime: SERVER_NOW,
    timeZone: 'Asia/Kolkata',
    today: {
      date: '2026-03-05',
      workedSeconds: state === 'clocked_out' ? 0 : 2 * 3600,
      breakSeconds: 0,
      firstIn: state === 'clocked_out' ? null : '2026-03-05T03:30:00.000Z',
      lastOut: null,
    },
    shiftStart: '09:30',
    shiftEnd: '18:30',
    openEntry: null,
    ...extra,
  };
}

const configuration = timeTrackingConfiguration({ id: ME.id, name: ME.name });

function answerClock(current: ClockStatus, config: Partial<TimeTrackingConfiguration> = {}) {
  server.use(
    answer('get', '/time-tracking/status', ClockStatusSchema, current),
    answer('get', '/time-tracking/configuration', TimeTrackingConfigurationSchema, {
      ...configuration,
      ...config,
    }),
  );
}

const renderCard = () => renderRoutes([{ path: '/', element: <ClockCard /> }], '/');

const buttonNames = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .map((b) => b.textContent?.trim())
    .filter((name) => name !== 'Add a note');

afterEach(() => {
  vi.useRealTimers();
});

describe('the clock card', () => {
  it.each([
    ['clocked_out', ['Clock in']],
    ['working', ['Start break', 'Clock out']],
    ['on_break', ['End break', 'Clock out']],
  ] as const)('offers only the punches open when %s', async (state, expected) => {
    answerClock(status(state));
    renderCard();
    const card = await screen.findByTestId('clock-card');
    expect(buttonNames(card)).toEqual(expected);
  });

  it('clocks in with a note and shows the clock it gets back', async () => {
    answerClock(status('clocked_out'));
    const requests = recordRequests();
    server.use(answer('post', '/time-tracking/clock-in', ClockStatusSchema, status('working')));
    const user = userEvent.setup();
    renderCard();
    const card = await screen.findByTestId('clock-card');
    await user.click(within(card).getByRole('button', { name: 'Add a note' }));
    await user.type(within(card).getByLabelText(/Note/), 'Working from home');
    await user.click(within(card).getByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(buttonNames(card)).toEqual(['Start break', 'Clock out']));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/time-tracking/clock-in',
      body: { note: 'Working from home' },
    });
  });

  it('says why a punch was refused (409) and reads the clock again', async () => {
    answerClock(status('working'));
    const requests = recordRequests();
    server.use(
      answerError(
        'post',
        '/time-tracking/break/start',
        409,
        apiError(409, 'You are on a break: end it before starting another.'),
      ),
    );
    const user = userEvent.setup();
    renderCard();
    const card = await screen.findByTestId('clock-card');
    // Another tab started the break meanwhile.
    server.use(answer('get', '/time-tracking/status', ClockStatusSchema, status('on_break')));
    await user.click(within(card).getByRole('button', { name: 'Start break' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'You are on a break: end it before starting another.',
    );
    await waitFor(() => expect(buttonNames(card)).toEqual(['End break', 'Clock out']));
    expect(requests.filter((r) => r.path === '/api/time-tracking/status').length).toBeGreaterThan(1);
  });

  it('runs the timer from the server’s figures, whatever the browser’s clock says', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2031-01-01T00:00:00Z'));
    answerClock(status('working'));
    renderCard();
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('02:00:00');
    expect(screen.getByTestId('clock-since').textContent).toBe('Working since 9:00 am');
    await act(async () => {
      vi.advanceTimersByTime(65_000);
    });
    expect(timer.textContent).toMatch(/^02:01:0[5-6]$/);
  });

  it('counts a break from when it began on the server', async () => {
    answerClock(status('on_break', { since: '2026-03-05T05:48:00.000Z' }));
    renderCard();
    expect((await screen.findByTestId('clock-since')).textContent).toBe('On a break for 12m, since 11:18 am');
  });

  it('says when this device may not clock in, and keeps clock-in closed', async () => {
    answerClock(status('clocked_out'), { networkRestricted: true, allowedHere: false });
    renderCard();
    expect(await screen.findByTestId('network-notice')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Clock in' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the live clock', () => {
  it('adds the time held since the answer, and measures states against the server’s now', () => {
    const received = Date.parse('2031-01-01T00:00:00Z');
    const clock = liveClock(status('on_break'), received, received + 30_000);
    expect(clock.breakSeconds).toBe(30);
    expect(clock.workedSeconds).toBe(2 * 3600);
    // since 03:30, server now 06:00 + 30 s
    expect(clock.stateSeconds).toBe(2.5 * 3600 + 30);
    expect(liveClock(status('on_break'), received, received + 30_000, true).workedSeconds).toBe(
      2 * 3600 + 30,
    );
  });

  it('never shows less than the server counted, whatever instant before the answer it is asked at', () => {
    const received = Date.parse('2031-01-01T00:00:00Z');
    // The ticking now of a page that mounted a while before the answer came.
    const clock = liveClock(status('on_break'), received, received - 90_000);
    expect(clock).toEqual(liveClock(status('on_break'), received, received));
    expect(clock.stateSeconds).toBe(2.5 * 3600);
  });
});
