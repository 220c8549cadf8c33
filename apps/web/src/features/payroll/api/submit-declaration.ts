/** Declares one's regime and section 80C for this financial year; it waits for HR. */
import { type TaxDeclaration, type TaxDeclarationBody, TaxDeclarationSchema } from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

export async function submitDeclaration(body: TaxDeclarationBody): Promise<TaxDeclaration> {
  return TaxDeclarationSchema.parse(await api.put<unknown>('/payroll/declarations/me', body));
}

export function useSubmitDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDeclaration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payrollKeys.declarationsAll() }),
  });
}
