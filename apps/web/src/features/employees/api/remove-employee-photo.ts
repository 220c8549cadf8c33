import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export async function removeEmployeePhoto(id: string): Promise<void> {
  await api.delete<unknown>(`/employees/${encodeURIComponent(id)}/photo`);
}

export function useRemoveEmployeePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployeePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
