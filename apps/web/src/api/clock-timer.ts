/**
 * The running clock, from the server's figures: how long the browser has held an answer is added to
 * what the server counted at `serverTime`, and durations since an instant are measured against the
 * server's now (the browser's clock plus the offset seen at that answer), so a browser whose clock
 * is wrong still shows the right time. Shared by the time-tracking page and the dashboard widget.
 */
import type { ClockStatus } from '@hrms/contracts/time-tracking';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { i18n } from '../i18n/i18n';

export interface LiveClock {
  /** Worked today, to this second. */
  workedSeconds: number;
  /** On breaks today, to this second. */
  breakSeconds: number;
  /** In the current state (working, on a break, or out since the last clock-out); null: no punch today. */
  stateSeconds: number | null;
}

type Figures = Pick<ClockStatus, 'state' | 'since' | 'serverTime'> & {
  today: Pick<ClockStatus['today'], 'workedSeconds' | 'breakSeconds'>;
};

/** The clock at `now` (browser milliseconds), from a status the browser received at `receivedAt`. */
export function liveClock(status: Figures, receivedAt: number, now: number, breaksPaid = false): LiveClock {
  // A `now` from before the answer came (the tick's first value, read when the page mounted) would
  // show less time than the server counted: the answer's own instant is the earliest there is.
  const at = Math.max(now, receivedAt);
  const elapsed = Math.floor((at - receivedAt) / 1000);
  const serverNow = at + (Date.parse(status.serverTime) - receivedAt);
  const working = status.state === 'working';
  const onBreak = status.state === 'on_break';
  return {
    workedSeconds: status.today.workedSeconds + (working || (onBreak && breaksPaid) ? elapsed : 0),
    breakSeconds: status.today.breakSeconds + (onBreak ? elapsed : 0),
    stateSeconds: status.since
      ? Math.max(0, Math.floor((serverNow - Date.parse(status.since)) / 1000))
      : null,
  };
}

/** The browser's now, ticking every second while `running` (and still while the clock stands). */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/** The live clock of a status, ticking each second while the person is working or on a break. */
export function useLiveClock(
  status: ClockStatus | undefined,
  receivedAt: number,
  breaksPaid = false,
): LiveClock | null {
  const now = useNow(status !== undefined && status.state !== 'clocked_out');
  return status ? liveClock(status, receivedAt, now, breaksPaid) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `5:07:09` → `05:07:09`: a running timer. */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** `7h 05m`, `45m`, `0m`: time worked or on breaks, to the minute. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const mm = pad(m);
  return h > 0 ? i18n._(msg`${h}h ${mm}m`) : i18n._(msg`${m}m`);
}
