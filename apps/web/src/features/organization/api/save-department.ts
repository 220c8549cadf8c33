import { type Department, DepartmentSchema, type UpdateDepartmentBody } from '@hrms/contracts/organization';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entryPath, useOrganizationChanged } from './organization-entries';

/** Adds a department (`id` null) or changes one: its name, code, head and parent. */
export async function saveDepartment({
  id,
  body,
}: {
  id: string | null;
  body: UpdateDepartmentBody;
}): Promise<Department> {
  return DepartmentSchema.parse(
    id
      ? await api.patch<unknown>(entryPath('departments', id), body)
      : await api.post<unknown>('/organization/departments', body),
  );
}

export function useSaveDepartment() {
  const changed = useOrganizationChanged();
  return useMutation({ mutationFn: saveDepartment, onSuccess: changed });
}
