/** Deletes a draft slip (audited); a calculated or finalised one is a 409. */
import { OkResponseSchema } from '@hrms/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SLIP_CHANGE_KEYS, slipKeys } from './slip-keys';

export async function deleteSalarySlip(id: string) {
  return OkResponseSchema.parse(await api.delete<unknown>(`/payroll/salary-slips/${encodeURIComponent(id)}`));
}

export function useDeleteSalarySlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSalarySlip,
    onSuccess: (_ok, id) => queryClient.removeQueries({ queryKey: slipKeys.detail(id) }),
    onSettled: () =>
      Promise.all(SLIP_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
