import { type ApplicationDetail, ApplicationDetailSchema } from '@hrms/contracts/recruitment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** One application: the candidate, answers, history, notes, the offer and what the caller may do. */
export async function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return ApplicationDetailSchema.parse(
    await api.get<unknown>(`/recruitment/applications/${encodeURIComponent(id)}`, { signal }),
  );
}

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: recruitmentKeys.application(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });

export function useApplication(id: string | null) {
  return useQuery({ ...applicationQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
}
