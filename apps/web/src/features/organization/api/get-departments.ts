import { type DepartmentListResponse, DepartmentListResponseSchema } from '@hrms/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationKeys } from './organization-keys';

/** The company's departments, for the chart's filter. */
export async function getDepartments(signal?: AbortSignal): Promise<DepartmentListResponse> {
  return DepartmentListResponseSchema.parse(await api.get<unknown>('/organization/departments', { signal }));
}

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
  });

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
