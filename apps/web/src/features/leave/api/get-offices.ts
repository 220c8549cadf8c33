/** The company's offices: what a leave type may be limited to. */
import { type OfficeListResponse, OfficeListResponseSchema } from '@hrms/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

export async function getOffices(signal?: AbortSignal): Promise<OfficeListResponse> {
  return OfficeListResponseSchema.parse(await api.get<unknown>('/organization/offices', { signal }));
}

export const officesQueryOptions = () =>
  queryOptions({
    queryKey: leaveKeys.offices(),
    queryFn: ({ signal }) => getOffices(signal),
    staleTime: 5 * 60_000,
  });

export function useOffices() {
  return useQuery(officesQueryOptions());
}
