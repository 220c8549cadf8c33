/**
 * Ticking off one's onboarding task from the dashboard: the same call as the onboarding page; the
 * panel and that page's lists refresh when it is done.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOnboardingTask } from '../../../api/update-onboarding-task';
import { dashboardKeys } from './dashboard-keys';

export function useTickTaskInPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => updateOnboardingTask({ id, body: { status: 'done' } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['onboarding'] }),
      ]),
  });
}
