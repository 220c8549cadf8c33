import { type Course, CourseSchema, type UpdateCourseBody } from '@hrms/contracts/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTraining } from './invalidate-training';

/** Changes a course; `{ status }` alone archives it or brings it back. */
export async function updateCourse({ id, body }: { id: string; body: UpdateCourseBody }): Promise<Course> {
  return CourseSchema.parse(await api.patch<unknown>(`/training/courses/${encodeURIComponent(id)}`, body));
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCourse, onSuccess: () => invalidateTraining(queryClient) });
}
