import { type Employee, EmployeeSchema } from '@hrms/contracts/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** One record, with the sections the caller may see and `access` saying what they may do. */
export async function getEmployee(id: string, signal?: AbortSignal): Promise<Employee> {
  return EmployeeSchema.parse(await api.get<unknown>(`/employees/${encodeURIComponent(id)}`, { signal }));
}

export const employeeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }) => getEmployee(id, signal),
  });

export function useEmployee(id: string | null | undefined) {
  return useQuery({ ...employeeQueryOptions(id ?? ''), enabled: Boolean(id) });
}
