import { type DashboardResponse, DashboardResponseSchema } from '@hrms/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export async function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  const data = await api.get<unknown>('/dashboard', { signal });
  return DashboardResponseSchema.parse(data);
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboard(signal),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
