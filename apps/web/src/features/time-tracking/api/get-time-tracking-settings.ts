import { type TimeTrackingSettings, TimeTrackingSettingsSchema } from '@hrms/contracts/time-tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timeTrackingKeys } from './time-tracking-keys';

/** The clock's rules (Settings → Time tracking): shifts, grace, thresholds, breaks, networks. */
export async function getTimeTrackingSettings(signal?: AbortSignal): Promise<TimeTrackingSettings> {
  return TimeTrackingSettingsSchema.parse(await api.get<unknown>('/settings/time-tracking', { signal }));
}

export const timeTrackingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: timeTrackingKeys.settings(),
    queryFn: ({ signal }) => getTimeTrackingSettings(signal),
  });

export function useTimeTrackingSettings() {
  return useQuery(timeTrackingSettingsQueryOptions());
}
