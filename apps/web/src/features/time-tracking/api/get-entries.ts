/** Clock entries, a page at a time: mine, or (scope=team) everyone I reach. */
import { type TimeEntryListResponse, TimeEntryListResponseSchema } from '@hrms/contracts/time-tracking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type EntryListParams, timeTrackingKeys } from './time-tracking-keys';

export async function getEntries(
  params: EntryListParams,
  signal?: AbortSignal,
): Promise<TimeEntryListResponse> {
  return TimeEntryListResponseSchema.parse(
    await api.get<unknown>('/time-tracking/entries', {
      query: {
        scope: params.scope,
        page: params.page,
        limit: params.limit,
        from: params.from || undefined,
        to: params.to || undefined,
        flagged: params.flagged ? 'true' : undefined,
        search: params.search || undefined,
      },
      signal,
    }),
  );
}

export const entriesQueryOptions = (params: EntryListParams) =>
  queryOptions({
    queryKey: timeTrackingKeys.entries(params),
    queryFn: ({ signal }) => getEntries(params, signal),
    placeholderData: keepPreviousData,
  });

export function useEntries(params: EntryListParams, enabled = true) {
  return useQuery({ ...entriesQueryOptions(params), enabled });
}
