import { and, count, desc, eq, gte, ilike, inArray, like, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { insertJsonRows } from '../../db/raw';
import { auditLog } from '../../db/schema/audit';
import { companies, departments, designations, employees, offices } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import { teamSubquery } from '../../people/people.repository';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Many entries in few statements; every entry with the same keys (see `insertJsonRows`). */
export async function insertAuditEntries(db: Database, entries: readonly NewAuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 5000) {
    await insertJsonRows(db, auditLog, entries.slice(i, i + 5000));
  }
}

export interface ActivityRow {
  id: string;
  action: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: Date;
  actorUserId: string | null;
  actorEmail: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
}

/** What the trail holds about one record, newest first, with the names of who acted. */
export async function listEntriesAbout(
  db: Database,
  entityType: string,
  entityId: string,
  page: { page: number; limit: number },
): Promise<ActivityPage> {
  return searchAuditLog(db, { entityType, entityId }, page);
}

export interface ActivityPage {
  rows: ActivityRow[];
  total: number;
}

export interface RecentActivityRow {
  id: string;
  at: Date;
  actor: string | null;
  action: string;
  entityType: string;
  entityId: string;
}

/**
 * The newest audit entries: all of them, or those done by these people (a manager's line and the
 * manager). Who did it is named; what changed is not carried.
 */
export async function recentActivities(
  db: Database,
  limit: number,
  actors: { managerId: string } | null,
): Promise<RecentActivityRow[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      email: users.email,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(
      actors
        ? sql`${users.employeeId} in (${teamSubquery(actors.managerId)}) or ${users.employeeId} = ${actors.managerId}`
        : undefined,
    )
    .orderBy(sql`${auditLog.createdAt} desc`, sql`${auditLog.id} desc`)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    actor: r.firstName ? `${r.firstName} ${r.lastName}` : r.email,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
  }));
}

export interface AuditLogRow extends ActivityRow {
  entityType: string;
  entityId: string;
}

export interface AuditFilters {
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorUserId?: string | undefined;
  /** Instants, from included, until excluded. */
  from?: Date | undefined;
  until?: Date | undefined;
  search?: string | undefined;
}

/** The whole trail filtered, newest first, with the names of who acted: a page, or up to `limit` rows. */
export async function searchAuditLog(
  db: Database,
  filters: AuditFilters,
  page: { page: number; limit: number },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const actor = alias(employees, 'actor');
  const pattern = filters.search ? `%${escapeLike(filters.search)}%` : null;
  const where = and(
    filters.action
      ? or(eq(auditLog.action, filters.action), like(auditLog.action, `${escapeLike(filters.action)}.%`))
      : undefined,
    filters.entityType ? eq(auditLog.entityType, filters.entityType) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.actorUserId ? eq(auditLog.actorUserId, filters.actorUserId) : undefined,
    filters.from ? gte(auditLog.createdAt, filters.from) : undefined,
    filters.until ? lt(auditLog.createdAt, filters.until) : undefined,
    pattern ? or(ilike(auditLog.entityId, pattern), ilike(auditLog.reason, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
        createdAt: auditLog.createdAt,
        actorUserId: auditLog.actorUserId,
        actorEmail: users.email,
        actorFirstName: actor.firstName,
        actorLastName: actor.lastName,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .leftJoin(actor, eq(actor.id, users.employeeId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Ids of the records a page of the trail is about, by kind, to be named in one query each. */
export interface RecordIds {
  employees: readonly string[];
  users: readonly string[];
  offices: readonly string[];
  /** Departments and designations (an `organization` row is either). */
  organization: readonly string[];
  companies: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids bound into one statement at most: an export's 50,000 rows stay under PostgreSQL's limit. */
const IDS_PER_STATEMENT = 5000;

/** One query per chunk of distinct ids, the rows together. */
async function inChunks<R>(ids: readonly string[], read: (chunk: string[]) => Promise<R[]>): Promise<R[]> {
  const distinct = [...new Set(ids.filter((id) => UUID.test(id)))];
  const rows: R[] = [];
  for (let i = 0; i < distinct.length; i += IDS_PER_STATEMENT) {
    rows.push(...(await read(distinct.slice(i, i + IDS_PER_STATEMENT))));
  }
  return rows;
}

/**
 * The names of people, accounts, offices, departments, designations and companies, by id: one
 * query per kind however many rows a page holds. A record since deleted has no name here.
 */
export async function findRecordNames(db: Database, ids: RecordIds): Promise<Map<string, string>> {
  const [people, accounts, places, units, roles, firms] = await Promise.all([
    inChunks(ids.employees, (chunk) =>
      db
        .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
        .from(employees)
        .where(inArray(employees.id, chunk)),
    ),
    inChunks(ids.users, (chunk) =>
      db
        .select({ id: users.id, email: users.email, first: employees.firstName, last: employees.lastName })
        .from(users)
        .leftJoin(employees, eq(employees.id, users.employeeId))
        .where(inArray(users.id, chunk)),
    ),
    inChunks(ids.offices, (chunk) =>
      db.select({ id: offices.id, name: offices.name }).from(offices).where(inArray(offices.id, chunk)),
    ),
    inChunks(ids.organization, (chunk) =>
      db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(inArray(departments.id, chunk)),
    ),
    inChunks(ids.organization, (chunk) =>
      db
        .select({ id: designations.id, name: designations.name })
        .from(designations)
        .where(inArray(designations.id, chunk)),
    ),
    inChunks(ids.companies, (chunk) =>
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, chunk)),
    ),
  ]);
  const names = new Map<string, string>();
  for (const r of people) names.set(r.id, `${r.first} ${r.last}`);
  for (const r of accounts) names.set(r.id, r.first ? `${r.first} ${r.last}` : r.email);
  for (const r of [...places, ...units, ...roles, ...firms]) names.set(r.id, r.name);
  return names;
}
