/**
 * Finalises every calculated slip of a month (or a department's) at once, all or none: anyone
 * without a bank account and IFSC is named in a 400 and nothing is finalised; a month with nothing
 * calculated is a 409. Each person is told.
 */
import { FinalizeMonthResponseSchema } from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SLIP_CHANGE_KEYS } from './slip-keys';

export interface FinalizeMonthInput {
  year: number;
  month: number;
  /** '' for the whole company. */
  departmentId: string;
}

export async function finalizeMonthSlips({ year, month, departmentId }: FinalizeMonthInput) {
  return FinalizeMonthResponseSchema.parse(
    await api.patch<unknown>(`/payroll/finalize/${month}/${year}`, undefined, {
      query: { departmentId: departmentId || undefined },
    }),
  );
}

export function useFinalizeMonthSlips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeMonthSlips,
    onSettled: () =>
      Promise.all(SLIP_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
