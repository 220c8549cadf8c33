/** The shift and rules that apply to me, and whether this device may clock in (the network rule). */
import {
  type TimeTrackingConfiguration,
  TimeTrackingConfigurationSchema,
} from '@hrms/contracts/time-tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timeTrackingKeys } from './time-tracking-keys';

export async function getConfiguration(signal?: AbortSignal): Promise<TimeTrackingConfiguration> {
  return TimeTrackingConfigurationSchema.parse(
    await api.get<unknown>('/time-tracking/configuration', { signal }),
  );
}

export const configurationQueryOptions = () =>
  queryOptions({
    queryKey: timeTrackingKeys.configuration(),
    queryFn: ({ signal }) => getConfiguration(signal),
    retry: false,
  });

export function useConfiguration(enabled = true) {
  return useQuery({ ...configurationQueryOptions(), enabled });
}
