import { DeleteEmployeeResponseSchema } from '@hrms/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Removes a record created by mistake; a person with history is refused (409: deactivate instead). */
export async function deleteEmployee(id: string) {
  return DeleteEmployeeResponseSchema.parse(
    await api.delete<unknown>(`/employees/${encodeURIComponent(id)}`),
  );
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: employeeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
