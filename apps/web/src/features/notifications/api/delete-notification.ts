import { api } from '../../../lib/api-client';

export function deleteNotification(id: string): Promise<unknown> {
  return api.delete(`/notifications/${encodeURIComponent(id)}`);
}
