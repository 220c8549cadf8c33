/** Correction requests for forgotten punches: mine, those waiting for my decision, or all I reach. */
import {
  type RegularizationListResponse,
  RegularizationListResponseSchema,
} from '@hrms/contracts/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys, type RequestListParams } from './attendance-keys';

export async function getRegularizations(
  params: RequestListParams,
  signal?: AbortSignal,
): Promise<RegularizationListResponse> {
  return RegularizationListResponseSchema.parse(
    await api.get<unknown>('/attendance/regularizations', {
      query: { ...params, status: params.status || undefined },
      signal,
    }),
  );
}

export const regularizationsQueryOptions = (params: RequestListParams, enabled = true) =>
  queryOptions({
    queryKey: attendanceKeys.requests(params),
    queryFn: ({ signal }) => getRegularizations(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useRegularizations(params: RequestListParams, enabled = true) {
  return useQuery(regularizationsQueryOptions(params, enabled));
}
