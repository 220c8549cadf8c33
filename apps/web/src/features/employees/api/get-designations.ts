import { type DesignationListResponse, DesignationListResponseSchema } from '@hrms/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export async function getDesignations(signal?: AbortSignal): Promise<DesignationListResponse> {
  return DesignationListResponseSchema.parse(
    await api.get<unknown>('/organization/designations', { signal }),
  );
}

export const designationsQueryOptions = () =>
  queryOptions({ queryKey: employeeKeys.designations(), queryFn: ({ signal }) => getDesignations(signal) });

export function useDesignations() {
  return useQuery(designationsQueryOptions());
}
