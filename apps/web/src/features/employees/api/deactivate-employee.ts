import type { Deactivation } from '@hrms/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** The person leaves on `exitDate`; their sign-in and sessions end at once. */
export async function deactivateEmployee({ id, body }: { id: string; body: Deactivation }): Promise<void> {
  await api.post<unknown>(`/employees/${encodeURIComponent(id)}/deactivate`, body);
}

export function useDeactivateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
