/**
 * What the changes to departments and job titles (Settings → Departments) share: their address,
 * and what every change refreshes: `organization` (the lists, pickers and the org chart) and
 * `employees` (whose records name a department and a title).
 */
import { useQueryClient } from '@tanstack/react-query';
import { organizationKeys } from './organization-keys';

export type EntryKind = 'departments' | 'designations';

export const entryPath = (kind: EntryKind, id: string, tail = '') =>
  `/organization/${kind}/${encodeURIComponent(id)}${tail}`;

export function useOrganizationChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      // The employees feature's queries, which all start with `employees`.
      queryClient.invalidateQueries({ queryKey: ['employees'] }),
    ]);
}
