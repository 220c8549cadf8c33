import type { NotificationListResponse, StoredNotification } from '@hrms/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { checkedAnswer } from '../../../lib/checked-answer';
import { MAX_NOTIFICATIONS, type NotificationItem } from '../stores/notification-store';
import { notificationKeys } from './notification-keys';

/** The newest notifications (as many as the client keeps) and the server's unread count. */
export async function getNotifications(
  limit: number = MAX_NOTIFICATIONS,
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  return checkedAnswer(api.get('/notifications', { query: { page: 1, limit }, signal }), () =>
    import('@hrms/contracts/notifications').then((contract) => contract.NotificationListResponseSchema),
  );
}

/** Always fetched afresh: the store, not the cache, holds the list between loads. */
export const notificationsQueryOptions = (limit: number = MAX_NOTIFICATIONS) =>
  queryOptions({
    queryKey: notificationKeys.list({ limit }),
    queryFn: ({ signal }) => getNotifications(limit, signal),
    staleTime: 0,
    gcTime: 0,
    // Once more after a network or server failure; an answer like 403 will not change.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export function toNotificationItem(stored: StoredNotification): NotificationItem {
  return {
    id: stored.id,
    type: stored.type,
    title: stored.title,
    message: stored.message,
    timestamp: stored.timestamp,
    read: stored.read,
    ...(stored.module ? { module: stored.module } : {}),
    ...(stored.link ? { link: stored.link } : {}),
    stored: true,
  };
}
