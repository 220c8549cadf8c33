import { type EmployeeDashboardStats, EmployeeDashboardStatsSchema } from '@hrms/contracts/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Tenure, reports, documents and how complete the record is. */
export async function getEmployeeDashboardStats(
  id: string,
  signal?: AbortSignal,
): Promise<EmployeeDashboardStats> {
  const data = await api.get<unknown>(`/employees/${encodeURIComponent(id)}/dashboard-stats`, { signal });
  return EmployeeDashboardStatsSchema.parse(data);
}

export const employeeDashboardStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: employeeKeys.dashboardStats(id),
    queryFn: ({ signal }) => getEmployeeDashboardStats(id, signal),
  });

export function useEmployeeDashboardStats(id: string, enabled = true) {
  return useQuery({ ...employeeDashboardStatsQueryOptions(id), enabled });
}
