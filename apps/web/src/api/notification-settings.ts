/**
 * Notification settings (`/settings/notifications`): the person's own choices (Profile) and the
 * company's defaults (Settings → Notifications, hr and admin) come back in one answer, so one cache
 * entry serves both pages. A change to the company's defaults also changes the configuration keys.
 */
import {
  type NotificationSettings,
  NotificationSettingsSchema,
  type UpdateNotificationSettingsBody,
} from '@hrms/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const notificationSettingsKey = ['settings', 'notifications'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: async ({ signal }) =>
      NotificationSettingsSchema.parse(await api.get<unknown>('/settings/notifications', { signal })),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateNotificationSettingsBody): Promise<NotificationSettings> =>
      NotificationSettingsSchema.parse(await api.patch<unknown>('/settings/notifications', body)),
    onSuccess: async (saved, body) => {
      queryClient.setQueryData(notificationSettingsKey, saved);
      if (body.company) await queryClient.invalidateQueries({ queryKey: ['settings', 'configuration'] });
    },
  });
}
