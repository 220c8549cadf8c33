import {
  type SalaryConfigResponse,
  SalaryConfigResponseSchema,
  type UpdateSalaryConfigBody,
} from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSalaryOf, payrollKeys } from './payroll-keys';

/** Changes the options of the salary in force: tax regime, state, PF, declarations (audited). */
export async function updateSalaryOptions({
  employeeId,
  body,
}: {
  employeeId: string;
  body: UpdateSalaryConfigBody;
}): Promise<SalaryConfigResponse> {
  return SalaryConfigResponseSchema.parse(
    await api.patch<unknown>(`/payroll/config/${encodeURIComponent(employeeId)}`, body),
  );
}

export function useUpdateSalaryOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSalaryOptions,
    onSuccess: (saved) => queryClient.setQueryData(payrollKeys.config(saved.employee.id), saved),
    onSettled: (_data, _error, { employeeId }) => invalidateSalaryOf(queryClient, employeeId),
  });
}
