import { HolidayListResponseSchema } from '@hrms/contracts/holidays';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type HolidayListParams, holidayKeys } from './holiday-keys';

/** A year has a few dozen holidays: one page of up to 200 holds them all. */
export async function getHolidays(params: HolidayListParams, signal?: AbortSignal) {
  const data = await api.get<unknown>('/holidays', {
    query: {
      year: params.year,
      officeId: params.officeId || undefined,
      type: params.type || undefined,
      search: params.search || undefined,
      limit: 200,
    },
    signal,
  });
  return HolidayListResponseSchema.parse(data);
}

export function useHolidays(params: HolidayListParams, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: holidayKeys.list(params),
      queryFn: ({ signal }) => getHolidays(params, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
