import { type Application, ApplicationSchema, type CreateApplicationBody } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** hr adds a candidate who did not come through the careers page. */
export async function createApplication(body: CreateApplicationBody): Promise<Application> {
  return ApplicationSchema.parse(await api.post<unknown>('/recruitment/applications', body));
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApplication, onSuccess: () => invalidateRecruitment(queryClient) });
}
