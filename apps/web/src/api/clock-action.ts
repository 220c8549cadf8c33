/**
 * Clock in, start and end a break, clock out. The answer is the new clock, put straight into the
 * shared status entry; the rest of time tracking and attendance refetch. The server tells the
 * person's other tabs, their managers and hr (`time_tracking:status_updated`).
 */
import { CLOCK_ACTION_FROM, type ClockAction, type ClockState } from '@hrms/contracts/clock-states';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { api } from '../lib/api-client';
import { checkedAnswer } from '../lib/checked-answer';
import { clockStatusKey, clockStatusSchema } from './get-clock-status';

const PATHS: Record<ClockAction, string> = {
  'clock-in': '/time-tracking/clock-in',
  'clock-out': '/time-tracking/clock-out',
  'break-start': '/time-tracking/break/start',
  'break-end': '/time-tracking/break/end',
};

const ACTION_MESSAGES: Record<ClockAction, { label: MessageDescriptor; done: MessageDescriptor }> = {
  'clock-in': { label: msg`Clock in`, done: msg`Clocked in` },
  'break-start': { label: msg`Start break`, done: msg`Break started` },
  'break-end': { label: msg`End break`, done: msg`Back at work` },
  'clock-out': { label: msg`Clock out`, done: msg`Clocked out` },
};

/** What each punch's button says, and what is said once it is done, in the active language when read. */
export const CLOCK_ACTION_WORDS: Readonly<
  Record<ClockAction, { readonly label: string; readonly done: string }>
> = Object.fromEntries(
  Object.entries(ACTION_MESSAGES).map(([action, { label, done }]) => [
    action,
    {
      get label() {
        return i18n._(label);
      },
      get done() {
        return i18n._(done);
      },
    },
  ]),
) as Record<ClockAction, { label: string; done: string }>;

/** The clock's states as people read them: the contract's `CLOCK_STATE_LABELS`, in the web's messages. */
export const CLOCK_STATE_MESSAGES: Readonly<Record<ClockState, MessageDescriptor>> = {
  clocked_out: msg`Clocked out`,
  working: msg`Working`,
  on_break: msg`On a break`,
};

/** The punches open from a state, in the order they are offered. */
export function allowedActions(state: ClockState): ClockAction[] {
  return (['clock-in', 'break-end', 'break-start', 'clock-out'] as const).filter((action) =>
    CLOCK_ACTION_FROM[action].includes(state),
  );
}

export interface ClockActionInput {
  action: ClockAction;
  /** Kept with the entry; only clock-in and clock-out take one. */
  note?: string | undefined;
}

export async function clockAction({ action, note }: ClockActionInput) {
  const body = note?.trim() ? { note: note.trim() } : undefined;
  return checkedAnswer(api.post(PATHS[action], body), clockStatusSchema);
}

export function useClockAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockAction,
    onSuccess: (status) => queryClient.setQueryData(clockStatusKey, status),
    onSettled: (_status, error) =>
      Promise.all([
        // A refused punch means this page's idea of the clock was stale: read it again too.
        queryClient.invalidateQueries({
          queryKey: ['time-tracking'],
          predicate: (query) => error !== null || query.queryKey[1] !== clockStatusKey[1],
        }),
        queryClient.invalidateQueries({ queryKey: ['attendance'] }),
      ]),
  });
}
