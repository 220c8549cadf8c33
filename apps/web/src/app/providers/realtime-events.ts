/** How realtime events become cache invalidations and notifications (spec §7). */
import {
  type Notification,
  NotificationSchema,
  type NotificationsSync,
  NotificationsSyncSchema,
  NotificationTypeSchema,
  UPDATE_EVENT_QUERY_KEYS,
  type UpdateEvent,
  UpdatePayloadSchema,
} from '@hrms/contracts/realtime';

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
 * Caches of features newer than the contract's table that an event also makes stale: a change to
 * someone's record may move them in the org chart or change their documents' review state; a
 * recruitment change may put someone on a panel; a holiday changes the days a leave counts and the optional holidays the leave form offers.
 */
const MORE_QUERY_KEYS: Partial<Record<UpdateEvent, readonly string[]>> = {
  'employee-update': ['documents', 'organization'],
  // Named on an opening or a panel: Recruitment joins the menu.
  'recruitment-update': ['capabilities'],
  'holiday-update': ['leave'],
};

function updateKeys(event: UpdateEvent): string[] {
  return [...UPDATE_EVENT_QUERY_KEYS[event], ...(MORE_QUERY_KEYS[event] ?? [])];
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
 * What may have changed while the connection was down: every cache a realtime
 * event would have made stale.
 */
export function queryKeysAfterReconnect(): string[][] {
  const keys = new Set<string>(['dashboard', 'time-tracking', 'attendance']);
  for (const event of Object.keys(UPDATE_EVENT_QUERY_KEYS) as UpdateEvent[]) {
    for (const key of updateKeys(event)) keys.add(key);
  }
  return [...keys].map((key) => [key]);
}

/** The caches an update event makes stale; the dashboard always is. */
export function queryKeysToInvalidate(event: UpdateEvent): string[][] {
  return [...updateKeys(event).map((key) => [key]), ['dashboard']];
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
