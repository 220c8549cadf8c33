import { type CommentListResponse, CommentListResponseSchema } from '@hrms/contracts/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** A task's comments, oldest first. */
export async function getComments(taskId: string, signal?: AbortSignal): Promise<CommentListResponse> {
  return CommentListResponseSchema.parse(
    await api.get<unknown>(`/onboarding/tasks/${encodeURIComponent(taskId)}/comments`, { signal }),
  );
}

export const commentsQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: onboardingKeys.comments(taskId),
    queryFn: ({ signal }) => getComments(taskId, signal),
  });

export function useComments(taskId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...commentsQueryOptions(taskId), enabled: options.enabled ?? true });
}
