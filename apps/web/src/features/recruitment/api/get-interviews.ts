import { type InterviewListResponse, InterviewListResponseSchema } from '@hrms/contracts/recruitment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type InterviewListParams, recruitmentKeys } from './recruitment-keys';

/** Interviews: the caller's panels, or (hr) everyone's, or one application's; to come or past. */
export async function getInterviews(
  params: InterviewListParams,
  signal?: AbortSignal,
): Promise<InterviewListResponse> {
  const data = await api.get<unknown>('/recruitment/interviews', {
    query: {
      mine: params.mine ? 'true' : undefined,
      upcoming: params.upcoming ? 'true' : undefined,
      applicationId: params.applicationId,
      page: params.page,
      limit: params.limit,
    },
    signal,
  });
  return InterviewListResponseSchema.parse(data);
}

export const interviewsQueryOptions = (params: InterviewListParams) =>
  queryOptions({
    queryKey: recruitmentKeys.interviewList(params),
    queryFn: ({ signal }) => getInterviews(params, signal),
    placeholderData: keepPreviousData,
  });

export function useInterviews(params: InterviewListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...interviewsQueryOptions(params), enabled: options.enabled ?? true });
}
