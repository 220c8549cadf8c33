import { type CourseDetail, CourseDetailSchema } from '@hrms/contracts/training';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trainingKeys } from './training-keys';

/** One course with its sessions, soonest first, each with its seats taken and waitlist. */
export async function getCourse(id: string, signal?: AbortSignal): Promise<CourseDetail> {
  return CourseDetailSchema.parse(
    await api.get<unknown>(`/training/courses/${encodeURIComponent(id)}`, { signal }),
  );
}

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: trainingKeys.course(id),
    queryFn: ({ signal }) => getCourse(id, signal),
  });

export function useCourse(id: string | null) {
  return useQuery({ ...courseQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
}
