import type { Notification } from '@hrms/contracts/realtime';
import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import {
  initialNotificationState,
  type NotificationState,
  notificationReducer,
} from '../stores/notification-store';

export type NewNotification = Omit<Notification, 'id' | 'timestamp' | 'read'> &
  Partial<Pick<Notification, 'id' | 'timestamp' | 'read'>>;

interface NotificationsContextValue extends NotificationState {
  add: (notification: NewNotification) => Notification;
  markRead: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
  clear: () => void;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Holds the signed-in person's notification list for as long as they stay signed in. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(notificationReducer, initialNotificationState);

  const actions = useMemo(
    () => ({
      add: (input: NewNotification) => {
        const notification: Notification = {
          ...input,
          id: input.id ?? newId(),
          timestamp: input.timestamp ?? new Date().toISOString(),
          read: input.read ?? false,
        };
        dispatch({ type: 'add', notification });
        return notification;
      },
      markRead: (id: string) => dispatch({ type: 'markRead', id }),
      markAllRead: () => dispatch({ type: 'markAllRead' }),
      remove: (id: string) => dispatch({ type: 'remove', id }),
      clear: () => dispatch({ type: 'clear' }),
    }),
    [],
  );

  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return value;
}
