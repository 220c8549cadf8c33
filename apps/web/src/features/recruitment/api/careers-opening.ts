/** One open role of the careers page with its questions, read without signing in; 404 once it is not open. */
import { type PublicOpening, PublicOpeningSchema } from '@hrms/contracts/recruitment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

export async function getCareersOpening(id: string, signal?: AbortSignal): Promise<PublicOpening> {
  const data = await api.get<unknown>(`/careers/openings/${encodeURIComponent(id)}`, {
    signal,
    skipAuthRedirect: true,
  });
  return PublicOpeningSchema.parse(data);
}

export const careersOpeningQueryOptions = (id: string) =>
  queryOptions({
    queryKey: recruitmentKeys.careersOpening(id),
    queryFn: ({ signal }) => getCareersOpening(id, signal),
  });

export function useCareersOpening(id: string) {
  return useQuery(careersOpeningQueryOptions(id));
}
