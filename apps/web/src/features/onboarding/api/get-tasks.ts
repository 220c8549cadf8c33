import { type TaskListResponse, TaskListResponseSchema } from '@hrms/contracts/onboarding';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList } from './get-list';
import { onboardingKeys, type TaskListParams } from './onboarding-keys';

/** The tasks given to the caller (for admin and hr, the hr team's too), with their overdue count. */
export async function getTasks(params: TaskListParams, signal?: AbortSignal): Promise<TaskListResponse> {
  return getList('/onboarding/tasks', TaskListResponseSchema, params, signal);
}

export const tasksQueryOptions = (params: TaskListParams) =>
  queryOptions({
    queryKey: onboardingKeys.taskList(params),
    queryFn: ({ signal }) => getTasks(params, signal),
    placeholderData: keepPreviousData,
  });

export function useTasks(params: TaskListParams) {
  return useQuery(tasksQueryOptions(params));
}
