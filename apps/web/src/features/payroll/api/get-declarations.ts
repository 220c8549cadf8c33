/** The company's tax declarations, those waiting for a decision first (admin and hr). */
import { type TaxDeclarationListResponse, TaxDeclarationListResponseSchema } from '@hrms/contracts/payroll';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type DeclarationListParams, payrollKeys } from './payroll-keys';

export async function getDeclarations(
  params: DeclarationListParams,
  signal?: AbortSignal,
): Promise<TaxDeclarationListResponse> {
  return TaxDeclarationListResponseSchema.parse(
    await api.get<unknown>('/payroll/declarations', {
      query: {
        page: params.page,
        limit: params.limit,
        status: params.status ?? undefined,
        search: params.search || undefined,
      },
      signal,
    }),
  );
}

export function useDeclarations(params: DeclarationListParams) {
  return useQuery({
    queryKey: payrollKeys.declarations(params),
    queryFn: ({ signal }) => getDeclarations(params, signal),
    placeholderData: keepPreviousData,
  });
}
