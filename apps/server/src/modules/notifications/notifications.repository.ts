import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters (8 columns each). */
const INSERT_BATCH = 1000;

export async function insertNotifications(db: Database, rows: NewNotification[]): Promise<NotificationRow[]> {
  const inserted: NotificationRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    inserted.push(
      ...(await db
        .insert(notifications)
        .values(rows.slice(i, i + INSERT_BATCH))
        .returning()),
    );
  }
  return inserted;
}

export async function listNotifications(
  db: Database,
  userId: string,
  options: { page: number; limit: number; unreadOnly: boolean },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(
    eq(notifications.userId, userId),
    options.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Whether the user has this notification (read or not). */
export async function existsForUser(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Marks the user's unread notifications with these ids (all of them when `ids` is null) read; returns those changed. */
export async function markRead(
  db: Database,
  userId: string,
  ids: readonly string[] | null,
  at: Date,
  link?: string,
): Promise<string[]> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === null ? undefined : inArray(notifications.id, [...ids]),
        link === undefined ? undefined : eq(notifications.link, link),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/** Deletes the user's notifications with these ids (all of them when `ids` is null); returns those deleted. */
export async function deleteNotifications(
  db: Database,
  userId: string,
  ids: readonly string[] | null,
): Promise<string[]> {
  const rows = await db
    .delete(notifications)
    .where(
      and(eq(notifications.userId, userId), ids === null ? undefined : inArray(notifications.id, [...ids])),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

// ------------------------------------------------------------------------------ preferences

/** Ids per query, well under PostgreSQL's 65,535 bind parameters: everyone can be told at once. */
const IDS_PER_QUERY = 10_000;

function chunks(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) out.push(ids.slice(i, i + IDS_PER_QUERY));
  return out;
}

export type PreferenceRow = typeof notificationPreferences.$inferSelect;

export async function listPreferences(db: Database, userId: string): Promise<PreferenceRow[]> {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

/** The choices of these people for one event; people with none have no row. */
export async function preferencesFor(
  db: Database,
  userIds: readonly string[],
  event: string,
): Promise<PreferenceRow[]> {
  const rows: PreferenceRow[] = [];
  for (const ids of chunks(userIds)) {
    rows.push(
      ...(await db
        .select()
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.event, event), inArray(notificationPreferences.userId, ids)))),
    );
  }
  return rows;
}

/** Sets the person's channels for events (null channels follow the company); one row per event. */
export async function upsertPreferences(
  db: Database,
  rows: readonly (typeof notificationPreferences.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values([...rows])
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.event],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function deletePreferences(
  db: Database,
  userId: string,
  events: readonly string[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .delete(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, userId), inArray(notificationPreferences.event, [...events])),
    );
}

/** The addresses of these people whose accounts are active: where their mail goes. */
export async function activeAddresses(
  db: Database,
  userIds: readonly string[],
): Promise<{ userId: string; email: string }[]> {
  const rows: { userId: string; email: string }[] = [];
  for (const ids of chunks(userIds)) {
    rows.push(
      ...(await db
        .select({ userId: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.isActive, true)))),
    );
  }
  return rows;
}
