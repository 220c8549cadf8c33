import { type CourseListResponse, CourseListResponseSchema } from '@hrms/contracts/training';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type CourseListParams, trainingKeys } from './training-keys';

/** A page of courses, active first, then by title. */
export async function getCourses(
  params: CourseListParams,
  signal?: AbortSignal,
): Promise<CourseListResponse> {
  const data = await api.get<unknown>('/training/courses', {
    query: {
      page: params.page,
      limit: params.limit,
      search: params.search || undefined,
      status: params.status || undefined,
      mandatory: params.mandatory || undefined,
    },
    signal,
  });
  return CourseListResponseSchema.parse(data);
}

export const coursesQueryOptions = (params: CourseListParams) =>
  queryOptions({
    queryKey: trainingKeys.courseList(params),
    queryFn: ({ signal }) => getCourses(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCourses(params: CourseListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...coursesQueryOptions(params), enabled: options.enabled ?? true });
}
