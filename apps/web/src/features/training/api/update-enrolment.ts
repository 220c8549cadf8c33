import { type Enrolment, EnrolmentSchema, type UpdateEnrolmentBody } from '@hrms/contracts/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTraining } from './invalidate-training';

/** Marks attendance, completion (with an optional score) or cancels an enrolment. */
export async function updateEnrolment({
  id,
  body,
}: {
  id: string;
  body: UpdateEnrolmentBody;
}): Promise<Enrolment> {
  return EnrolmentSchema.parse(
    await api.patch<unknown>(`/training/enrolments/${encodeURIComponent(id)}`, body),
  );
}

export function useUpdateEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEnrolment, onSuccess: () => invalidateTraining(queryClient) });
}
