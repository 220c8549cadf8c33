/**
 * The signed-in person's clock (`GET /time-tracking/status`): read by the time-tracking page and the
 * dashboard's clock widget, so both share one cache entry. Under `time-tracking`, which the
 * `time_tracking:status_updated` event invalidates: a punch in another tab shows here at once.
 */
import type { ClockStatus } from '@hrms/contracts/time-tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../lib/api-client';
import { checkedAnswer } from '../lib/checked-answer';

export const clockStatusKey = ['time-tracking', 'status'] as const;

export async function getClockStatus(signal?: AbortSignal): Promise<ClockStatus> {
  return checkedAnswer(api.get('/time-tracking/status', { signal }), clockStatusSchema);
}

/** The clock's schema, fetched beside the answer it checks (lib/checked-answer). */
export function clockStatusSchema() {
  return import('@hrms/contracts/time-tracking').then((contract) => contract.ClockStatusSchema);
}

export const clockStatusQueryOptions = () =>
  queryOptions({
    queryKey: clockStatusKey,
    queryFn: ({ signal }) => getClockStatus(signal),
    // A day can turn, or the clock close an entry left open, with no one punching: look again now and then.
    refetchInterval: 5 * 60_000,
    // An account without an employee record has no clock; asking again will not give it one.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });

export function useClockStatus(enabled = true) {
  return useQuery({ ...clockStatusQueryOptions(), enabled });
}

/** The 404 of an account with no employee record: there is no clock to show, which is not a failure. */
export function hasNoClock(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
