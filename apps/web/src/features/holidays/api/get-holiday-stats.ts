import {
  HolidayAnalyticsResponseSchema,
  HolidayItemsResponseSchema,
  HolidayStatsResponseSchema,
  HolidayUtilizationResponseSchema,
} from '@hrms/contracts/holidays';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayKeys } from './holiday-keys';

/** A year's holidays by type and month, and the next one from today. */
export function useHolidayStats(year: number) {
  return useQuery({
    queryKey: holidayKeys.stats(year),
    queryFn: async ({ signal }) =>
      HolidayStatsResponseSchema.parse(
        await api.get<unknown>('/holidays/stats', { query: { year }, signal }),
      ),
  });
}

/** The next holiday from today, of one office or of all. */
export function useNextHoliday(officeId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: holidayKeys.next(officeId),
    queryFn: async ({ signal }) =>
      HolidayItemsResponseSchema.parse(
        await api.get<unknown>('/holidays/upcoming', {
          query: { limit: 1, officeId: officeId || undefined },
          signal,
        }),
      ).items[0] ?? null,
  });
}

/** Each office's year: working days, holidays and the long weekends they make. */
export function useHolidayAnalytics(year: number) {
  return useQuery({
    queryKey: holidayKeys.analytics(year),
    queryFn: async ({ signal }) =>
      HolidayAnalyticsResponseSchema.parse(
        await api.get<unknown>('/holidays/analytics', { query: { year }, signal }),
      ),
  });
}

/** Optional holidays taken in a year, per holiday, office and department (admin and hr). */
export function useHolidayUtilization(year: number) {
  return useQuery({
    queryKey: holidayKeys.utilization(year),
    queryFn: async ({ signal }) =>
      HolidayUtilizationResponseSchema.parse(
        await api.get<unknown>('/holidays/utilization-report', { query: { year }, signal }),
      ),
  });
}
