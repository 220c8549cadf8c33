import { OkResponseSchema } from '@hrms/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSalaryOf } from './payroll-keys';

/** Removes a person's salary configuration, every revision (audited); answers the server's words. */
export async function removeSalary(employeeId: string): Promise<string | null> {
  const data = OkResponseSchema.parse(
    await api.delete<unknown>(`/payroll/config/${encodeURIComponent(employeeId)}`),
  );
  return data.message ?? null;
}

export function useRemoveSalary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSalary,
    onSettled: (_data, _error, employeeId) => invalidateSalaryOf(queryClient, employeeId),
  });
}
