import { type ChecklistListResponse, ChecklistListResponseSchema } from '@hrms/contracts/onboarding';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList } from './get-list';
import { type ChecklistListParams, onboardingKeys } from './onboarding-keys';

/** The checklists the caller may follow (a manager: their people's), with the counts by status. */
export async function getChecklists(
  params: ChecklistListParams,
  signal?: AbortSignal,
): Promise<ChecklistListResponse> {
  return getList('/onboarding/checklists', ChecklistListResponseSchema, params, signal);
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
