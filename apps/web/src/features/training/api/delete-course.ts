import { OkResponseSchema } from '@hrms/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTraining } from './invalidate-training';
import { trainingKeys } from './training-keys';

/** Deletes a course nobody ever enrolled in; otherwise the server answers 409 and it is archived instead. */
export async function deleteCourse(id: string) {
  return OkResponseSchema.parse(await api.delete<unknown>(`/training/courses/${encodeURIComponent(id)}`));
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: trainingKeys.course(id) });
      return invalidateTraining(queryClient);
    },
  });
}
