/**
 * What the live connection does with each server event (spec §7): refresh cached data, add a
 * notification, say it in a toast. Fetched by the realtime provider once the shell has rendered,
 * together with the Socket.IO client: nothing on screen waits for either (bench/web).
 */
import type { Notification } from '@hrms/contracts/realtime';
import { DeviceEventSchema, ServerEvent, UPDATE_EVENTS } from '@hrms/contracts/realtime';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { useNotifications } from '../../features/notifications/components/notifications-provider';
import { i18n } from '../../i18n/i18n';
import { type ConnectionStatus, connectRealtime, type RealtimeConnection } from '../../lib/socket';
import { toast } from '../../lib/toast';
import {
  notificationFromPayload,
  notificationFromUpdate,
  queryKeysAfterReconnect,
  queryKeysToInvalidate,
  syncFromPayload,
} from './realtime-events';

export interface RealtimeListeners {
  queryClient: QueryClient;
  notifications: Pick<ReturnType<typeof useNotifications>, 'add' | 'sync' | 'refresh'>;
  onStatus: (status: ConnectionStatus) => void;
  /** The server dropped us: the session may have been revoked elsewhere. */
  onServerDisconnect: () => void;
}

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
  return parsed.success ? parsed.data.device : i18n._(msg`a device`);
}

export function openRealtimeConnection(token: string, listeners: RealtimeListeners): RealtimeConnection {
  const { queryClient, notifications, onStatus, onServerDisconnect } = listeners;
  const { add, sync, refresh } = notifications;
  const connection = connectRealtime({ token, onStatus, onServerDisconnect });
  const { socket } = connection;

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
      for (const queryKey of queryKeysToInvalidate(event)) void queryClient.invalidateQueries({ queryKey });
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
    const incoming = notificationFromPayload(payload, i18n._(msg`Notification`));
    if (!incoming) return;
    toastNotification(add(incoming, { stored: incoming.id !== undefined }));
  });
  // A notice to everyone connected, not saved per person: a local entry.
  socket.on(ServerEvent.systemNotification, (payload: unknown) => {
    const incoming = notificationFromPayload(payload, i18n._(msg`System notice`));
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
    const device = deviceName(payload);
    toast.info(i18n._(msg`Device connected: ${device}`));
  });
  socket.on(ServerEvent.deviceDisconnected, (payload: unknown) => {
    const device = deviceName(payload);
    toast.info(i18n._(msg`Device disconnected: ${device}`));
  });
  return connection;
}
