import { and, count, countDistinct, desc, eq, gt, gte, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { sessions } from '../../db/schema/auth';
import { employees } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import type { SessionRow } from './auth.repository';

/** A session is live when it is not revoked, not past its absolute expiry and not idle too long. */
export interface LiveAt {
  now: Date;
  /** Sessions last seen before this are idle-expired. */
  idleSince: Date;
}

const live = ({ now, idleSince }: LiveAt) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gte(sessions.lastSeenAt, idleSince));

/** Newest activity first; at most `limit` rows (a person has a handful of devices). */
export async function listSessionsOfUser(
  db: Database,
  userId: string,
  options: { createdSince: Date; liveAt?: LiveAt; limit: number },
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gte(sessions.createdAt, options.createdSince),
        options.liveAt ? live(options.liveAt) : undefined,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(options.limit);
}

export async function findSession(db: Database, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row;
}

/** Revokes the user's live sessions except `exceptSessionId`; returns the ids revoked. */
export async function revokeSessionsOfUser(
  db: Database,
  userId: string,
  options: { exceptSessionId: string | null; reason: string; at: Date },
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: options.at, revokedReason: options.reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, options.at),
        options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function countLiveSessionsOfUser(db: Database, userId: string, at: LiveAt): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(at)));
  return row?.n ?? 0;
}

/** Distinct devices: the fingerprint when the browser sent one, else the device description. */
export async function countDevicesOfUser(db: Database, userId: string, createdSince: Date): Promise<number> {
  const [row] = await db
    .select({
      n: countDistinct(
        sql`coalesce(${sessions.fingerprint}, ${sessions.deviceLabel}, ${sessions.userAgent}, '')`,
      ),
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gte(sessions.createdAt, createdSince)));
  return row?.n ?? 0;
}

export interface SessionWithOwner {
  session: SessionRow;
  user: { id: string; email: string; role: (typeof users.$inferSelect)['role'] };
  firstName: string | null;
  lastName: string | null;
}

export async function listLiveSessions(
  db: Database,
  query: { page: number; limit: number; search?: string | undefined; userId?: string | undefined },
  at: LiveAt,
): Promise<{ items: SessionWithOwner[]; total: number }> {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = and(
    live(at),
    query.userId ? eq(sessions.userId, query.userId) : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
        )
      : undefined,
  );
  const [items, [totals]] = await Promise.all([
    db
      .select({
        session: sessions,
        user: { id: users.id, email: users.email, role: users.role },
        firstName: employees.firstName,
        lastName: employees.lastName,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(employees, eq(employees.id, users.employeeId))
      .where(where)
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(employees, eq(employees.id, users.employeeId))
      .where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

export async function findSessionOwner(
  db: Database,
  sessionId: string,
): Promise<{ session: SessionRow; email: string } | undefined> {
  const [row] = await db
    .select({ session: sessions, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}
