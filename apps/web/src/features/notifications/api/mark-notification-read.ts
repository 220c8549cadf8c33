import { api } from '../../../lib/api-client';

export function markNotificationRead(id: string): Promise<unknown> {
  return api.patch(`/notifications/${encodeURIComponent(id)}/read`);
}
