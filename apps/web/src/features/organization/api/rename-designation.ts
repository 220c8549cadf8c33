import { type Designation, DesignationSchema } from '@hrms/contracts/organization';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entryPath, useOrganizationChanged } from './organization-entries';

/** Renames a job title; everyone who holds it shows the new name. */
export async function renameDesignation({ id, name }: { id: string; name: string }): Promise<Designation> {
  return DesignationSchema.parse(await api.patch<unknown>(entryPath('designations', id), { name }));
}

export function useRenameDesignation() {
  const changed = useOrganizationChanged();
  return useMutation({ mutationFn: renameDesignation, onSuccess: changed });
}
