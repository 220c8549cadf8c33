/**
 * The training tables: courses, sessions and enrolments (the compliance of mandatory courses is in
 * training-compliance.repository.ts).
 */
import type { EnrolmentStatus } from '@hrms/contracts/training';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { departments, employees } from '../../db/schema/organization';
import { trainingCourses, trainingEnrolments, trainingSessions } from '../../db/schema/training';
import { users } from '../../db/schema/users';
import { writesOf } from '../../db/writes';
import { type Reach, reachCondition } from '../../people/people.repository';

export type CourseRow = typeof trainingCourses.$inferSelect;
export type SessionRow = typeof trainingSessions.$inferSelect;
export type EnrolmentRow = typeof trainingEnrolments.$inferSelect;

/** The statuses that hold a seat of a session. */
export const SEAT_HOLDING: readonly EnrolmentStatus[] = ['enrolled', 'attended', 'absent', 'completed'];
const seatHolding = sql`(${sql.join(
  SEAT_HOLDING.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** Whose records a read reaches: one person, a manager with their line, or a company. */
export type TrainingReach = Reach | { kind: 'self-and-team'; employeeId: string; companyId: string };

function reachOf(employeeId: Column, companyId: Column, reach: TrainingReach): SQL | undefined {
  if (reach.kind !== 'self-and-team') return reachCondition(employeeId, companyId, reach);
  return or(
    eq(employeeId, reach.employeeId),
    reachCondition(employeeId, companyId, {
      kind: 'team',
      managerId: reach.employeeId,
      companyId: reach.companyId,
    }),
  );
}

// ---------------------------------------------------------------- writes

export const courseWrites = writesOf(trainingCourses);
export const sessionWrites = writesOf(trainingSessions);
export const enrolmentWrites = writesOf(trainingEnrolments);

// ---------------------------------------------------------------- courses

export interface CourseCounts {
  upcomingSessions: number;
  enrolled: number;
  completed: number;
}

export async function listCourses(
  db: Database,
  companyId: string,
  query: {
    page: number;
    limit: number;
    search?: string | undefined;
    status?: CourseRow['status'] | undefined;
    mandatory?: boolean | undefined;
  },
): Promise<{ rows: CourseRow[]; total: number }> {
  const where = and(
    eq(trainingCourses.companyId, companyId),
    query.status ? eq(trainingCourses.status, query.status) : undefined,
    query.search ? ilike(trainingCourses.title, `%${escapeLike(query.search)}%`) : undefined,
    query.mandatory === undefined
      ? undefined
      : query.mandatory
        ? sql`${trainingCourses.mandatory} is not null`
        : sql`${trainingCourses.mandatory} is null`,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(trainingCourses)
      .where(where)
      .orderBy(
        // Active first, mandatory first, then by title.
        asc(trainingCourses.status),
        sql`${trainingCourses.mandatory} is null`,
        asc(trainingCourses.title),
        asc(trainingCourses.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(trainingCourses).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function courseCounts(
  db: Database,
  courseIds: readonly string[],
  now: Date,
): Promise<Map<string, CourseCounts>> {
  const counts = new Map<string, CourseCounts>(
    courseIds.map((id) => [id, { upcomingSessions: 0, enrolled: 0, completed: 0 }]),
  );
  if (courseIds.length === 0) return counts;
  const [sessions, enrolments] = await Promise.all([
    db
      .select({ courseId: trainingSessions.courseId, n: count() })
      .from(trainingSessions)
      .where(and(inArray(trainingSessions.courseId, [...courseIds]), gt(trainingSessions.startsAt, now)))
      .groupBy(trainingSessions.courseId),
    db
      .select({
        courseId: trainingEnrolments.courseId,
        enrolled: sql<number>`count(*) filter (where ${trainingEnrolments.status} in ${seatHolding})`.mapWith(
          Number,
        ),
        completed: sql<number>`count(*) filter (where ${trainingEnrolments.status} = 'completed')`.mapWith(
          Number,
        ),
      })
      .from(trainingEnrolments)
      .where(inArray(trainingEnrolments.courseId, [...courseIds]))
      .groupBy(trainingEnrolments.courseId),
  ]);
  for (const s of sessions) counts.get(s.courseId)!.upcomingSessions = s.n;
  for (const e of enrolments)
    Object.assign(counts.get(e.courseId)!, { enrolled: e.enrolled, completed: e.completed });
  return counts;
}

/**
 * A course of the company. `share` holds it against a change or deletion while an enrolment in it
 * is made; `no key update` makes changes to it and its sessions' schedule run one at a time.
 */
export async function findCourse(
  db: Database,
  companyId: string,
  id: string,
  lock?: 'share' | 'no key update',
): Promise<CourseRow | undefined> {
  const query = db
    .select()
    .from(trainingCourses)
    .where(and(eq(trainingCourses.id, id), eq(trainingCourses.companyId, companyId)));
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/** Everyone ever enrolled in the course, cancelled ones included (their history refers to it). */
export async function enrolmentCount(
  db: Database,
  where: { courseId?: string; sessionId?: string; live?: boolean },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trainingEnrolments)
    .where(
      and(
        where.courseId ? eq(trainingEnrolments.courseId, where.courseId) : undefined,
        where.sessionId ? eq(trainingEnrolments.sessionId, where.sessionId) : undefined,
        where.live ? ne(trainingEnrolments.status, 'cancelled') : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Mandatory courses that name `fromId` name `intoId` instead (a department merge). */
export async function replaceMandatoryDepartment(
  db: Database,
  fromId: string,
  intoId: string,
): Promise<void> {
  const rule = trainingCourses.mandatory;
  await db
    .update(trainingCourses)
    .set({
      mandatory: sql`jsonb_set(${rule}, '{departmentIds}', (
        select coalesce(jsonb_agg(distinct case when d = ${fromId} then ${intoId} else d end), '[]'::jsonb)
        from jsonb_array_elements_text(${rule} -> 'departmentIds') as d))`,
    })
    .where(sql`jsonb_exists(${rule} -> 'departmentIds', ${fromId}::text)`);
}

/** The ids among these that are no department of the company. */
export async function unknownDepartments(
  db: Database,
  companyId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, [...ids])));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

// ---------------------------------------------------------------- sessions

export interface SessionWithCounts extends SessionRow {
  trainerFullName: string | null;
  taken: number;
  waitlisted: number;
}

const trainer = alias(employees, 'trainer');

export async function listSessions(
  db: Database,
  where: { courseId: string } | { sessionId: string },
): Promise<SessionWithCounts[]> {
  const rows = await db
    .select({
      session: trainingSessions,
      trainerFullName: sql<string | null>`${trainer.firstName} || ' ' || ${trainer.lastName}`,
      taken: sql<number>`(select count(*) from ${trainingEnrolments} te
        where te.session_id = ${trainingSessions.id} and te.status in ${seatHolding})`.mapWith(Number),
      waitlisted: sql<number>`(select count(*) from ${trainingEnrolments} te
        where te.session_id = ${trainingSessions.id} and te.status = 'waitlisted')`.mapWith(Number),
    })
    .from(trainingSessions)
    .leftJoin(trainer, eq(trainer.id, trainingSessions.trainerEmployeeId))
    .where(
      'courseId' in where
        ? eq(trainingSessions.courseId, where.courseId)
        : eq(trainingSessions.id, where.sessionId),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
  return rows.map((r) => ({
    ...r.session,
    trainerFullName: r.trainerFullName,
    taken: r.taken,
    waitlisted: r.waitlisted,
  }));
}

/**
 * The session of a course of the company, locked: enrolling, cancelling and changing its seats run
 * one at a time per session, so its seats are never given twice.
 */
export async function findSessionForUpdate(
  db: Database,
  companyId: string,
  id: string,
): Promise<(SessionRow & { companyId: string }) | undefined> {
  const [row] = await db
    .select({ session: trainingSessions, companyId: trainingCourses.companyId })
    .from(trainingSessions)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .where(and(eq(trainingSessions.id, id), eq(trainingCourses.companyId, companyId)))
    .for('update', { of: trainingSessions });
  return row ? { ...row.session, companyId: row.companyId } : undefined;
}

/** Seats held in the session now (call with the session locked). */
export async function seatsTaken(db: Database, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trainingEnrolments)
    .where(
      and(eq(trainingEnrolments.sessionId, sessionId), sql`${trainingEnrolments.status} in ${seatHolding}`),
    );
  return row?.n ?? 0;
}

/** The first `n` on the session's waitlist, in the order they asked. */
export async function firstWaitlisted(db: Database, sessionId: string, n: number): Promise<EnrolmentRow[]> {
  if (n <= 0) return [];
  return db
    .select()
    .from(trainingEnrolments)
    .where(
      and(
        eq(trainingEnrolments.sessionId, sessionId),
        eq(trainingEnrolments.status, 'waitlisted'),
        // Someone who has left waits for nothing.
        sql`exists (select 1 from ${employees} e where e.id = ${trainingEnrolments.employeeId} and e.status <> 'inactive')`,
      ),
    )
    .orderBy(asc(trainingEnrolments.createdAt), asc(trainingEnrolments.id))
    .limit(n);
}

// ---------------------------------------------------------------- enrolments

export interface EnrolmentView extends EnrolmentRow {
  courseTitle: string;
  sessionStartsAt: Date | null;
  sessionTimeZone: string | null;
  employeeName: string;
  assignedByName: string | null;
  waitlistPosition: number | null;
}

const assigner = alias(employees, 'assigner');
const assignerUser = alias(users, 'assigner_user');

const ENROLMENT_VIEW = {
  enrolment: trainingEnrolments,
  courseTitle: trainingCourses.title,
  sessionStartsAt: trainingSessions.startsAt,
  sessionTimeZone: trainingSessions.timeZone,
  employeeName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  assignedByName: sql<
    string | null
  >`coalesce(${assigner.firstName} || ' ' || ${assigner.lastName}, ${assignerUser.email})`,
  waitlistPosition: sql<number | null>`case when ${trainingEnrolments.status} = 'waitlisted' then (
      select count(*) from ${trainingEnrolments} w
       where w.session_id = ${trainingEnrolments.sessionId} and w.status = 'waitlisted'
         and (w.created_at, w.id) <= (${trainingEnrolments.createdAt}, ${trainingEnrolments.id})) end`,
};

function enrolmentViewQuery(db: Database) {
  return db
    .select(ENROLMENT_VIEW)
    .from(trainingEnrolments)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingEnrolments.courseId))
    .innerJoin(employees, eq(employees.id, trainingEnrolments.employeeId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, trainingEnrolments.sessionId))
    .leftJoin(assignerUser, eq(assignerUser.id, trainingEnrolments.assignedByUserId))
    .leftJoin(assigner, eq(assigner.id, assignerUser.employeeId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof enrolmentViewQuery>['execute']>>[number];
const toView = (r: ViewRow): EnrolmentView => ({
  ...r.enrolment,
  courseTitle: r.courseTitle,
  sessionStartsAt: r.sessionStartsAt,
  sessionTimeZone: r.sessionTimeZone,
  employeeName: r.employeeName,
  assignedByName: r.enrolment.assignedByUserId ? r.assignedByName : null,
  waitlistPosition: r.waitlistPosition === null ? null : Number(r.waitlistPosition),
});

export async function findEnrolmentView(
  db: Database,
  companyId: string,
  id: string,
): Promise<EnrolmentView | undefined> {
  const [row] = await enrolmentViewQuery(db).where(
    and(eq(trainingEnrolments.id, id), eq(trainingEnrolments.companyId, companyId)),
  );
  return row ? toView(row) : undefined;
}

export async function listEnrolments(
  db: Database,
  reach: TrainingReach,
  query: {
    page: number;
    limit: number;
    courseId?: string | undefined;
    sessionId?: string | undefined;
    employeeId?: string | undefined;
    status?: EnrolmentStatus | undefined;
  },
): Promise<{ rows: EnrolmentView[]; total: number }> {
  const where = and(
    reachOf(trainingEnrolments.employeeId, trainingEnrolments.companyId, reach),
    query.courseId ? eq(trainingEnrolments.courseId, query.courseId) : undefined,
    query.sessionId ? eq(trainingEnrolments.sessionId, query.sessionId) : undefined,
    query.employeeId ? eq(trainingEnrolments.employeeId, query.employeeId) : undefined,
    query.status ? eq(trainingEnrolments.status, query.status) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    enrolmentViewQuery(db)
      .where(where)
      .orderBy(desc(trainingEnrolments.createdAt), desc(trainingEnrolments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(trainingEnrolments).where(where),
  ]);
  return { rows: rows.map(toView), total: totalRow?.total ?? 0 };
}

/** The live enrolments of these people in these courses (the caller's own, in the catalogue). */
export async function liveEnrolmentsOf(
  db: Database,
  employeeId: string,
  courseIds: readonly string[],
): Promise<Map<string, EnrolmentRow>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(trainingEnrolments)
    .where(
      and(
        eq(trainingEnrolments.employeeId, employeeId),
        inArray(trainingEnrolments.courseId, [...courseIds]),
        ne(trainingEnrolments.status, 'cancelled'),
      ),
    );
  return new Map(rows.map((r) => [r.courseId, r]));
}

export async function findEnrolmentForUpdate(
  db: Database,
  companyId: string,
  id: string,
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.id, id), eq(trainingEnrolments.companyId, companyId)))
    .for('update');
  return row;
}

export async function findEnrolment(
  db: Database,
  companyId: string,
  id: string,
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.id, id), eq(trainingEnrolments.companyId, companyId)));
  return row;
}

// ---------------------------------------------------------------- people

export interface Learner {
  id: string;
  companyId: string;
  name: string;
  status: string;
  userId: string | null;
}

/** The person to enrol, in the company, with their active account (whom to tell). */
export async function findLearner(
  db: Database,
  companyId: string,
  employeeId: string,
): Promise<Learner | undefined> {
  const [row] = await db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      status: employees.status,
      userId: users.id,
    })
    .from(employees)
    .leftJoin(users, and(eq(users.employeeId, employees.id), eq(users.isActive, true)))
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId)));
  return row;
}
