import { type OpeningListResponse, OpeningListResponseSchema } from '@hrms/contracts/recruitment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type OpeningListParams, recruitmentKeys } from './recruitment-keys';

/** A page of openings (hr: all; a hiring manager: theirs), by title and status, with each status's count. */
export async function getOpenings(
  params: OpeningListParams,
  signal?: AbortSignal,
): Promise<OpeningListResponse> {
  const data = await api.get<unknown>('/recruitment/openings', {
    query: {
      page: params.page,
      limit: params.limit,
      search: params.search || undefined,
      status: params.status || undefined,
    },
    signal,
  });
  return OpeningListResponseSchema.parse(data);
}

export const openingsQueryOptions = (params: OpeningListParams) =>
  queryOptions({
    queryKey: recruitmentKeys.openingList(params),
    queryFn: ({ signal }) => getOpenings(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOpenings(params: OpeningListParams) {
  return useQuery(openingsQueryOptions(params));
}
