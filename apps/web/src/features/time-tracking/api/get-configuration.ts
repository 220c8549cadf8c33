/**
 * The shift and rules that apply to me, or to a person I reach (their manager, hr), and whether this
 * device may clock in (the network rule).
 */
import {
  type TimeTrackingConfiguration,
  TimeTrackingConfigurationSchema,
} from '@hrms/contracts/time-tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timeTrackingKeys } from './time-tracking-keys';

/** `employeeId` null: the signed-in person's. */
export async function getConfiguration(
  employeeId: string | null,
  signal?: AbortSignal,
): Promise<TimeTrackingConfiguration> {
  return TimeTrackingConfigurationSchema.parse(
    await api.get<unknown>('/time-tracking/configuration', {
      query: { employeeId },
      signal,
    }),
  );
}

export const configurationQueryOptions = (employeeId: string | null = null) =>
  queryOptions({
    queryKey: timeTrackingKeys.configuration(employeeId),
    queryFn: ({ signal }) => getConfiguration(employeeId, signal),
    retry: false,
  });

/** Mine, unless `employeeId` names someone else. */
export function useConfiguration(enabled = true, employeeId: string | null = null) {
  return useQuery({ ...configurationQueryOptions(employeeId), enabled });
}
