import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';
import type { SecurityAlerts } from './get-security-alerts';

export async function markSecurityAlertRead(id: string): Promise<void> {
  await api.patch<unknown>(`/auth/security-alerts/${encodeURIComponent(id)}/read`);
}

export function useMarkSecurityAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSecurityAlertRead,
    // The list answers at once; the server's copy follows.
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: authKeys.securityAlerts() });
      const previous = queryClient.getQueryData<SecurityAlerts>(authKeys.securityAlerts());
      if (previous) {
        const target = previous.items.find((alert) => alert.id === id);
        queryClient.setQueryData<SecurityAlerts>(authKeys.securityAlerts(), {
          items: previous.items.map((alert) => (alert.id === id ? { ...alert, read: true } : alert)),
          unread: target && !target.read ? Math.max(0, previous.unread - 1) : previous.unread,
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(authKeys.securityAlerts(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.securityAlerts() }),
  });
}
