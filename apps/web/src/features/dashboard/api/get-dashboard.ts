import type { DashboardResponse } from '@hrms/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkedAnswer } from '../../../lib/checked-answer';
import { dashboardKeys } from './dashboard-keys';

export async function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return checkedAnswer(api.get('/dashboard', { signal }), () =>
    import('@hrms/contracts/dashboard').then((contract) => contract.DashboardResponseSchema),
  );
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboard(signal),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
