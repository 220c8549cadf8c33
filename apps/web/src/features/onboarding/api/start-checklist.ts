import {
  type ChecklistDetail,
  ChecklistDetailSchema,
  type StartChecklistBody,
} from '@hrms/contracts/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOnboarding } from './invalidate-onboarding';
import { onboardingKeys } from './onboarding-keys';

/** Starts a checklist by hand (admin, hr); the best matching active template when none is named. */
export async function startChecklist(body: StartChecklistBody): Promise<ChecklistDetail> {
  return ChecklistDetailSchema.parse(await api.post<unknown>('/onboarding/checklists', body));
}

export function useStartChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChecklist,
    onSuccess: (checklist) => {
      queryClient.setQueryData(onboardingKeys.checklist(checklist.id), checklist);
      return invalidateOnboarding(queryClient);
    },
  });
}
