/** In-app notifications, stored per user (spec §3 "Notification", §4 notification list). */
import { z } from 'zod';
import { IdSchema, InstantSchema, paginated } from './common';
import { NotificationTypeSchema } from './realtime';

export const NOTIFICATIONS_KEPT_ON_CLIENT = 100;

export const StoredNotificationSchema = z.object({
  id: IdSchema,
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  module: z.string().nullable(),
  /** A path inside the app, e.g. `/announcements/…`. */
  link: z.string().nullable(),
  read: z.boolean(),
  timestamp: InstantSchema,
});
export type StoredNotification = z.infer<typeof StoredNotificationSchema>;

export const ListNotificationsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const NotificationListResponseSchema = paginated(StoredNotificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const UnreadCountResponseSchema = z.object({ unread: z.number().int() });
