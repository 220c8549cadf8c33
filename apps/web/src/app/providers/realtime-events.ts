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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ATTENDANCE_STALE_ON } from '../../features/attendance/api/attendance-realtime';
import { CAPABILITIES_STALE_ON } from '../../features/auth/api/auth-realtime';
import { DASHBOARD_STALE_ON } from '../../features/dashboard/api/dashboard-realtime';
import { DOCUMENTS_STALE_ON } from '../../features/documents/api/documents-realtime';
import { LEAVE_STALE_ON } from '../../features/leave/api/leave-realtime';
import { ORGANIZATION_STALE_ON } from '../../features/organization/api/organization-realtime';
import { TIME_TRACKING_STALE_ON } from '../../features/time-tracking/api/time-tracking-realtime';
import { i18n } from '../../i18n/i18n';
import type { StaleOn } from '../../lib/stale-on';

type Action = 'create' | 'update' | 'delete';

/** Each module's notification titles, one a kind of change: "Leave updated". */
const UPDATE_MODULES: Record<UpdateEvent, { module: string; titles: Record<Action, MessageDescriptor> }> = {
  'attendance-update': {
    module: 'attendance',
    titles: {
      create: msg`Attendance created`,
      update: msg`Attendance updated`,
      delete: msg`Attendance deleted`,
    },
  },
  'leave-update': {
    module: 'leave',
    titles: { create: msg`Leave created`, update: msg`Leave updated`, delete: msg`Leave deleted` },
  },
  'payroll-update': {
    module: 'payroll',
    titles: { create: msg`Payroll created`, update: msg`Payroll updated`, delete: msg`Payroll deleted` },
  },
  'employee-update': {
    module: 'employees',
    titles: { create: msg`Employee created`, update: msg`Employee updated`, delete: msg`Employee deleted` },
  },
  'announcement-update': {
    module: 'announcements',
    titles: {
      create: msg`Announcement created`,
      update: msg`Announcement updated`,
      delete: msg`Announcement deleted`,
    },
  },
  'training-update': {
    module: 'training',
    titles: { create: msg`Training created`, update: msg`Training updated`, delete: msg`Training deleted` },
  },
  'onboarding-update': {
    module: 'onboarding',
    titles: {
      create: msg`Onboarding created`,
      update: msg`Onboarding updated`,
      delete: msg`Onboarding deleted`,
    },
  },
  'recruitment-update': {
    module: 'recruitment',
    titles: {
      create: msg`Recruitment created`,
      update: msg`Recruitment updated`,
      delete: msg`Recruitment deleted`,
    },
  },
  'holiday-update': {
    module: 'holidays',
    titles: { create: msg`Holiday created`, update: msg`Holiday updated`, delete: msg`Holiday deleted` },
  },
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

/** The kind of notification each change makes. */
const ACTION_TYPES = { create: 'success', update: 'info', delete: 'warning' } as const satisfies Record<
  Action,
  Notification['type']
>;

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
  const action: Action = parsed.success ? parsed.data.type : 'update';
  const { module, titles } = UPDATE_MODULES[event];
  return {
    type: ACTION_TYPES[action],
    title: i18n._(titles[action]),
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
