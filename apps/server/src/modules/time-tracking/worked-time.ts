/**
 * Worked and break time of clock entries, to an instant: an open entry or break counts up to `now`.
 * Whole seconds; breaks count as worked time only when the settings say breaks are paid.
 */
import type { EntryWithBreaks } from './time-tracking.repository';

export interface WorkedTime {
  workedSeconds: number;
  breakSeconds: number;
}

const seconds = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

export function workedTime(entry: EntryWithBreaks, now: Date, breaksPaid: boolean): WorkedTime {
  const end = entry.clockOut ?? now;
  const span = seconds(entry.clockIn, end);
  const breakSeconds = entry.breaks.reduce(
    (sum, b) => sum + seconds(b.startedAt, b.endedAt && b.endedAt < end ? b.endedAt : end),
    0,
  );
  return { workedSeconds: breaksPaid ? span : Math.max(0, span - breakSeconds), breakSeconds };
}

/** One person's day of entries, summed: what attendance derives a status from. */
export interface DaySummary extends WorkedTime {
  entries: number;
  firstIn: Date | null;
  /** The last clock-out; null while an entry is open. */
  lastOut: Date | null;
  open: boolean;
}

export function summariseDay(
  entries: readonly EntryWithBreaks[],
  now: Date,
  breaksPaid: boolean,
): DaySummary {
  let workedSeconds = 0;
  let breakSeconds = 0;
  let firstIn: Date | null = null;
  let lastOut: Date | null = null;
  let open = false;
  for (const entry of entries) {
    const time = workedTime(entry, now, breaksPaid);
    workedSeconds += time.workedSeconds;
    breakSeconds += time.breakSeconds;
    if (!firstIn || entry.clockIn < firstIn) firstIn = entry.clockIn;
    if (entry.clockOut === null) open = true;
    else if (!lastOut || entry.clockOut > lastOut) lastOut = entry.clockOut;
  }
  return {
    entries: entries.length,
    workedSeconds,
    breakSeconds,
    firstIn,
    lastOut: open ? null : lastOut,
    open,
  };
}
