/** Settings → Company: the company's details and logo, and its offices. */
import {
  type CompanySettings,
  CompanySettingsResponseSchema,
  CompanySettingsSchema,
  type CreateOfficeBody,
  type Office,
  OfficeSchema,
  type UpdateOfficeBody,
} from '@hrms/contracts/organization';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loginOptionsKey } from '../../../api/get-login-options';
import { officeKeys } from '../../../api/get-offices';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useCompanySettings() {
  return useQuery({
    queryKey: settingsKeys.company(),
    queryFn: async ({ signal }) =>
      CompanySettingsResponseSchema.parse(await api.get<unknown>('/settings/company', { signal })),
  });
}

/** Reloads what shows the company elsewhere: the shell's name and logo, the office pickers. */
function useCompanyChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.company() }),
      queryClient.invalidateQueries({ queryKey: loginOptionsKey }),
      queryClient.invalidateQueries({ queryKey: officeKeys.all }),
    ]);
}

/** The details as text fields of a form, with a new logo or `removeLogo`. */
export function useUpdateCompany() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: async (input: {
      fields: Record<string, string>;
      logo?: File | undefined;
    }): Promise<CompanySettings> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(input.fields)) form.append(name, value);
      if (input.logo) form.append('logo', input.logo);
      return CompanySettingsSchema.parse(await api.patch<unknown>('/settings/company', form));
    },
    onSuccess: changed,
  });
}

export function useCreateOffice() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: async (body: CreateOfficeBody): Promise<Office> =>
      OfficeSchema.parse(await api.post<unknown>('/settings/company/offices', body)),
    onSuccess: changed,
  });
}

export function useUpdateOffice() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateOfficeBody }): Promise<Office> =>
      OfficeSchema.parse(
        await api.patch<unknown>(`/settings/company/offices/${encodeURIComponent(id)}`, body),
      ),
    onSuccess: changed,
  });
}

export function useDeleteOffice() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/settings/company/offices/${encodeURIComponent(id)}`),
    onSuccess: changed,
  });
}
