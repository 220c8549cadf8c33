import { type EmployeeListResponse, EmployeeListResponseSchema } from '@hrms/contracts/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type EmployeeListQuery, listApiParams } from '../utils/list-params';
import { employeeKeys } from './employee-keys';

/** One page of the people the caller may see (a manager: their team), filtered and sorted. */
export async function getEmployees(
  query: EmployeeListQuery,
  signal?: AbortSignal,
): Promise<EmployeeListResponse> {
  // The client's `query` option takes one value per name; lists go as repeated parameters.
  const data = await api.get<unknown>(`/employees?${listApiParams(query).toString()}`, { signal });
  return EmployeeListResponseSchema.parse(data);
}

export const employeesQueryOptions = (query: EmployeeListQuery) =>
  queryOptions({
    queryKey: employeeKeys.list(query),
    queryFn: ({ signal }) => getEmployees(query, signal),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useEmployees(query: EmployeeListQuery) {
  return useQuery(employeesQueryOptions(query));
}
