import { type OfficeListResponse, OfficeListResponseSchema } from '@hrms/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export async function getOffices(signal?: AbortSignal): Promise<OfficeListResponse> {
  return OfficeListResponseSchema.parse(await api.get<unknown>('/organization/offices', { signal }));
}

export const officesQueryOptions = () =>
  queryOptions({ queryKey: employeeKeys.offices(), queryFn: ({ signal }) => getOffices(signal) });

export function useOffices() {
  return useQuery(officesQueryOptions());
}
