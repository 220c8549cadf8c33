/**
 * The company's offices, as several features read them (an office's own shift in settings, a leave
 * type's offices): one cache entry under `organization`, which `employee-update` invalidates.
 */
import { type OfficeListResponse, OfficeListResponseSchema } from '@hrms/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const officeKeys = {
  all: ['organization', 'offices'] as const,
};

export async function getOffices(signal?: AbortSignal): Promise<OfficeListResponse> {
  return OfficeListResponseSchema.parse(await api.get<unknown>('/organization/offices', { signal }));
}

export const officesQueryOptions = () =>
  queryOptions({
    queryKey: officeKeys.all,
    queryFn: ({ signal }) => getOffices(signal),
    staleTime: 5 * 60_000,
  });

export function useOffices() {
  return useQuery(officesQueryOptions());
}
