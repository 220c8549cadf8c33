/**
 * Announcements, their audience (everyone, or the union of departments, offices and roles) and who
 * has read them.
 */
import type { Role } from '@hrms/contracts/roles';
import { boolean, index, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { ownerUserId, users } from './users';

/**
 * The chosen departments, offices and roles, as written. Kept as the author chose them even when a
 * department or office is deleted later (the id then matches nobody), so the announcement still reads
 * back as it was sent.
 */
export interface AudienceLists {
  departmentIds: string[];
  officeIds: string[];
  roles: Role[];
}

export const ANNOUNCEMENT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const ANNOUNCEMENT_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export const announcementPriority = pgEnum('announcement_priority', ANNOUNCEMENT_PRIORITIES);
export const announcementStatus = pgEnum('announcement_status', ANNOUNCEMENT_STATUSES);

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    /** Markdown as written; the web renders it sanitised. */
    body: text('body').notNull(),
    priority: announcementPriority('priority').notNull().default('normal'),
    pinned: boolean('pinned').notNull().default(false),
    status: announcementStatus('status').notNull().default('draft'),
    audienceEveryone: boolean('audience_everyone').notNull().default(false),
    audience: jsonb('audience').$type<AudienceLists>().notNull(),
    /** When a scheduled announcement goes out. */
    publishAt: instant('publish_at'),
    expiresAt: instant('expires_at'),
    publishedAt: instant('published_at'),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    // The scheduler's claim: status = 'scheduled' and publish_at <= now.
    index('announcements_status_publish_at_idx').on(t.status, t.publishAt),
    // The feed: published, pinned first, then newest.
    index('announcements_status_feed_idx').on(t.status, t.pinned, t.publishedAt, t.id),
    index('announcements_author_user_id_idx').on(t.authorUserId),
    index('announcements_created_at_idx').on(t.createdAt, t.id),
  ],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: ownerUserId(),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_reads_user_id_idx').on(t.userId),
  ],
);
