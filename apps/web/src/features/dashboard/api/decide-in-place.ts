/**
 * Approving or refusing from the dashboard: the same calls as the leave and attendance pages; the
 * dashboard's panels and those pages' lists refresh when it is done.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideLeave, decideRegularization } from '../../../api/decide-request';
import { dashboardKeys } from './dashboard-keys';

export interface Decision {
  kind: 'leave' | 'correction';
  id: string;
  status: 'approved' | 'rejected';
  comment: string | null;
}

export function useDecideInPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, status, comment }: Decision): Promise<void> => {
      if (kind === 'leave') await decideLeave({ id, body: { status, comment } });
      else await decideRegularization({ id, body: { status, comment } });
    },
    onSettled: (_result, _error, { kind }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: [kind === 'leave' ? 'leave' : 'attendance'] }),
      ]),
  });
}
