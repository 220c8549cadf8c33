/**
 * The in-app notification list (spec §4): newest first, at most 100 kept; the
 * unread count follows adds, mark-read, mark-all, removal and clear.
 */
import type { Notification } from '@hrms/contracts/realtime';

export const MAX_NOTIFICATIONS = 100;

export interface NotificationState {
  items: Notification[];
  unreadCount: number;
}

export type NotificationAction =
  | { type: 'add'; notification: Notification }
  | { type: 'markRead'; id: string }
  | { type: 'markAllRead' }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

export const initialNotificationState: NotificationState = { items: [], unreadCount: 0 };

function countUnread(items: readonly Notification[]): number {
  return items.reduce((n, item) => (item.read ? n : n + 1), 0);
}

export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case 'add': {
      // The same notification delivered twice (reconnect, two tabs) replaces the first.
      const rest = state.items.filter((item) => item.id !== action.notification.id);
      const items = [action.notification, ...rest].slice(0, MAX_NOTIFICATIONS);
      return { items, unreadCount: countUnread(items) };
    }
    case 'markRead': {
      const target = state.items.find((item) => item.id === action.id);
      if (!target || target.read) return state;
      const items = state.items.map((item) => (item.id === action.id ? { ...item, read: true } : item));
      return { items, unreadCount: state.unreadCount - 1 };
    }
    case 'markAllRead': {
      if (state.unreadCount === 0) return state;
      return {
        items: state.items.map((item) => (item.read ? item : { ...item, read: true })),
        unreadCount: 0,
      };
    }
    case 'remove': {
      const items = state.items.filter((item) => item.id !== action.id);
      if (items.length === state.items.length) return state;
      return { items, unreadCount: countUnread(items) };
    }
    case 'clear':
      return initialNotificationState;
  }
}
