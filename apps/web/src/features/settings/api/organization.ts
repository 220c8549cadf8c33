/**
 * Settings → Departments: departments and job titles created, edited, merged and deleted. Every
 * change refreshes `organization` (the lists, pickers and the org chart) and `employees` (whose
 * records name a department and a title).
 */
import {
  type Department,
  DepartmentSchema,
  type Designation,
  DesignationSchema,
  type UpdateDepartmentBody,
} from '@hrms/contracts/organization';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const path = (kind: 'departments' | 'designations', id: string, tail = '') =>
  `/organization/${kind}/${encodeURIComponent(id)}${tail}`;

function useOrganizationChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['organization'] }),
      queryClient.invalidateQueries({ queryKey: ['employees'] }),
    ]);
}

export function useSaveDepartment() {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: string | null;
      body: UpdateDepartmentBody;
    }): Promise<Department> =>
      DepartmentSchema.parse(
        id
          ? await api.patch<unknown>(path('departments', id), body)
          : await api.post<unknown>('/organization/departments', body),
      ),
    onSuccess: changed,
  });
}

export function useRenameDesignation() {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }): Promise<Designation> =>
      DesignationSchema.parse(await api.patch<unknown>(path('designations', id), { name })),
    onSuccess: changed,
  });
}

/** Deletes a department or title nobody was given. */
export function useDeleteOrganizationEntry(kind: 'departments' | 'designations') {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(path(kind, id)),
    onSuccess: changed,
  });
}

/** Merges department or title `id` into `intoId`, which it becomes. */
export function useMergeOrganizationEntry(kind: 'departments' | 'designations') {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: async ({
      id,
      intoId,
    }: {
      id: string;
      intoId: string;
    }): Promise<{ id: string; name: string }> => {
      const body = await api.post<unknown>(path(kind, id, '/merge'), { intoId });
      return kind === 'departments' ? DepartmentSchema.parse(body) : DesignationSchema.parse(body);
    },
    onSuccess: changed,
  });
}
