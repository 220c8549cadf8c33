import { type EnrolmentListResponse, EnrolmentListResponseSchema } from '@hrms/contracts/training';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type EnrolmentListParams, trainingKeys } from './training-keys';

/** Enrolments the caller may see (their own, their team's, or everyone's), filtered. */
export async function getEnrolments(
  params: EnrolmentListParams,
  signal?: AbortSignal,
): Promise<EnrolmentListResponse> {
  const data = await api.get<unknown>('/training/enrolments', {
    query: {
      page: params.page,
      limit: params.limit,
      courseId: params.courseId || undefined,
      sessionId: params.sessionId || undefined,
      employeeId: params.employeeId || undefined,
      status: params.status || undefined,
    },
    signal,
  });
  return EnrolmentListResponseSchema.parse(data);
}

export const enrolmentsQueryOptions = (params: EnrolmentListParams) =>
  queryOptions({
    queryKey: trainingKeys.enrolmentList(params),
    queryFn: ({ signal }) => getEnrolments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useEnrolments(params: EnrolmentListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...enrolmentsQueryOptions(params), enabled: options.enabled ?? true });
}
