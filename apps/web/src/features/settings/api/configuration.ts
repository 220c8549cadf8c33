/** Every policy value as a typed key (`/configuration`), read and changed in bulk (Settings → All settings). */
import {
  type BulkConfigurationBody,
  type ConfigurationEntry,
  ConfigurationListResponseSchema,
} from '@hrms/contracts/configuration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useConfiguration() {
  return useQuery({
    queryKey: settingsKeys.configuration(),
    queryFn: async ({ signal }): Promise<ConfigurationEntry[]> =>
      ConfigurationListResponseSchema.parse(await api.get<unknown>('/configuration', { signal })).items,
  });
}

/** All or nothing; the other settings tabs show the same values, so they all load again. */
export function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkConfigurationBody): Promise<ConfigurationEntry[]> =>
      ConfigurationListResponseSchema.parse(await api.post<unknown>('/configuration/bulk', body)).items,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
