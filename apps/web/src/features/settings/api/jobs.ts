/** Settings → Jobs (admin): the server's background work, its failures, and trying one again. */
import { type JobListQuery, JobListResponseSchema, JobSchema, type JobStatus } from '@hrms/contracts/jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export const JOBS_PAGE_SIZE = 25;

export function useJobs(params: { page: number; status?: JobStatus | undefined }) {
  return useQuery({
    queryKey: settingsKeys.jobs(params),
    queryFn: async ({ signal }) =>
      JobListResponseSchema.parse(
        await api.get<unknown>('/settings/jobs', {
          signal,
          query: { ...params, limit: JOBS_PAGE_SIZE } satisfies Partial<JobListQuery>,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      JobSchema.parse(await api.post<unknown>(`/settings/jobs/${encodeURIComponent(id)}/retry`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.jobsAll() }),
  });
}
