/**
 * A slip's one-off earnings and deductions, each with a reason: the list given replaces the slip's,
 * and the server calculates the slip again (audited). Not for a finalised slip (409).
 */
import { type SalarySlip, SalarySlipSchema, type UpdateSalarySlipBody } from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SLIP_CHANGE_KEYS, slipKeys } from './slip-keys';

export interface UpdateSalarySlipInput {
  id: string;
  body: UpdateSalarySlipBody;
}

export async function updateSalarySlip({ id, body }: UpdateSalarySlipInput): Promise<SalarySlip> {
  return SalarySlipSchema.parse(
    await api.patch<unknown>(`/payroll/salary-slips/${encodeURIComponent(id)}`, body),
  );
}

export function useUpdateSalarySlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSalarySlip,
    onSuccess: (slip) => queryClient.setQueryData(slipKeys.detail(slip.id), slip),
    onSettled: () =>
      Promise.all(SLIP_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
