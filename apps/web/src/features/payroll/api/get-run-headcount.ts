/**
 * How many people a run of a month would pay, for the question before it starts: those on the rolls
 * (active or serving notice) who joined by the month's last day, in the department if one is chosen.
 * The server has no count of its own; the run's answer gives the exact one.
 */
import { EmployeeListResponseSchema } from '@hrms/contracts/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { runKeys } from './slip-keys';

export async function getRunHeadcount(to: string, departmentId: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ joinedTo: to, page: '1', limit: '1' });
  params.append('status', 'active');
  params.append('status', 'on_notice');
  if (departmentId) params.set('departmentId', departmentId);
  const list = EmployeeListResponseSchema.parse(await api.get<unknown>(`/employees?${params}`, { signal }));
  return list.total;
}

export const runHeadcountQueryOptions = (to: string, departmentId: string) =>
  queryOptions({
    queryKey: runKeys.headcount(to, departmentId),
    queryFn: ({ signal }) => getRunHeadcount(to, departmentId, signal),
  });

export function useRunHeadcount(to: string, departmentId: string, enabled: boolean) {
  return useQuery({ ...runHeadcountQueryOptions(to, departmentId), enabled });
}
