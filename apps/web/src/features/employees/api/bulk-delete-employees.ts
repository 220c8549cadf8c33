import { type BulkDeleteBody, type BulkResult, BulkResultSchema } from '@hrms/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Deletes records created by mistake; anyone with history is refused in their own result. */
export async function bulkDeleteEmployees(body: BulkDeleteBody): Promise<BulkResult> {
  return BulkResultSchema.parse(await api.delete<unknown>('/employees/bulk-delete', { body }));
}

export function useBulkDeleteEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteEmployees,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
