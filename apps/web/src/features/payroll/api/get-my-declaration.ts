/** One's own tax declaration this financial year, and the regime and 80C payroll uses today. */
import { type MyTaxDeclarationResponse, MyTaxDeclarationResponseSchema } from '@hrms/contracts/payroll';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

export async function getMyDeclaration(signal?: AbortSignal): Promise<MyTaxDeclarationResponse> {
  return MyTaxDeclarationResponseSchema.parse(await api.get<unknown>('/payroll/declarations/me', { signal }));
}

export function useMyDeclaration() {
  return useQuery({
    queryKey: payrollKeys.myDeclaration(),
    queryFn: ({ signal }) => getMyDeclaration(signal),
  });
}
