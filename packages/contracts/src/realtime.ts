/** The realtime channel (spec §7): namespace, event names and payloads. */
import { z } from 'zod';

export const REALTIME_NAMESPACE = '/events';
export const REALTIME_PATH = '/socket.io';

export const UPDATE_EVENTS = [
  'attendance-update',
  'leave-update',
  'payroll-update',
  'employee-update',
  'announcement-update',
] as const;
export type UpdateEvent = (typeof UPDATE_EVENTS)[number];

export const ServerEvent = {
  timeTrackingStatusUpdated: 'time_tracking:status_updated',
  deviceConnected: 'device_connected',
  deviceDisconnected: 'device_disconnected',
  dashboardUpdate: 'dashboard:update',
  systemNotification: 'system:notification',
  notification: 'notification',
  pong: 'pong',
} as const;

export const ClientEvent = {
  ping: 'ping',
  joinRoom: 'join_room',
  leaveRoom: 'leave_room',
  notificationRead: 'notification_read',
  notificationsReadAll: 'notifications_read_all',
  subscribeNotifications: 'subscribe_notifications',
  unsubscribeNotifications: 'unsubscribe_notifications',
} as const;

/** Payload of every `*-update` event (spec §3 "Realtime update payload"). */
export const UpdatePayloadSchema = z.object({
  id: z.string(),
  type: z.enum(['create', 'update', 'delete']),
  message: z.string().optional(),
  timestamp: z.string(),
});
export type UpdatePayload = z.infer<typeof UpdatePayloadSchema>;

export const NotificationTypeSchema = z.enum(['success', 'error', 'warning', 'info']);
export const NotificationSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  timestamp: z.string(),
  userId: z.string().optional(),
  read: z.boolean(),
  module: z.string().optional(),
  link: z.string().optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const DeviceEventSchema = z.object({
  sessionId: z.string(),
  device: z.string(),
  timestamp: z.string(),
});

/** Which web caches an update event makes stale (spec §7); the dashboard always is. */
export const UPDATE_EVENT_QUERY_KEYS: Readonly<Record<UpdateEvent, readonly string[]>> = {
  'attendance-update': ['attendance'],
  'leave-update': ['leave'],
  'payroll-update': ['payroll', 'salary-slips'],
  'employee-update': ['employees'],
  'announcement-update': ['announcements'],
};
