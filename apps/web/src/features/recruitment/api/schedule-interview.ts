import { type Interview, InterviewSchema, type ScheduleInterviewBody } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** Schedules an interview; each interviewer is mailed an invitation for their calendar. */
export async function scheduleInterview({
  applicationId,
  body,
}: {
  applicationId: string;
  body: ScheduleInterviewBody;
}): Promise<Interview> {
  return InterviewSchema.parse(
    await api.post<unknown>(
      `/recruitment/applications/${encodeURIComponent(applicationId)}/interviews`,
      body,
    ),
  );
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: scheduleInterview, onSuccess: () => invalidateRecruitment(queryClient) });
}
