import { type ApplicationListResponse, ApplicationListResponseSchema } from '@hrms/contracts/recruitment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ApplicationListParams, recruitmentKeys } from './recruitment-keys';

/** The applications to one opening the caller may follow, filtered by name, email or phone. */
export async function getApplications(
  params: ApplicationListParams,
  signal?: AbortSignal,
): Promise<ApplicationListResponse> {
  const data = await api.get<unknown>('/recruitment/applications', {
    query: {
      openingId: params.openingId,
      search: params.search || undefined,
      page: params.page,
      limit: params.limit,
    },
    signal,
  });
  return ApplicationListResponseSchema.parse(data);
}

export const applicationsQueryOptions = (params: ApplicationListParams) =>
  queryOptions({
    queryKey: recruitmentKeys.applicationList(params),
    queryFn: ({ signal }) => getApplications(params, signal),
    placeholderData: keepPreviousData,
  });

export function useApplications(params: ApplicationListParams) {
  return useQuery({ ...applicationsQueryOptions(params), enabled: params.openingId !== '' });
}
