/** In-app notifications, stored per user so the bell's count survives a reload. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { ownerUserId } from './users';

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;
export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownerUserId(),
    type: notificationType('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    module: text('module'),
    /** A path inside the app, e.g. `/announcements?id=…`. */
    link: text('link'),
    /** Null while unread. */
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The list: newest first with the id as tiebreaker.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The unread count.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A person's own choice of how one kind of news reaches them; a missing row (or a null channel)
 * follows the company's default.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: ownerUserId(),
    event: text('event').notNull(),
    inApp: boolean('in_app'),
    email: boolean('email'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);
