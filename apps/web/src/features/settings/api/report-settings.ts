/** Whether last month's reports go by mail to hr on the first (Settings → Reports). */
import {
  type ReportSettings,
  ReportSettingsSchema,
  type UpdateReportSettingsBody,
} from '@hrms/contracts/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useReportSettings() {
  return useQuery({
    queryKey: settingsKeys.reports(),
    queryFn: async ({ signal }): Promise<ReportSettings> =>
      ReportSettingsSchema.parse(await api.get<unknown>('/settings/reports', { signal })),
  });
}

export function useUpdateReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateReportSettingsBody): Promise<ReportSettings> =>
      ReportSettingsSchema.parse(await api.patch<unknown>('/settings/reports', body)),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.reports(), saved),
  });
}
