import { type ReportSettings, ReportSettingsSchema } from '@hrms/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './reports-keys';

/** Whether last month's reports go by mail to hr on the first (Settings → Reports). */
export async function getReportSettings(signal?: AbortSignal): Promise<ReportSettings> {
  return ReportSettingsSchema.parse(await api.get<unknown>('/settings/reports', { signal }));
}

export const reportSettingsQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.settings(),
    queryFn: ({ signal }) => getReportSettings(signal),
  });

export function useReportSettings() {
  return useQuery(reportSettingsQueryOptions());
}
