import { type BulkResult, BulkResultSchema, type BulkUpdateBody } from '@hrms/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Sets the same department, manager, office or type on many people; one result per person. */
export async function bulkUpdateEmployees(body: BulkUpdateBody): Promise<BulkResult> {
  return BulkResultSchema.parse(await api.post<unknown>('/employees/bulk-update', body));
}

export function useBulkUpdateEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateEmployees,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
