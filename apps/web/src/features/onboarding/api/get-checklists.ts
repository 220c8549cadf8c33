import { type ChecklistListResponse, ChecklistListResponseSchema } from '@hrms/contracts/onboarding';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ChecklistListParams, onboardingKeys } from './onboarding-keys';

/** The checklists the caller may follow (a manager: their people's), with the counts by status. */
export async function getChecklists(
  params: ChecklistListParams,
  signal?: AbortSignal,
): Promise<ChecklistListResponse> {
  const data = await api.get<unknown>('/onboarding/checklists', {
    query: {
      page: params.page,
      limit: params.limit,
      search: params.search || undefined,
      kind: params.kind || undefined,
      status: params.status || undefined,
    },
    signal,
  });
  return ChecklistListResponseSchema.parse(data);
}

export const checklistsQueryOptions = (params: ChecklistListParams) =>
  queryOptions({
    queryKey: onboardingKeys.checklistList(params),
    queryFn: ({ signal }) => getChecklists(params, signal),
    placeholderData: keepPreviousData,
  });

export function useChecklists(params: ChecklistListParams) {
  return useQuery(checklistsQueryOptions(params));
}
