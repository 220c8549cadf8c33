/**
 * The clock's states and actions as plain data (no zod): the dashboard's clock reads them on the
 * first signed-in screen (bench/web). `time-tracking` re-exports them beside their schemas.
 */

export const CLOCK_STATES = ['clocked_out', 'working', 'on_break'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

export const CLOCK_ACTIONS = ['clock-in', 'clock-out', 'break-start', 'break-end'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** The states each action may start from; any other is a 409 naming the state. */
export const CLOCK_ACTION_FROM: Readonly<Record<ClockAction, readonly ClockState[]>> = {
  'clock-in': ['clocked_out'],
  'break-start': ['working'],
  'break-end': ['on_break'],
  'clock-out': ['working', 'on_break'],
};

export const CLOCK_STATE_LABELS: Readonly<Record<ClockState, string>> = {
  clocked_out: 'Clocked out',
  working: 'Working',
  on_break: 'On a break',
};
