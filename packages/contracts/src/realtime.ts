/** The realtime channel (spec §7): namespace, event names and payloads. */
import { z } from 'zod';
import type { Role } from './roles';

export const REALTIME_NAMESPACE = '/events';
export const REALTIME_PATH = '/socket.io';

export const UPDATE_EVENTS = [
  'attendance-update',
  'leave-update',
  'payroll-update',
  'employee-update',
  'announcement-update',
  'training-update',
  'onboarding-update',
  'recruitment-update',
  /** A holiday or an office's weekend changed: to the people of the offices it reaches, admin and hr. */
  'holiday-update',
] as const;
export type UpdateEvent = (typeof UPDATE_EVENTS)[number];

export const ServerEvent = {
  timeTrackingStatusUpdated: 'time_tracking:status_updated',
  deviceConnected: 'device_connected',
  deviceDisconnected: 'device_disconnected',
  dashboardUpdate: 'dashboard:update',
  systemNotification: 'system:notification',
  notification: 'notification',
  /** Another tab or a REST call changed this user's notifications (`NotificationsSyncSchema`). */
  notificationsSync: 'notifications:sync',
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
  /** A job's progress (a bulk payroll run): how many of how many, and whether it is over. */
  progress: z
    .object({ done: z.number(), total: z.number(), failed: z.number(), finished: z.boolean() })
    .optional(),
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
  'training-update': ['training'],
  'onboarding-update': ['onboarding'],
  'recruitment-update': ['recruitment'],
  'holiday-update': ['holidays'],
};

// ---------------------------------------------------------------- notifications and rooms

/**
 * `notifications:sync`, sent to every socket of the user after a notification is read, all are
 * read, one is removed, or all are cleared — by REST or by a socket — so every open tab stays in step.
 */
export const NotificationsSyncSchema = z.object({
  /** The unread count after the change. */
  unread: z.number().int(),
  readIds: z.array(z.string()).optional(),
  /** Every notification is read now. */
  all: z.literal(true).optional(),
  removedIds: z.array(z.string()).optional(),
  /** Every notification was removed. */
  cleared: z.literal(true).optional(),
});
export type NotificationsSync = z.infer<typeof NotificationsSyncSchema>;

/** `notification_read`: the id, or `{ notificationId }`. */
export const NotificationReadPayloadSchema = z.union([z.string(), z.object({ notificationId: z.string() })]);

/** `join_room` / `leave_room`: the room's name, or `{ room }`. */
export const RoomRequestSchema = z.union([z.string(), z.object({ room: z.string() })]);

/**
 * The acknowledgement of every client event that takes one: `{ ok: true }` (with the unread count
 * for notification events, the room for room events) or `{ ok: false, error }`.
 */
export const RealtimeAckSchema = z.object({
  ok: z.boolean(),
  error: z.string().optional(),
  unread: z.number().int().optional(),
  room: z.string().optional(),
});
export type RealtimeAck = z.infer<typeof RealtimeAckSchema>;

/** `dashboard:update`: something the dashboard shows may have changed. */
export const DashboardUpdatePayloadSchema = z.object({
  module: z.string(),
  timestamp: z.string(),
});

/**
 * Every realtime room's name, built in one place. A client may ask to join its own department's room
 * and its own team's when it manages people; every other room is joined by the server alone.
 */
export const Rooms = {
  user: (userId: string) => `user:${userId}`,
  role: (role: Role) => `role:${role}`,
  session: (sessionId: string) => `session:${sessionId}`,
  department: (departmentId: string) => `department:${departmentId}`,
  manager: (employeeId: string) => `manager:${employeeId}`,
  /** Sockets that sent `unsubscribe_notifications` wait here until `subscribe_notifications`. */
  notificationsMuted: 'notifications:muted',
} as const;

const ROOM_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The rooms a client may ask for, read back from a name: the kind and the id it names. */
export function parseJoinableRoom(name: string): { kind: 'department' | 'manager'; id: string } | null {
  const match = new RegExp(`^(department|manager):(${ROOM_ID})$`, 'i').exec(name);
  return match
    ? { kind: match[1]!.toLowerCase() as 'department' | 'manager', id: match[2]!.toLowerCase() }
    : null;
}
