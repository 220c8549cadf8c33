/**
 * The live connection of a signed-in session (spec §7): refreshes cached data
 * when the server reports changes and turns its messages into notifications.
 * Mounted inside the protected shell, so it connects after sign-in and
 * disconnects on sign-out. The Socket.IO client is fetched once the shell has
 * rendered: nothing on screen waits for it (bench/web counts the first load).
 */
import type { Notification } from '@hrms/contracts/realtime';
import { DeviceEventSchema, ServerEvent, UPDATE_EVENTS } from '@hrms/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { authKeys } from '../../features/auth/api/auth-keys';
import { useNotifications } from '../../features/notifications/components/notifications-provider';
import type { ConnectionStatus, RealtimeConnection } from '../../lib/socket';
import { toast } from '../../lib/toast';
import {
  notificationFromPayload,
  notificationFromUpdate,
  queryKeysAfterReconnect,
  queryKeysToInvalidate,
  syncFromPayload,
} from './realtime-events';

interface RealtimeContextValue {
  status: ConnectionStatus;
  /** Sends an event; warns and returns false when not connected. */
  send: (event: string, data?: unknown) => boolean;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

function toastNotification(notification: Notification): void {
  // Keyed by id, so the same notification delivered twice shows one toast.
  const options = { id: notification.id, description: notification.message || undefined };
  switch (notification.type) {
    case 'success':
      toast.success(notification.title, options);
      return;
    case 'error':
      toast.error(notification.title, { ...options, duration: 6000 });
      return;
    case 'warning':
      toast.warning(notification.title, options);
      return;
    case 'info':
      toast.info(notification.title, options);
      return;
  }
}

function deviceName(payload: unknown): string {
  const parsed = DeviceEventSchema.safeParse(payload);
  return parsed.success ? parsed.data.device : 'a device';
}

export function RealtimeProvider({ token, children }: { token: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { add, sync, refresh } = useNotifications();
  const [status, setStatus] = useState<ConnectionStatus>('disconnected');
  const connection = useRef<RealtimeConnection | null>(null);

  useEffect(() => {
    let conn: RealtimeConnection | null = null;
    let unmounted = false;
    void import('../../lib/socket').then(
      ({ connectRealtime }) => {
        if (unmounted) return;
        conn = connectRealtime({
          token,
          onStatus: setStatus,
          // The server dropping us may mean the session was revoked elsewhere: checking the profile now
          // gets the 401 that signs this tab out, instead of waiting for the person's next click.
          onServerDisconnect: () => void queryClient.refetchQueries({ queryKey: authKeys.profile() }),
        });
        connection.current = conn;
        const { socket } = conn;

        // After a reconnect, whatever was pushed while the connection was down is fetched again.
        let connectedBefore = false;
        socket.on('connect', () => {
          if (connectedBefore) {
            void refresh();
            for (const queryKey of queryKeysAfterReconnect()) {
              void queryClient.invalidateQueries({ queryKey, refetchType: 'active' });
            }
          }
          connectedBefore = true;
        });

        for (const event of UPDATE_EVENTS) {
          socket.on(event, (payload: unknown) => {
            for (const queryKey of queryKeysToInvalidate(event))
              void queryClient.invalidateQueries({ queryKey });
            // Our server sends update events without a message (docs/decisions/011): what a person should
            // hear arrives stored, as `notification`. One with a message still becomes a notification.
            const incoming = notificationFromUpdate(event, payload);
            if (incoming) toastNotification(add(incoming));
          });
        }
        socket.on(ServerEvent.dashboardUpdate, () => {
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        });
        socket.on(ServerEvent.timeTrackingStatusUpdated, () => {
          void queryClient.invalidateQueries({ queryKey: ['time-tracking'] });
          void queryClient.invalidateQueries({ queryKey: ['attendance'] });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        });
        // Stored on the server: mark-read and delete go there too.
        socket.on(ServerEvent.notification, (payload: unknown) => {
          const incoming = notificationFromPayload(payload, 'Notification');
          if (!incoming) return;
          toastNotification(add(incoming, { stored: incoming.id !== undefined }));
        });
        // A notice to everyone connected, not saved per person: a local entry.
        socket.on(ServerEvent.systemNotification, (payload: unknown) => {
          const incoming = notificationFromPayload(payload, 'System notice');
          if (incoming) toastNotification(add(incoming));
        });
        socket.on(ServerEvent.notificationsSync, (payload: unknown) => {
          const next = syncFromPayload(payload);
          if (next) sync(next);
        });
        socket.on(ServerEvent.pong, () => {
          // The answer to `ping`; being connected is all it tells.
        });
        socket.on(ServerEvent.deviceConnected, (payload: unknown) => {
          toast.info(`Device connected: ${deviceName(payload)}`);
        });
        socket.on(ServerEvent.deviceDisconnected, (payload: unknown) => {
          toast.info(`Device disconnected: ${deviceName(payload)}`);
        });
      },
      () => {
        // The client could not be fetched (offline, or a new version replaced the files): pages still
        // work and refresh on their own; the status dot says live updates are off.
        if (!unmounted) setStatus('error');
      },
    );

    return () => {
      unmounted = true;
      conn?.close();
      if (connection.current === conn) connection.current = null;
    };
  }, [token, queryClient, add, sync, refresh]);

  const send = useCallback((event: string, data?: unknown) => {
    if (connection.current?.send(event, data)) return true;
    const message = `Cannot send ${event}: not connected to the server`;
    console.warn(message);
    toast.warning(message);
    return false;
  }, []);

  const value = useMemo(() => ({ status, send }), [status, send]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return value;
}
