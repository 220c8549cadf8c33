/** How realtime events become cache invalidations and notifications (spec §7). */
import {
  type Notification,
  NotificationSchema,
  type NotificationsSync,
  NotificationsSyncSchema,
  NotificationTypeSchema,
  UPDATE_EVENT_QUERY_KEYS,
  UPDATE_EVENTS,
  type UpdateEvent,
  UpdatePayloadSchema,
} from '@hrms/contracts/realtime';
import { ATTENDANCE_STALE_ON } from '../../features/attendance/api/attendance-realtime';
import { CAPABILITIES_STALE_ON } from '../../features/auth/api/auth-realtime';
import { DASHBOARD_STALE_ON } from '../../features/dashboard/api/dashboard-realtime';
import { DOCUMENTS_STALE_ON } from '../../features/documents/api/documents-realtime';
import { LEAVE_STALE_ON } from '../../features/leave/api/leave-realtime';
import { ORGANIZATION_STALE_ON } from '../../features/organization/api/organization-realtime';
import { TIME_TRACKING_STALE_ON } from '../../features/time-tracking/api/time-tracking-realtime';
import type { StaleOn } from '../../lib/stale-on';

const UPDATE_MODULES: Record<UpdateEvent, { module: string; label: string }> = {
  'attendance-update': { module: 'attendance', label: 'Attendance' },
  'leave-update': { module: 'leave', label: 'Leave' },
  'payroll-update': { module: 'payroll', label: 'Payroll' },
  'employee-update': { module: 'employees', label: 'Employee' },
  'announcement-update': { module: 'announcements', label: 'Announcement' },
  'training-update': { module: 'training', label: 'Training' },
  'onboarding-update': { module: 'onboarding', label: 'Onboarding' },
  'recruitment-update': { module: 'recruitment', label: 'Recruitment' },
  'holiday-update': { module: 'holidays', label: 'Holiday' },
};

/**
 * Which caches each realtime moment makes stale: the contract's table (spec §7), then what each
 * feature declares beside its query keys.
 */
const STALE_ON: readonly StaleOn[] = [
  UPDATE_EVENT_QUERY_KEYS,
  DOCUMENTS_STALE_ON,
  ORGANIZATION_STALE_ON,
  CAPABILITIES_STALE_ON,
  LEAVE_STALE_ON,
  DASHBOARD_STALE_ON,
  TIME_TRACKING_STALE_ON,
  ATTENDANCE_STALE_ON,
];

/** The root keys these moments make stale across every declaration, each once, in declaration order. */
function staleKeys(...moments: (keyof StaleOn)[]): string[][] {
  const roots = moments.flatMap((moment) => STALE_ON.flatMap((declaration) => declaration[moment] ?? []));
  return [...new Set(roots)].map((root) => [root]);
}

const ACTIONS = {
  create: { verb: 'created', type: 'success' },
  update: { verb: 'updated', type: 'info' },
  delete: { verb: 'deleted', type: 'warning' },
} as const;

/** A `notifications:sync` payload; null when it does not carry an unread count. */
export function syncFromPayload(payload: unknown): NotificationsSync | null {
  const parsed = NotificationsSyncSchema.safeParse(payload);
  return parsed.success ? { ...parsed.data, unread: Math.max(0, parsed.data.unread) } : null;
}

/**
 * What may have changed while the connection was down: every cache a missed event could have made
 * stale, those declared for a reconnect first.
 */
export function queryKeysAfterReconnect(): string[][] {
  return staleKeys('reconnect', ...UPDATE_EVENTS);
}

/** The caches an update event makes stale. */
export function queryKeysToInvalidate(event: UpdateEvent): string[][] {
  return staleKeys(event);
}

export type IncomingNotification = Omit<Notification, 'id' | 'timestamp' | 'read'> &
  Partial<Pick<Notification, 'id' | 'timestamp' | 'read'>>;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The notification an update event brings, titled by module and action
 * ("Leave updated"); none when the payload carries no message.
 */
export function notificationFromUpdate(event: UpdateEvent, payload: unknown): IncomingNotification | null {
  const parsed = UpdatePayloadSchema.safeParse(payload);
  const raw = record(payload);
  const message = parsed.success
    ? parsed.data.message
    : typeof raw.message === 'string'
      ? raw.message
      : undefined;
  if (!message) return null;
  const action = ACTIONS[parsed.success ? parsed.data.type : 'update'];
  const { module, label } = UPDATE_MODULES[event];
  return {
    type: action.type,
    title: `${label} ${action.verb}`,
    message,
    module,
    timestamp: parsed.success ? parsed.data.timestamp : undefined,
  };
}

/** A `notification` or `system:notification` payload, read leniently; null when it says nothing. */
export function notificationFromPayload(
  payload: unknown,
  fallbackTitle: string,
): IncomingNotification | null {
  const parsed = NotificationSchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const raw = record(payload);
  const title = typeof raw.title === 'string' && raw.title ? raw.title : undefined;
  const message = typeof raw.message === 'string' ? raw.message : '';
  if (!title && !message) return null;
  const type = NotificationTypeSchema.safeParse(raw.type);
  return {
    id: typeof raw.id === 'string' ? raw.id : undefined,
    type: type.success ? type.data : 'info',
    title: title ?? fallbackTitle,
    message,
    module: typeof raw.module === 'string' ? raw.module : undefined,
    link: typeof raw.link === 'string' ? raw.link : undefined,
    timestamp: typeof raw.timestamp === 'string' ? raw.timestamp : undefined,
    read: typeof raw.read === 'boolean' ? raw.read : undefined,
  };
}
