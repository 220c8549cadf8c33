import { type BulkDeactivateBody, type BulkResult, BulkResultSchema } from '@hrms/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** One result per person: some may be refused while the others leave. */
export async function bulkDeactivateEmployees(body: BulkDeactivateBody): Promise<BulkResult> {
  return BulkResultSchema.parse(await api.post<unknown>('/employees/bulk-deactivate', body));
}

export function useBulkDeactivateEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeactivateEmployees,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
