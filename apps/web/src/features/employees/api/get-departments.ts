import { type DepartmentListResponse, DepartmentListResponseSchema } from '@hrms/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export async function getDepartments(signal?: AbortSignal): Promise<DepartmentListResponse> {
  return DepartmentListResponseSchema.parse(await api.get<unknown>('/organization/departments', { signal }));
}

export const departmentsQueryOptions = () =>
  queryOptions({ queryKey: employeeKeys.departments(), queryFn: ({ signal }) => getDepartments(signal) });

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
