import { type Interview, InterviewSchema, type SubmitScorecardBody } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** The caller's scorecard for an interview they sat on; it is submitted once. */
export async function submitScorecard({
  interviewId,
  body,
}: {
  interviewId: string;
  body: SubmitScorecardBody;
}): Promise<Interview> {
  return InterviewSchema.parse(
    await api.put<unknown>(`/recruitment/interviews/${encodeURIComponent(interviewId)}/scorecard`, body),
  );
}

export function useSubmitScorecard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitScorecard, onSuccess: () => invalidateRecruitment(queryClient) });
}
