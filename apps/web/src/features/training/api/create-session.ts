import { type CreateSessionBody, type Session, SessionSchema } from '@hrms/contracts/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTraining } from './invalidate-training';

export async function createSession({
  courseId,
  body,
}: {
  courseId: string;
  body: CreateSessionBody;
}): Promise<Session> {
  return SessionSchema.parse(
    await api.post<unknown>(`/training/courses/${encodeURIComponent(courseId)}/sessions`, body),
  );
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSession, onSuccess: () => invalidateTraining(queryClient) });
}
