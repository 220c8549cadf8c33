/** Works one person's slip of a month out again (made first if need be); a finalised slip is a 409. */
import { type SalarySlip, SalarySlipSchema } from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SLIP_CHANGE_KEYS, slipKeys } from './slip-keys';

export interface CalculateSalarySlipInput {
  employeeId: string;
  year: number;
  month: number;
}

export async function calculateSalarySlip({
  employeeId,
  year,
  month,
}: CalculateSalarySlipInput): Promise<SalarySlip> {
  return SalarySlipSchema.parse(
    await api.post<unknown>(`/payroll/calculate/${encodeURIComponent(employeeId)}/${month}/${year}`),
  );
}

export function useCalculateSalarySlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calculateSalarySlip,
    onSuccess: (slip) => queryClient.setQueryData(slipKeys.detail(slip.id), slip),
    onSettled: () =>
      Promise.all(SLIP_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
