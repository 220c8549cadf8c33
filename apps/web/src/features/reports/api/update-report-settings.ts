import {
  type ReportSettings,
  ReportSettingsSchema,
  type UpdateReportSettingsBody,
} from '@hrms/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './reports-keys';

/** Turns the monthly reports by mail on or off (audited). */
export async function updateReportSettings(body: UpdateReportSettingsBody): Promise<ReportSettings> {
  return ReportSettingsSchema.parse(await api.patch<unknown>('/settings/reports', body));
}

export function useUpdateReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportSettings,
    onSuccess: (saved) => queryClient.setQueryData(reportKeys.settings(), saved),
  });
}
