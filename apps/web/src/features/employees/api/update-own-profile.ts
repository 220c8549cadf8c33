import type { UpdateOwnProfileBody } from '@hrms/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** What a person may change of their own record: contact, address, emergency contact, bank. */
export async function updateOwnProfile({
  id,
  body,
}: {
  id: string;
  body: UpdateOwnProfileBody;
}): Promise<void> {
  await api.patch<unknown>(`/employees/${encodeURIComponent(id)}/profile`, body);
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (_result, { id }) => queryClient.invalidateQueries({ queryKey: employeeKeys.detail(id) }),
  });
}
