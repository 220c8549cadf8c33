/**
 * The company's job titles: read by the employee form and filters and managed under Settings →
 * Departments, so they share one cache entry. Under `organization`, which `employee-update`
 * invalidates: a change to a person moves headcounts.
 */
import {
  type Designation,
  type DesignationListResponse,
  DesignationListResponseSchema,
  DesignationSchema,
} from '@hrms/contracts/organization';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const designationKeys = {
  all: ['organization', 'designations'] as const,
};

export async function getDesignations(signal?: AbortSignal): Promise<DesignationListResponse> {
  return DesignationListResponseSchema.parse(
    await api.get<unknown>('/organization/designations', { signal }),
  );
}

export const designationsQueryOptions = () =>
  queryOptions({ queryKey: designationKeys.all, queryFn: ({ signal }) => getDesignations(signal) });

export function useDesignations() {
  return useQuery(designationsQueryOptions());
}

/** A new job title hr can pick from then on. */
export async function createDesignation(name: string): Promise<Designation> {
  return DesignationSchema.parse(await api.post<unknown>('/organization/designations', { name }));
}

export function useCreateDesignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDesignation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: designationKeys.all }),
  });
}
