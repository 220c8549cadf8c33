import { type RecentActivityResponse, RecentActivityResponseSchema } from '@hrms/contracts/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export const ACTIVITY_PAGE_SIZE = 20;

/** Who changed what on the record, newest first. */
export async function getEmployeeActivity(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<RecentActivityResponse> {
  const data = await api.get<unknown>(`/employees/${encodeURIComponent(id)}/recent-activity`, {
    query: { page, limit: ACTIVITY_PAGE_SIZE },
    signal,
  });
  return RecentActivityResponseSchema.parse(data);
}

export const employeeActivityQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: employeeKeys.activity(id, page),
    queryFn: ({ signal }) => getEmployeeActivity(id, page, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployeeActivity(id: string, page: number) {
  return useQuery(employeeActivityQueryOptions(id, page));
}
