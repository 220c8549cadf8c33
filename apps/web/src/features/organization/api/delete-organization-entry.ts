import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type EntryKind, entryPath, useOrganizationChanged } from './organization-entries';

/** Deletes a department or title nobody was given. */
export async function deleteOrganizationEntry(kind: EntryKind, id: string): Promise<void> {
  await api.delete<unknown>(entryPath(kind, id));
}

export function useDeleteOrganizationEntry(kind: EntryKind) {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: (id: string) => deleteOrganizationEntry(kind, id),
    onSuccess: changed,
  });
}
