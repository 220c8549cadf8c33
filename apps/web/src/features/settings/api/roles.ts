/** Settings → Roles (admin): who holds which role, a page at a time, and changing one. */
import type { Role } from '@hrms/contracts/roles';
import { type RoleHolder, RoleHolderSchema, RolesResponseSchema } from '@hrms/contracts/settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export const ROLES_PAGE_SIZE = 25;

export interface RolesParams {
  page: number;
  role?: Role | undefined;
  search?: string | undefined;
}

export function useRoleHolders(params: RolesParams) {
  return useQuery({
    queryKey: settingsKeys.roles(params),
    queryFn: async ({ signal }) =>
      RolesResponseSchema.parse(
        await api.get<unknown>('/settings/roles', {
          signal,
          query: { page: params.page, limit: ROLES_PAGE_SIZE, role: params.role, search: params.search },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: Role }): Promise<RoleHolder> =>
      RoleHolderSchema.parse(await api.patch<unknown>(`/settings/roles/${userId}`, { role })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.rolesAll() }),
  });
}
