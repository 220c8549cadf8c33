import { api } from '../../../lib/api-client';

/** Deletes every notification of the signed-in person. */
export function clearNotifications(): Promise<unknown> {
  return api.delete('/notifications');
}
