import { type ChecklistDetail, ChecklistDetailSchema } from '@hrms/contracts/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOnboarding } from './invalidate-onboarding';
import { onboardingKeys } from './onboarding-keys';

/** Stops a checklist (admin, hr); its open tasks stay as they were. */
export async function cancelChecklist(id: string): Promise<ChecklistDetail> {
  return ChecklistDetailSchema.parse(
    await api.patch<unknown>(`/onboarding/checklists/${encodeURIComponent(id)}`, { status: 'cancelled' }),
  );
}

export function useCancelChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelChecklist,
    onSuccess: (checklist) => {
      queryClient.setQueryData(onboardingKeys.checklist(checklist.id), checklist);
      return invalidateOnboarding(queryClient);
    },
  });
}
