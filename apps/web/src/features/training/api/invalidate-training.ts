import type { QueryClient } from '@tanstack/react-query';
import { trainingKeys } from './training-keys';

/** After a change: courses, enrolments and compliance again, the viewer left alone. */
export function invalidateTraining(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: trainingKeys.all,
    predicate: (query) => query.queryKey[1] !== 'viewer',
  });
}
