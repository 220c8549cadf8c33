import { HolidayOfficesResponseSchema, WeekendConfigResponseSchema } from '@hrms/contracts/holidays';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayKeys } from './holiday-keys';

/** The offices a holiday may apply to, with their region and time zone. */
export function useHolidayOffices() {
  return useQuery({
    queryKey: holidayKeys.offices(),
    queryFn: async ({ signal }) =>
      HolidayOfficesResponseSchema.parse(await api.get<unknown>('/holidays/offices', { signal })),
    staleTime: 5 * 60_000,
  });
}

/** Each office's weekend rules. */
export function useWeekendConfig() {
  return useQuery({
    queryKey: holidayKeys.weekends(),
    queryFn: async ({ signal }) =>
      WeekendConfigResponseSchema.parse(await api.get<unknown>('/holidays/weekend-config', { signal })),
  });
}
