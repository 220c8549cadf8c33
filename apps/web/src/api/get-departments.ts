/**
 * The company's departments: one query that several features read (the employee form and filters,
 * the org chart's filter), so they share one cache entry. Under `organization`, which
 * `employee-update` invalidates: a change to a person moves headcounts.
 */
import { type DepartmentListResponse, DepartmentListResponseSchema } from '@hrms/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const departmentKeys = {
  all: ['organization', 'departments'] as const,
};

export async function getDepartments(signal?: AbortSignal): Promise<DepartmentListResponse> {
  return DepartmentListResponseSchema.parse(await api.get<unknown>('/organization/departments', { signal }));
}

export const departmentsQueryOptions = () =>
  queryOptions({ queryKey: departmentKeys.all, queryFn: ({ signal }) => getDepartments(signal) });

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
