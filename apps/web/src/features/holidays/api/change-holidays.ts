/** Every change to holidays (admin and hr); each refreshes every holidays query. */
import { OkResponseSchema } from '@hrms/contracts/common';
import {
  ApplyTemplateResultSchema,
  CalendarFeedSchema,
  type CreateHolidayBody,
  type CreateHolidayTemplateBody,
  HolidayImportResultSchema,
  HolidayNotificationSettingsSchema,
  HolidaySchema,
  HolidayTemplateSchema,
  type UpdateHolidayBody,
  type UpdateHolidayNotificationSettingsBody,
  type UpdateWeekendConfigBody,
  WeekendConfigResponseSchema,
} from '@hrms/contracts/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { holidayKeys } from './holiday-keys';

function useHolidayMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}

export function useCreateHoliday() {
  return useHolidayMutation(async (body: CreateHolidayBody) =>
    HolidaySchema.parse(await api.post<unknown>('/holidays', body)),
  );
}

export function useUpdateHoliday() {
  return useHolidayMutation(async ({ id, body }: { id: string; body: UpdateHolidayBody }) =>
    HolidaySchema.parse(await api.patch<unknown>(`/holidays/${encodeURIComponent(id)}`, body)),
  );
}

export function useDeleteHoliday() {
  return useHolidayMutation(async (id: string) =>
    OkResponseSchema.parse(await api.delete<unknown>(`/holidays/${encodeURIComponent(id)}`)),
  );
}

export function useUpdateWeekend() {
  return useHolidayMutation(async (body: UpdateWeekendConfigBody) =>
    WeekendConfigResponseSchema.parse(await api.patch<unknown>('/holidays/weekend-config', body)),
  );
}

/** A year's holidays (of one office, or all) as a file the browser downloads. */
export function useExportHolidays() {
  return useMutation({
    mutationFn: async ({
      year,
      officeId,
      format,
    }: {
      year: number;
      officeId: string;
      format: 'csv' | 'ics';
    }) => {
      const query = new URLSearchParams({ year: String(year), format });
      if (officeId) query.set('officeId', officeId);
      const file = await apiFile(`/holidays/export?${query}`);
      saveBlob(file.blob, file.fileName ?? `holidays-${year}.${format}`);
    },
  });
}

/** A dry run checks every row and changes nothing; a commit adds every new row or none. */
export function useImportHolidays() {
  return useHolidayMutation(async ({ file, mode }: { file: File; mode: 'dry-run' | 'commit' }) => {
    const form = new FormData();
    // The field goes before the file, so a streaming parser has it when the file arrives.
    form.append('mode', mode);
    form.append('file', file, file.name);
    return HolidayImportResultSchema.parse(await api.post<unknown>('/holidays/import', form));
  });
}

export function useApplyTemplate() {
  return useHolidayMutation(async (id: string) =>
    ApplyTemplateResultSchema.parse(
      await api.post<unknown>(`/holidays/templates/${encodeURIComponent(id)}/apply`),
    ),
  );
}

export function useCreateTemplate() {
  return useHolidayMutation(async (body: CreateHolidayTemplateBody) =>
    HolidayTemplateSchema.parse(await api.post<unknown>('/holidays/templates', body)),
  );
}

/** A new calendar address (shown once), or none: `on` false turns the subscription off. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) =>
      CalendarFeedSchema.parse(
        on ? await api.post<unknown>('/holidays/feed') : await api.delete<unknown>('/holidays/feed'),
      ),
    onSuccess: (feed) => queryClient.setQueryData(holidayKeys.feed(), { ...feed, path: null }),
  });
}

export function useUpdateHolidayReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateHolidayNotificationSettingsBody) =>
      HolidayNotificationSettingsSchema.parse(
        await api.patch<unknown>('/holidays/notification-settings', body),
      ),
    onSuccess: (settings) => queryClient.setQueryData(holidayKeys.reminders(), settings),
  });
}
