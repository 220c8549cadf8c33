/** A month's salary slips (admin, hr), filtered by status, department and person, a page at a time. */
import { type SalarySlipListResponse, SalarySlipListResponseSchema } from '@hrms/contracts/payroll';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type MonthSlipsParams, slipKeys } from './slip-keys';

export async function getSalarySlips(
  params: MonthSlipsParams,
  signal?: AbortSignal,
): Promise<SalarySlipListResponse> {
  return SalarySlipListResponseSchema.parse(
    await api.get<unknown>('/payroll/salary-slips', {
      query: {
        year: params.year,
        month: params.month,
        status: params.status || undefined,
        departmentId: params.departmentId || undefined,
        search: params.search.trim() || undefined,
        page: params.page,
        limit: params.limit,
      },
      signal,
    }),
  );
}

export const salarySlipsQueryOptions = (params: MonthSlipsParams) =>
  queryOptions({
    queryKey: slipKeys.month(params),
    queryFn: ({ signal }) => getSalarySlips(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSalarySlips(params: MonthSlipsParams) {
  return useQuery(salarySlipsQueryOptions(params));
}
