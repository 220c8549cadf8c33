import {
  CalendarFeedSchema,
  type CheckConflictsBody,
  CheckConflictsResponseSchema,
  HolidayNotificationSettingsSchema,
  HolidayOfficesResponseSchema,
  HolidayTemplatesResponseSchema,
  WeekendConfigResponseSchema,
} from '@hrms/contracts/holidays';
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

/** The built-in holiday lists and the company's own. */
export function useHolidayTemplates(enabled: boolean) {
  return useQuery({
    queryKey: holidayKeys.templates(),
    queryFn: async ({ signal }) =>
      HolidayTemplatesResponseSchema.parse(await api.get<unknown>('/holidays/templates', { signal })),
    enabled,
  });
}

/** What a holiday on this date, for these offices and regions, would run into (admin and hr). */
export function useHolidayConflicts(body: CheckConflictsBody | null) {
  return useQuery({
    queryKey: holidayKeys.conflicts(body),
    queryFn: async ({ signal }) =>
      CheckConflictsResponseSchema.parse(
        await api.post<unknown>('/holidays/check-conflicts', body, { signal }),
      ),
    enabled: body !== null,
    staleTime: 10_000,
  });
}

/** Whether I have a calendar subscription address. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: holidayKeys.feed(),
    queryFn: async ({ signal }) =>
      CalendarFeedSchema.parse(await api.get<unknown>('/holidays/feed', { signal })),
  });
}

/** Whether, and how many days before, people are reminded of a holiday. */
export function useHolidayReminders() {
  return useQuery({
    queryKey: holidayKeys.reminders(),
    queryFn: async ({ signal }) =>
      HolidayNotificationSettingsSchema.parse(
        await api.get<unknown>('/holidays/notification-settings', { signal }),
      ),
  });
}
