import { type Interview, InterviewSchema, type UpdateInterviewBody } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** Moves an interview to another time or place, or (`{ status: 'cancelled' }`) cancels it. */
export async function updateInterview({
  id,
  body,
}: {
  id: string;
  body: UpdateInterviewBody;
}): Promise<Interview> {
  return InterviewSchema.parse(
    await api.patch<unknown>(`/recruitment/interviews/${encodeURIComponent(id)}`, body),
  );
}

export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInterview, onSuccess: () => invalidateRecruitment(queryClient) });
}
