/** Approves a tax declaration (it goes onto the salary in force) or rejects it with a reason. */
import {
  type TaxDeclaration,
  type TaxDeclarationDecisionBody,
  TaxDeclarationSchema,
} from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSalaryOf, payrollKeys } from './payroll-keys';

export async function decideDeclaration({
  id,
  body,
}: {
  id: string;
  body: TaxDeclarationDecisionBody;
}): Promise<TaxDeclaration> {
  return TaxDeclarationSchema.parse(
    await api.post<unknown>(`/payroll/declarations/${encodeURIComponent(id)}/decision`, body),
  );
}

export function useDecideDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDeclaration,
    onSuccess: (decided) => invalidateSalaryOf(queryClient, decided.employee.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payrollKeys.declarationsAll() }),
  });
}
