/**
 * The in-app notification list (spec §4): newest first, at most 100 kept on the
 * client; the unread count rises when an unread item is added and drops on
 * mark-read, mark-all and removal; clear empties everything.
 *
 * Two kinds of item share the list. Stored ones live on the server (loaded with
 * GET /notifications, pushed by the `notification` event); their unread count is
 * the server's, which also counts unread items beyond the 100 kept here. Local
 * ones were never saved (update events and system notices); they count only
 * while they are in the list. So the badge is `serverUnread + local unread`.
 *
 * A load replaces the stored items with the server's answer. Whatever happened
 * while it was in flight (a pushed notification, a mark-read) is journalled and
 * replayed over that answer, so nothing is lost or counted twice; every action
 * is idempotent per id, which makes the replay safe.
 */
import { NOTIFICATIONS_KEPT_ON_CLIENT } from '@hrms/contracts/notification-limits';
import type { Notification } from '@hrms/contracts/realtime';

export const MAX_NOTIFICATIONS = NOTIFICATIONS_KEPT_ON_CLIENT;

export interface NotificationItem extends Notification {
  /** Saved on the server (mark-read and delete go there too); false for a local, unsaved entry. */
  stored: boolean;
}

export type NotificationLoadStatus = 'loading' | 'ready' | 'error';

export interface NotificationState {
  items: NotificationItem[];
  /** Unread stored notifications as the server counts them, including those not kept here. */
  serverUnread: number;
  /** What the bell shows: `serverUnread` plus the unread local items. */
  unreadCount: number;
  status: NotificationLoadStatus;
  /** Actions applied while a load is in flight, replayed over its answer; null when none is. */
  journal: NotificationAction[] | null;
}

/** `notifications:sync` (contracts `NotificationsSyncSchema`): another tab or a REST call changed the list. */
export interface NotificationSync {
  /** The server's unread count after the change. */
  unread: number;
  readIds?: string[] | undefined;
  /** Everything was marked read. */
  all?: boolean | undefined;
  removedIds?: string[] | undefined;
  /** Everything was removed. */
  cleared?: boolean | undefined;
}

export type NotificationAction =
  | { type: 'loadStart' }
  | { type: 'loaded'; items: NotificationItem[]; unread: number }
  | { type: 'loadFailed' }
  | { type: 'add'; notification: NotificationItem }
  | { type: 'markRead'; id: string }
  | { type: 'markAllRead' }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | ({ type: 'sync' } & NotificationSync);

export const initialNotificationState: NotificationState = {
  items: [],
  serverUnread: 0,
  unreadCount: 0,
  status: 'loading',
  journal: null,
};

function settle(state: NotificationState): NotificationState {
  const serverUnread = Math.max(0, state.serverUnread);
  const localUnread = state.items.reduce((n, item) => (item.stored || item.read ? n : n + 1), 0);
  const unreadCount = serverUnread + localUnread;
  if (serverUnread === state.serverUnread && unreadCount === state.unreadCount) return state;
  return { ...state, serverUnread, unreadCount };
}

function isUnreadStored(item: NotificationItem | undefined): boolean {
  return item?.stored === true && !item.read;
}

function newestFirst(a: NotificationItem, b: NotificationItem): number {
  const ta = Date.parse(a.timestamp);
  const tb = Date.parse(b.timestamp);
  return (Number.isNaN(tb) ? 0 : tb) - (Number.isNaN(ta) ? 0 : ta);
}

/** The list itself, without the journal. */
function apply(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case 'loadStart':
      // A second load while one is in flight keeps the journal: replaying more is harmless.
      return { ...state, status: 'loading', journal: state.journal ?? [] };
    case 'loaded': {
      const stored = action.items.map((item) => ({ ...item, stored: true }));
      const ids = new Set(stored.map((item) => item.id));
      const local = state.items.filter((item) => !item.stored && !ids.has(item.id));
      const items = [...stored, ...local].sort(newestFirst).slice(0, MAX_NOTIFICATIONS);
      const base = settle({
        items,
        serverUnread: action.unread,
        unreadCount: 0,
        status: 'ready',
        journal: null,
      });
      return (state.journal ?? []).reduce(apply, base);
    }
    case 'loadFailed':
      return { ...state, status: 'error', journal: null };
    case 'add': {
      const incoming = action.notification;
      const index = state.items.findIndex((item) => item.id === incoming.id);
      const existing = index >= 0 ? state.items[index] : undefined;
      // The same notification delivered twice (reconnect, replay, two tabs) replaces the first in place.
      const items =
        index >= 0
          ? state.items.map((item, i) => (i === index ? incoming : item))
          : [incoming, ...state.items].slice(0, MAX_NOTIFICATIONS);
      const delta = (isUnreadStored(incoming) ? 1 : 0) - (isUnreadStored(existing) ? 1 : 0);
      return settle({ ...state, items, serverUnread: state.serverUnread + delta });
    }
    case 'markRead': {
      const target = state.items.find((item) => item.id === action.id);
      if (!target || target.read) return state;
      const items = state.items.map((item) => (item.id === action.id ? { ...item, read: true } : item));
      return settle({ ...state, items, serverUnread: state.serverUnread - (target.stored ? 1 : 0) });
    }
    case 'markAllRead':
      return settle({
        ...state,
        items: state.items.map((item) => (item.read ? item : { ...item, read: true })),
        serverUnread: 0,
      });
    case 'remove': {
      const target = state.items.find((item) => item.id === action.id);
      if (!target) return state;
      const items = state.items.filter((item) => item.id !== action.id);
      return settle({ ...state, items, serverUnread: state.serverUnread - (isUnreadStored(target) ? 1 : 0) });
    }
    case 'clear':
      return settle({ ...state, items: [], serverUnread: 0 });
    case 'sync': {
      if (action.cleared) return settle({ ...state, items: [], serverUnread: action.unread });
      const readIds = new Set(action.readIds ?? []);
      const removedIds = new Set(action.removedIds ?? []);
      const items = state.items
        .filter((item) => !removedIds.has(item.id))
        .map((item) =>
          !item.read && item.stored && (action.all || readIds.has(item.id)) ? { ...item, read: true } : item,
        );
      return settle({ ...state, items, serverUnread: action.unread });
    }
  }
}

export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  const next = apply(state, action);
  if (
    state.journal === null ||
    action.type === 'loadStart' ||
    action.type === 'loaded' ||
    action.type === 'loadFailed'
  ) {
    return next;
  }
  return { ...next, journal: [...(next.journal ?? state.journal), action] };
}
