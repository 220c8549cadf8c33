/** The signed-in person's finalised salary slips, newest first. */
import { type SalarySlipListResponse, SalarySlipListResponseSchema } from '@hrms/contracts/payroll';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type MySlipsParams, slipKeys } from './slip-keys';

export async function getMySalarySlips(
  params: MySlipsParams,
  signal?: AbortSignal,
): Promise<SalarySlipListResponse> {
  return SalarySlipListResponseSchema.parse(
    await api.get<unknown>('/payroll/my-salary-slips', {
      query: { page: params.page, limit: params.limit },
      signal,
    }),
  );
}

export const mySalarySlipsQueryOptions = (params: MySlipsParams) =>
  queryOptions({
    queryKey: slipKeys.mine(params),
    queryFn: ({ signal }) => getMySalarySlips(params, signal),
    placeholderData: keepPreviousData,
    // A month finalised at once tells the person by notification, not by `payroll-update`: coming
    // to the page reads the list again rather than trusting what was cached before.
    refetchOnMount: 'always',
  });

export function useMySalarySlips(params: MySlipsParams) {
  return useQuery(mySalarySlipsQueryOptions(params));
}
