import { type Course, CourseSchema, type CreateCourseBody } from '@hrms/contracts/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTraining } from './invalidate-training';

export async function createCourse(body: CreateCourseBody): Promise<Course> {
  return CourseSchema.parse(await api.post<unknown>('/training/courses', body));
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCourse, onSuccess: () => invalidateTraining(queryClient) });
}
