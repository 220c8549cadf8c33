import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOnboardingTask } from '../../../api/update-onboarding-task';
import { invalidateOnboarding } from './invalidate-onboarding';

/** Marks a task done or open again; admin and hr also skip, reassign or re-date it. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnboardingTask,
    onSuccess: () => invalidateOnboarding(queryClient),
  });
}
