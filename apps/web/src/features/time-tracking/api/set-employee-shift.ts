/**
 * Hr gives a person a shift of their own, or takes it away (`shiftStart: null`) so the office's or
 * the company's applies again. The answer is the person's new configuration; the server works out
 * their today again, so their attendance refetches too.
 */
import {
  type SetEmployeeShiftBody,
  type TimeTrackingConfiguration,
  TimeTrackingConfigurationSchema,
} from '@hrms/contracts/time-tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timeTrackingKeys } from './time-tracking-keys';

export async function setEmployeeShift(body: SetEmployeeShiftBody): Promise<TimeTrackingConfiguration> {
  return TimeTrackingConfigurationSchema.parse(await api.post<unknown>('/time-tracking/configuration', body));
}

export function useSetEmployeeShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmployeeShift,
    onSuccess: (configuration) =>
      queryClient.setQueryData(timeTrackingKeys.configuration(configuration.employee.id), configuration),
    onSettled: () =>
      Promise.all([
        // Hr's own shift may be the one changed: their own configuration and clock read it too.
        queryClient.invalidateQueries({ queryKey: timeTrackingKeys.configurations() }),
        queryClient.invalidateQueries({ queryKey: timeTrackingKeys.status() }),
        // Attendance's keys, which this feature may not import, all start with `attendance`.
        queryClient.invalidateQueries({ queryKey: ['attendance'] }),
      ]),
  });
}
