import { type CreateCommentBody, type TaskComment, TaskCommentSchema } from '@hrms/contracts/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOnboarding } from './invalidate-onboarding';

export async function addComment({
  taskId,
  body,
}: {
  taskId: string;
  body: CreateCommentBody;
}): Promise<TaskComment> {
  return TaskCommentSchema.parse(
    await api.post<unknown>(`/onboarding/tasks/${encodeURIComponent(taskId)}/comments`, body),
  );
}

/** Adds a comment; the thread and the task's count refresh. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addComment, onSuccess: () => invalidateOnboarding(queryClient) });
}
