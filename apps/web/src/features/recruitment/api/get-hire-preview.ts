import { type HirePreview, HirePreviewSchema } from '@hrms/contracts/recruitment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** The next employee code and a work email in the company's patterns, and what the panel has not done. */
export async function getHirePreview(applicationId: string, signal?: AbortSignal): Promise<HirePreview> {
  return HirePreviewSchema.parse(
    await api.get<unknown>(`/recruitment/applications/${encodeURIComponent(applicationId)}/hire-preview`, {
      signal,
    }),
  );
}

export const hirePreviewQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: recruitmentKeys.hirePreview(applicationId),
    queryFn: ({ signal }) => getHirePreview(applicationId, signal),
  });

export function useHirePreview(applicationId: string) {
  return useQuery(hirePreviewQueryOptions(applicationId));
}
