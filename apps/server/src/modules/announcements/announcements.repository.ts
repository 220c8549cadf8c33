import type { Role } from '@hrms/contracts/roles';
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { type AudienceLists, announcementReads, announcements } from '../../db/schema/announcements';
import { departments, employees, offices } from '../../db/schema/organization';
import { users } from '../../db/schema/users';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;
export type AnnouncementStatus = AnnouncementRow['status'];
export type { AudienceLists };

export interface Audience extends AudienceLists {
  everyone: boolean;
}

/** Who is reading: what an audience can match. */
export interface Viewer {
  userId: string;
  role: Role;
  departmentId: string | null;
  officeId: string | null;
}

export async function findPlacement(
  db: Database,
  employeeId: string,
): Promise<{ departmentId: string | null; officeId: string | null }> {
  const [row] = await db
    .select({ departmentId: employees.departmentId, officeId: employees.officeId })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row ?? { departmentId: null, officeId: null };
}

/** The ids among these that name no department (or office). */
export async function unknownDepartmentIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: departments.id })
    .from(departments)
    .where(inArray(departments.id, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Audiences that name department `fromId` name `intoId` instead (once, if they named both): the
 * people of a merged department keep seeing what was aimed at it.
 */
export async function replaceAudienceDepartment(db: Database, fromId: string, intoId: string): Promise<void> {
  const lists = announcements.audience;
  await db
    .update(announcements)
    .set({
      audience: sql`jsonb_set(${lists}, '{departmentIds}', (
        select coalesce(jsonb_agg(distinct case when d = ${fromId} then ${intoId} else d end), '[]'::jsonb)
        from jsonb_array_elements_text(${lists} -> 'departmentIds') as d))`,
    })
    .where(sql`jsonb_exists(${lists} -> 'departmentIds', ${fromId}::text)`);
}

export async function unknownOfficeIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: offices.id })
    .from(offices)
    .where(inArray(offices.id, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** The announcement reaches this viewer: everyone, or their department, office or role is chosen. */
function reaches(viewer: Viewer): SQL {
  const lists = announcements.audience;
  return or(
    eq(announcements.audienceEveryone, true),
    viewer.departmentId
      ? sql`jsonb_exists(${lists} -> 'departmentIds', ${viewer.departmentId}::text)`
      : undefined,
    viewer.officeId ? sql`jsonb_exists(${lists} -> 'officeIds', ${viewer.officeId}::text)` : undefined,
    sql`jsonb_exists(${lists} -> 'roles', ${viewer.role}::text)`,
  )!;
}

/** On the feed: published, not expired, and reaching the viewer. */
function onFeedOf(viewer: Viewer, now: Date): SQL {
  return and(
    eq(announcements.status, 'published'),
    or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
    reaches(viewer),
  )!;
}

function matches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(announcements.title, pattern), ilike(announcements.body, pattern));
}

export interface Page {
  page: number;
  limit: number;
}

export async function listAll(
  db: Database,
  options: Page & { status?: AnnouncementStatus | undefined; search?: string | undefined },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where = and(
    options.status ? eq(announcements.status, options.status) : undefined,
    matches(options.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listFeed(
  db: Database,
  viewer: Viewer,
  now: Date,
  options: Page & { search?: string | undefined },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where = and(onFeedOf(viewer, now), matches(options.search));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.pinned), desc(announcements.publishedAt), desc(announcements.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAnnouncement(db: Database, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  return row;
}

export async function findAnnouncementForUpdate(
  db: Database,
  id: string,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1).for('update');
  return row;
}

export async function findOnFeed(
  db: Database,
  id: string,
  viewer: Viewer,
  now: Date,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), onFeedOf(viewer, now)))
    .limit(1);
  return row;
}

export async function insertAnnouncement(db: Database, values: NewAnnouncement): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(
  db: Database,
  id: string,
  values: Partial<NewAnnouncement>,
): Promise<AnnouncementRow> {
  const [row] = await db.update(announcements).set(values).where(eq(announcements.id, id)).returning();
  return row!;
}

export async function deleteAnnouncement(db: Database, id: string): Promise<void> {
  await db.delete(announcements).where(eq(announcements.id, id));
}

/**
 * Publishes every scheduled announcement that is due, atomically: with several processes running
 * this at once, PostgreSQL's row locks let exactly one of them claim each row.
 */
export async function claimDue(db: Database, now: Date): Promise<AnnouncementRow[]> {
  return db
    .update(announcements)
    .set({ status: 'published', publishedAt: now, updatedAt: now })
    .where(and(eq(announcements.status, 'scheduled'), lte(announcements.publishAt, now)))
    .returning();
}

/** Which of these announcements the user has read. */
export async function readIds(
  db: Database,
  userId: string,
  announcementIds: readonly string[],
): Promise<Set<string>> {
  if (announcementIds.length === 0) return new Set();
  const rows = await db
    .select({ id: announcementReads.announcementId })
    .from(announcementReads)
    .where(
      and(
        eq(announcementReads.userId, userId),
        inArray(announcementReads.announcementId, [...announcementIds]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function recordRead(
  db: Database,
  announcementId: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db.insert(announcementReads).values({ announcementId, userId, readAt: at }).onConflictDoNothing();
}

/** Every active user the audience reaches. */
export async function audienceUserIds(db: Database, audience: Audience): Promise<string[]> {
  const chosen = audience.everyone
    ? undefined
    : or(
        audience.departmentIds.length > 0
          ? inArray(employees.departmentId, audience.departmentIds)
          : undefined,
        audience.officeIds.length > 0 ? inArray(employees.officeId, audience.officeIds) : undefined,
        audience.roles.length > 0 ? inArray(users.role, audience.roles) : undefined,
      );
  if (!audience.everyone && chosen === undefined) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(and(eq(users.isActive, true), or(isNull(employees.id), ne(employees.status, 'inactive')), chosen));
  return rows.map((r) => r.id);
}
