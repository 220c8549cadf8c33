import type { QueryClient } from '@tanstack/react-query';
import { onboardingKeys } from './onboarding-keys';

/**
 * After a change: templates, checklists, tasks and comments again, and the dashboard, whose "My
 * onboarding tasks" panel reads the same tasks.
 */
export function invalidateOnboarding(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: onboardingKeys.all,
      predicate: (query) => query.queryKey[1] !== 'colleague',
    }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
