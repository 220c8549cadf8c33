import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { securityAlerts } from '../../db/schema/auth';

export type SecurityAlertRow = typeof securityAlerts.$inferSelect;
export type NewSecurityAlert = typeof securityAlerts.$inferInsert;

export async function insertSecurityAlert(db: Database, values: NewSecurityAlert): Promise<SecurityAlertRow> {
  const [row] = await db.insert(securityAlerts).values(values).returning();
  return row!;
}

/** Unread first, then newest; at most `limit`. */
export async function listSecurityAlerts(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ items: SecurityAlertRow[]; unread: number }> {
  const [items, [unread]] = await Promise.all([
    db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.userId, userId))
      .orderBy(
        asc(sql`${securityAlerts.readAt} is not null`),
        desc(securityAlerts.createdAt),
        desc(securityAlerts.id),
      )
      .limit(limit),
    db
      .select({ n: count() })
      .from(securityAlerts)
      .where(and(eq(securityAlerts.userId, userId), isNull(securityAlerts.readAt))),
  ]);
  return { items, unread: unread?.n ?? 0 };
}

/** Marks the user's own alert read (keeping the first read time); undefined when it is not theirs. */
export async function markSecurityAlertRead(
  db: Database,
  userId: string,
  alertId: string,
  at: Date,
): Promise<SecurityAlertRow | undefined> {
  const [row] = await db
    .update(securityAlerts)
    .set({ readAt: sql`coalesce(${securityAlerts.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(securityAlerts.id, alertId), eq(securityAlerts.userId, userId)))
    .returning();
  return row;
}
