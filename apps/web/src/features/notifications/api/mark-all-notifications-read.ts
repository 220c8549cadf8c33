import { api } from '../../../lib/api-client';

export function markAllNotificationsRead(): Promise<unknown> {
  return api.patch('/notifications/read-all');
}
