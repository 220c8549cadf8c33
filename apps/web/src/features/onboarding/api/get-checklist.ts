import { type ChecklistDetail, ChecklistDetailSchema } from '@hrms/contracts/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** One checklist with its tasks in order, and what the caller may do with it. */
export async function getChecklist(id: string, signal?: AbortSignal): Promise<ChecklistDetail> {
  return ChecklistDetailSchema.parse(
    await api.get<unknown>(`/onboarding/checklists/${encodeURIComponent(id)}`, { signal }),
  );
}

export const checklistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: onboardingKeys.checklist(id),
    queryFn: ({ signal }) => getChecklist(id, signal),
  });

export function useChecklist(id: string | null) {
  return useQuery({ ...checklistQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
}
