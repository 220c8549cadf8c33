import {
  type TimeTrackingSettings,
  TimeTrackingSettingsSchema,
  type UpdateTimeTrackingSettingsBody,
} from '@hrms/contracts/time-tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timeTrackingKeys } from './time-tracking-keys';

/** Saves the clock's rules; everyone's shift, thresholds and clock-in networks follow at once. */
export async function updateTimeTrackingSettings(
  body: UpdateTimeTrackingSettingsBody,
): Promise<TimeTrackingSettings> {
  return TimeTrackingSettingsSchema.parse(await api.patch<unknown>('/settings/time-tracking', body));
}

export function useUpdateTimeTrackingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeTrackingSettings,
    onSuccess: (saved) => queryClient.setQueryData(timeTrackingKeys.settings(), saved),
    // Shifts and rules feed every person's clock and reports.
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeTrackingKeys.all }),
  });
}
