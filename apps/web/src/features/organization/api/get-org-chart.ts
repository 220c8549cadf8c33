import { type OrgChartResponse, OrgChartResponseSchema } from '@hrms/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organizationKeys } from './organization-keys';

export interface OrgChartParams {
  departmentId?: string | undefined;
}

/**
 * The reporting tree the signed-in person may see (everyone for admin and hr; a manager's starts
 * from them), optionally one department's people.
 */
export async function getOrgChart(params: OrgChartParams, signal?: AbortSignal): Promise<OrgChartResponse> {
  const data = await api.get<unknown>('/employees/org-chart', {
    query: { departmentId: params.departmentId },
    signal,
  });
  return OrgChartResponseSchema.parse(data);
}

export const orgChartQueryOptions = (params: OrgChartParams) =>
  queryOptions({
    queryKey: organizationKeys.chart(params),
    queryFn: ({ signal }) => getOrgChart(params, signal),
  });

export function useOrgChart(params: OrgChartParams) {
  return useQuery(orgChartQueryOptions(params));
}
