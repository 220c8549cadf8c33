import { DepartmentSchema, DesignationSchema } from '@hrms/contracts/organization';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type EntryKind, entryPath, useOrganizationChanged } from './organization-entries';

/** Merges department or title `id` into `intoId`, which it becomes. */
export async function mergeOrganizationEntry(
  kind: EntryKind,
  { id, intoId }: { id: string; intoId: string },
): Promise<{ id: string; name: string }> {
  const body = await api.post<unknown>(entryPath(kind, id, '/merge'), { intoId });
  return kind === 'departments' ? DepartmentSchema.parse(body) : DesignationSchema.parse(body);
}

export function useMergeOrganizationEntry(kind: EntryKind) {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: (ids: { id: string; intoId: string }) => mergeOrganizationEntry(kind, ids),
    onSuccess: changed,
  });
}
