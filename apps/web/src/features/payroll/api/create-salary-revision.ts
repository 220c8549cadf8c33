import {
  type CreateSalaryConfigBody,
  type SalaryConfigResponse,
  SalaryConfigResponseSchema,
} from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSalaryOf, payrollKeys } from './payroll-keys';

/** A salary from a date, by an annual CTC or components; answers the person's salary as it now is. */
export async function createSalaryRevision(body: CreateSalaryConfigBody): Promise<SalaryConfigResponse> {
  return SalaryConfigResponseSchema.parse(await api.post<unknown>('/payroll/config', body));
}

export function useCreateSalaryRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSalaryRevision,
    onSuccess: (saved) => queryClient.setQueryData(payrollKeys.config(saved.employee.id), saved),
    onSettled: (_data, _error, body) => invalidateSalaryOf(queryClient, body.employeeId),
  });
}
