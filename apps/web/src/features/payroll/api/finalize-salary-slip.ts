/**
 * Finalises one calculated slip: it never changes after, and the person is told. A person without
 * a bank account and IFSC is a 400 naming them; a slip not calculated, or final already, a 409.
 */
import { type SalarySlip, SalarySlipSchema } from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SLIP_CHANGE_KEYS, slipKeys } from './slip-keys';

export async function finalizeSalarySlip(id: string): Promise<SalarySlip> {
  return SalarySlipSchema.parse(
    await api.patch<unknown>(`/payroll/salary-slips/${encodeURIComponent(id)}/finalize`),
  );
}

export function useFinalizeSalarySlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeSalarySlip,
    onSuccess: (slip) => queryClient.setQueryData(slipKeys.detail(slip.id), slip),
    onSettled: () =>
      Promise.all(SLIP_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
