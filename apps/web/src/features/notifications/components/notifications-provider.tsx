/**
 * Holds the signed-in person's notification list for as long as they stay
 * signed in: loaded from the server on mount (and again after a reconnect),
 * kept in step by realtime events, changed through the REST endpoints with the
 * list updated at once and reloaded if the server refuses.
 */
import type { Notification } from '@hrms/contracts/realtime';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { i18n } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { clearNotifications } from '../api/clear-notifications';
import { deleteNotification } from '../api/delete-notification';
import { notificationsQueryOptions, toNotificationItem } from '../api/get-notifications';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationRead } from '../api/mark-notification-read';
import {
  initialNotificationState,
  type NotificationItem,
  type NotificationLoadStatus,
  type NotificationSync,
  notificationReducer,
} from '../stores/notification-store';

export type NewNotification = Omit<Notification, 'id' | 'timestamp' | 'read'> &
  Partial<Pick<Notification, 'id' | 'timestamp' | 'read'>>;

interface NotificationsContextValue {
  items: NotificationItem[];
  unreadCount: number;
  status: NotificationLoadStatus;
  /**
   * Puts a notification on the list. `stored` says the server saved it (the
   * `notification` event); otherwise it is a local, unsaved entry.
   */
  add: (notification: NewNotification, options?: { stored?: boolean }) => NotificationItem;
  markRead: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Applies `notifications:sync` from the server. */
  sync: (sync: NotificationSync) => void;
  /** Reloads the stored notifications and the unread count. */
  refresh: () => Promise<void>;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(notificationReducer, initialNotificationState);
  const itemsRef = useRef(state.items);
  itemsRef.current = state.items;
  const loadSeq = useRef(0);

  const refresh = useCallback(async () => {
    const seq = ++loadSeq.current;
    dispatch({ type: 'loadStart' });
    try {
      const data = await queryClient.fetchQuery(notificationsQueryOptions());
      // Only the latest load applies, so the journal is replayed once, over the newest answer.
      if (seq !== loadSeq.current) return;
      dispatch({ type: 'loaded', items: data.items.map(toNotificationItem), unread: data.unread });
    } catch {
      if (seq === loadSeq.current) dispatch({ type: 'loadFailed' });
    }
  }, [queryClient]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const actions = useMemo(() => {
    const onFailure = (message: MessageDescriptor) => () => {
      toast.error(i18n._(message), { duration: 6000 });
      void refresh();
    };
    const isStored = (id: string) => itemsRef.current.find((item) => item.id === id)?.stored ?? false;
    return {
      add: (input: NewNotification, options: { stored?: boolean } = {}) => {
        const notification: NotificationItem = {
          ...input,
          id: input.id ?? newId(),
          timestamp: input.timestamp ?? new Date().toISOString(),
          read: input.read ?? false,
          stored: options.stored ?? false,
        };
        dispatch({ type: 'add', notification });
        return notification;
      },
      markRead: (id: string) => {
        const item = itemsRef.current.find((n) => n.id === id);
        if (!item || item.read) return;
        dispatch({ type: 'markRead', id });
        if (item.stored) {
          markNotificationRead(id).catch(onFailure(msg`Could not mark the notification as read`));
        }
      },
      markAllRead: () => {
        dispatch({ type: 'markAllRead' });
        markAllNotificationsRead().catch(onFailure(msg`Could not mark your notifications as read`));
      },
      remove: (id: string) => {
        const stored = isStored(id);
        dispatch({ type: 'remove', id });
        if (stored) deleteNotification(id).catch(onFailure(msg`Could not delete the notification`));
      },
      clear: () => {
        dispatch({ type: 'clear' });
        clearNotifications().catch(onFailure(msg`Could not clear your notifications`));
      },
      sync: (sync: NotificationSync) => dispatch({ type: 'sync', ...sync }),
    };
  }, [refresh]);

  const value = useMemo<NotificationsContextValue>(
    () => ({
      items: state.items,
      unreadCount: state.unreadCount,
      status: state.status,
      ...actions,
      refresh,
    }),
    [state.items, state.unreadCount, state.status, actions, refresh],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return value;
}
