/**
 * The onboarding tables: checklists, their tasks and the comments on a task. The templates they are
 * started from are in onboarding-templates.repository.ts.
 */
import type { DocumentCategory } from '@hrms/contracts/documents';
import type { ChecklistKind, ChecklistStatus, TaskStatus } from '@hrms/contracts/onboarding';
import { and, asc, type Column, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { idsWhere } from '../../db/ids-where';
import { escapeLike } from '../../db/like';
import { insertJsonRows } from '../../db/raw';
import { onboardingChecklists, onboardingTaskComments, onboardingTasks } from '../../db/schema/onboarding';
import { companies, departments, designations, employees, offices } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import { writesOf } from '../../db/writes';
import { type Reach, reachCondition, teamSubquery } from '../../people/people.repository';

export type ChecklistRow = typeof onboardingChecklists.$inferSelect;
export type TaskRow = typeof onboardingTasks.$inferSelect;

export const checklistWrites = writesOf(onboardingChecklists);
export const taskWrites = writesOf(onboardingTasks);

type Named = { firstName: Column; lastName: Column };
const fullName = (e: Named) => sql<string>`${e.firstName} || ' ' || ${e.lastName}`;
/** An account's person's name, else its email; null for no account. */
const userName = (u: { id: Column; email: Column }, e: Named) =>
  sql<
    string | null
  >`case when ${u.id} is null then null else coalesce(${e.firstName} || ' ' || ${e.lastName}, ${u.email}) end`;

/**
 * Today in the person's zone (their office's, else the company's) at `now`: a task is overdue from
 * the day after its due date there.
 */
const todayOf = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone coalesce(${offices.timezone}, ${companies.timezone}))::date`;

// ---------------------------------------------------------------- people

/** What starting a checklist needs of the person. */
export interface Subject {
  id: string;
  companyId: string;
  name: string;
  status: string;
  departmentId: string | null;
  designationId: string | null;
  officeId: string | null;
  managerId: string | null;
  joinDate: string;
  exitDate: string | null;
  userId: string | null;
}

/** The person, in the company when one is named. */
export async function findSubject(
  db: Database,
  id: string,
  companyId?: string,
): Promise<Subject | undefined> {
  const [row] = await db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      name: fullName(employees),
      status: employees.status,
      departmentId: employees.departmentId,
      designationId: employees.designationId,
      officeId: employees.officeId,
      managerId: employees.managerId,
      joinDate: employees.joinDate,
      exitDate: employees.exitDate,
      userId: users.id,
    })
    .from(employees)
    .leftJoin(users, eq(users.employeeId, employees.id))
    .where(and(eq(employees.id, id), companyId ? eq(employees.companyId, companyId) : undefined))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- checklists

export async function insertTasks(
  db: Database,
  rows: (typeof onboardingTasks.$inferInsert)[],
): Promise<void> {
  await insertJsonRows(db, onboardingTasks, rows);
}

export interface ChecklistView extends ChecklistRow {
  employeeName: string;
  employeeCode: string;
  department: string | null;
  designation: string | null;
  startedByName: string | null;
  done: number;
  total: number;
  overdue: number;
}

const starter = alias(users, 'starter');
const starterPerson = alias(employees, 'starter_person');

/** Whose checklists a read reaches: a person's, a manager's line, the company's. */
export type ChecklistReach = Reach;

function checklistQuery(db: Database, now: Date) {
  return db
    .select({
      checklist: onboardingChecklists,
      employeeName: fullName(employees),
      employeeCode: employees.employeeCode,
      department: departments.name,
      designation: designations.name,
      startedByName: userName(starter, starterPerson),
      done: sql<number>`(select count(*) from ${onboardingTasks} t
        where t.checklist_id = ${onboardingChecklists.id} and t.status <> 'open')`.mapWith(Number),
      total: sql<number>`(select count(*) from ${onboardingTasks} t
        where t.checklist_id = ${onboardingChecklists.id})`.mapWith(Number),
      overdue: sql<number>`(select count(*) from ${onboardingTasks} t
        where t.checklist_id = ${onboardingChecklists.id} and t.status = 'open'
        and t.due_date < ${todayOf(now)})`.mapWith(Number),
    })
    .from(onboardingChecklists)
    .innerJoin(employees, eq(employees.id, onboardingChecklists.employeeId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(starter, eq(starter.id, onboardingChecklists.startedByUserId))
    .leftJoin(starterPerson, eq(starterPerson.id, starter.employeeId))
    .$dynamic();
}

type ChecklistQueryRow = Awaited<ReturnType<ReturnType<typeof checklistQuery>['execute']>>[number];
const toChecklistView = ({ checklist, ...rest }: ChecklistQueryRow): ChecklistView => ({
  ...checklist,
  ...rest,
});

export async function listChecklists(
  db: Database,
  reach: ChecklistReach,
  now: Date,
  query: {
    page: number;
    limit: number;
    search?: string | undefined;
    kind?: ChecklistKind | undefined;
    status?: ChecklistStatus | undefined;
    employeeId?: string | undefined;
  },
): Promise<{ rows: ChecklistView[]; total: number; summary: Record<ChecklistStatus, number> }> {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const base = and(
    reachCondition(onboardingChecklists.employeeId, onboardingChecklists.companyId, reach),
    query.kind ? eq(onboardingChecklists.kind, query.kind) : undefined,
    query.employeeId ? eq(onboardingChecklists.employeeId, query.employeeId) : undefined,
    search
      ? or(
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, search),
          ilike(employees.employeeCode, search),
        )
      : undefined,
  );
  const where = and(base, query.status ? eq(onboardingChecklists.status, query.status) : undefined);
  const [rows, counts] = await Promise.all([
    checklistQuery(db, now)
      .where(where)
      .orderBy(
        // Under way first, the soonest start first; finished ones newest first.
        sql`${onboardingChecklists.status} <> 'in_progress'`,
        sql`case when ${onboardingChecklists.status} = 'in_progress' then ${onboardingChecklists.startDate} end asc`,
        desc(onboardingChecklists.createdAt),
        asc(onboardingChecklists.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ status: onboardingChecklists.status, n: count() })
      .from(onboardingChecklists)
      .innerJoin(employees, eq(employees.id, onboardingChecklists.employeeId))
      .where(base)
      .groupBy(onboardingChecklists.status),
  ]);
  const summary: Record<ChecklistStatus, number> = { in_progress: 0, completed: 0, cancelled: 0 };
  for (const c of counts) summary[c.status] = c.n;
  const total = query.status
    ? summary[query.status]
    : summary.in_progress + summary.completed + summary.cancelled;
  return { rows: rows.map(toChecklistView), total, summary };
}

export async function findChecklistView(
  db: Database,
  companyId: string,
  id: string,
  now: Date,
): Promise<ChecklistView | undefined> {
  const [row] = await checklistQuery(db, now).where(
    and(eq(onboardingChecklists.id, id), eq(onboardingChecklists.companyId, companyId)),
  );
  return row && toChecklistView(row);
}

/** The checklist, locked: its tasks' completions and its own status change one at a time. */
export async function findChecklistForUpdate(
  db: Database,
  companyId: string,
  id: string,
): Promise<ChecklistRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingChecklists)
    .where(and(eq(onboardingChecklists.id, id), eq(onboardingChecklists.companyId, companyId)))
    .for('update');
  return row;
}

export async function openTaskCount(db: Database, checklistId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(onboardingTasks)
    .where(and(eq(onboardingTasks.checklistId, checklistId), eq(onboardingTasks.status, 'open')));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- tasks

export interface TaskView extends TaskRow {
  kind: ChecklistKind;
  checklistStatus: ChecklistStatus;
  companyId: string;
  employeeId: string;
  employeeName: string;
  assigneeName: string | null;
  completedByName: string | null;
  overdue: boolean;
  comments: number;
}

const assignee = alias(employees, 'assignee');
const completer = alias(users, 'completer');
const completerPerson = alias(employees, 'completer_person');

function taskQuery(db: Database, now: Date) {
  return db
    .select({
      task: onboardingTasks,
      kind: onboardingChecklists.kind,
      checklistStatus: onboardingChecklists.status,
      companyId: onboardingChecklists.companyId,
      employeeId: onboardingChecklists.employeeId,
      employeeName: fullName(employees),
      assigneeName: sql<string | null>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
      completedByName: userName(completer, completerPerson),
      overdue: sql<boolean>`${onboardingTasks.status} = 'open' and ${onboardingTasks.dueDate} < ${todayOf(now)}`,
      comments: sql<number>`(select count(*) from ${onboardingTaskComments} c
        where c.task_id = ${onboardingTasks.id})`.mapWith(Number),
    })
    .from(onboardingTasks)
    .innerJoin(onboardingChecklists, eq(onboardingChecklists.id, onboardingTasks.checklistId))
    .innerJoin(employees, eq(employees.id, onboardingChecklists.employeeId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(assignee, eq(assignee.id, onboardingTasks.assigneeEmployeeId))
    .leftJoin(completer, eq(completer.id, onboardingTasks.completedByUserId))
    .leftJoin(completerPerson, eq(completerPerson.id, completer.employeeId))
    .$dynamic();
}

type TaskQueryRow = Awaited<ReturnType<ReturnType<typeof taskQuery>['execute']>>[number];
const toTaskView = ({ task, ...rest }: TaskQueryRow): TaskView => ({ ...task, ...rest });

export async function checklistTasks(db: Database, checklistId: string, now: Date): Promise<TaskView[]> {
  const rows = await taskQuery(db, now)
    .where(eq(onboardingTasks.checklistId, checklistId))
    .orderBy(asc(onboardingTasks.dueDate), asc(onboardingTasks.position), asc(onboardingTasks.id));
  return rows.map(toTaskView);
}

export async function findTaskView(db: Database, id: string, now: Date): Promise<TaskView | undefined> {
  const [row] = await taskQuery(db, now).where(eq(onboardingTasks.id, id));
  return row && toTaskView(row);
}

/** The task with its checklist's company, locked. */
export async function findTaskForUpdate(
  db: Database,
  id: string,
): Promise<(TaskRow & { companyId: string; employeeId: string }) | undefined> {
  const [row] = await db
    .select({
      task: onboardingTasks,
      companyId: onboardingChecklists.companyId,
      employeeId: onboardingChecklists.employeeId,
    })
    .from(onboardingTasks)
    .innerJoin(onboardingChecklists, eq(onboardingChecklists.id, onboardingTasks.checklistId))
    .where(eq(onboardingTasks.id, id))
    .for('update', { of: onboardingTasks });
  return row && { ...row.task, companyId: row.companyId, employeeId: row.employeeId };
}

/** Whose checklists a caller opens: the company's (hr), or as the person, a manager above them or an assignee. */
export type ChecklistReader =
  | { all: true; companyId: string }
  | { all: false; employeeId: string | null; managesTeam: boolean };

/** The checklists this reader opens, as a condition on `onboarding_checklists` (an access rule's). */
export function checklistsReadBy(reader: ChecklistReader): SQL {
  if (reader.all) return eq(onboardingChecklists.companyId, reader.companyId);
  const me = reader.employeeId;
  if (!me) return sql`false`;
  return or(
    eq(onboardingChecklists.employeeId, me),
    reader.managesTeam ? sql`${onboardingChecklists.employeeId} in (${teamSubquery(me)})` : undefined,
    sql`exists (select 1 from ${onboardingTasks} t
      where t.checklist_id = ${onboardingChecklists.id} and t.assignee_employee_id = ${me})`,
  )!;
}

/** Which of these checklists a query under `condition` finds. */
export function checklistIdsWhere(
  db: Database,
  condition: SQL,
  ids: readonly string[],
): Promise<Set<string>> {
  return idsWhere(db, onboardingChecklists.id, condition, ids);
}

/**
 * The tasks someone does, in checklists under way: given to them by name, and for those in hr the
 * hr team's too. Open ones first, the soonest due first.
 */
export async function listAssignedTasks(
  db: Database,
  who: { employeeId: string | null; companyId: string; hrTeam: boolean },
  now: Date,
  query: { page: number; limit: number; status?: TaskStatus | undefined; search?: string | undefined },
): Promise<{ rows: TaskView[]; total: number; overdue: number }> {
  const mine = or(
    who.employeeId ? eq(onboardingTasks.assigneeEmployeeId, who.employeeId) : undefined,
    who.hrTeam ? sql`${onboardingTasks.assigneeEmployeeId} is null` : undefined,
  );
  if (!mine) return { rows: [], total: 0, overdue: 0 };
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const base = and(
    eq(onboardingChecklists.companyId, who.companyId),
    eq(onboardingChecklists.status, 'in_progress'),
    mine,
  );
  const where = and(
    base,
    query.status ? eq(onboardingTasks.status, query.status) : undefined,
    search
      ? or(
          ilike(onboardingTasks.title, search),
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, search),
        )
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    taskQuery(db, now)
      .where(where)
      .orderBy(
        sql`${onboardingTasks.status} <> 'open'`,
        asc(onboardingTasks.dueDate),
        asc(onboardingTasks.position),
        asc(onboardingTasks.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${onboardingTasks.status} = 'open'
          and ${onboardingTasks.dueDate} < ${todayOf(now)})`.mapWith(Number),
      })
      .from(onboardingTasks)
      .innerJoin(onboardingChecklists, eq(onboardingChecklists.id, onboardingTasks.checklistId))
      .innerJoin(employees, eq(employees.id, onboardingChecklists.employeeId))
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .leftJoin(offices, eq(offices.id, employees.officeId))
      .where(base),
  ]);
  return { rows: rows.map(toTaskView), total: totals?.total ?? 0, overdue: totals?.overdue ?? 0 };
}

/** The person's checklists under way with a task collecting documents of this category. */
export async function checklistsCollecting(
  db: Database,
  employeeId: string,
  category: DocumentCategory,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: onboardingChecklists.id })
    .from(onboardingChecklists)
    .innerJoin(onboardingTasks, eq(onboardingTasks.checklistId, onboardingChecklists.id))
    .where(
      and(
        eq(onboardingChecklists.employeeId, employeeId),
        eq(onboardingChecklists.status, 'in_progress'),
        eq(onboardingTasks.documentCategory, category),
      ),
    );
  return rows.map((r) => r.id);
}

/** The person's checklists under way, locked, oldest first: before any of their tasks is changed. */
export async function liveChecklistsForUpdate(db: Database, employeeId: string): Promise<ChecklistRow[]> {
  return db
    .select()
    .from(onboardingChecklists)
    .where(
      and(eq(onboardingChecklists.employeeId, employeeId), eq(onboardingChecklists.status, 'in_progress')),
    )
    .orderBy(asc(onboardingChecklists.id))
    .for('update');
}

/** The open "collect a document" tasks of this category in these checklists (lock them first). */
export async function openDocumentTasks(
  db: Database,
  checklistIds: readonly string[],
  category: DocumentCategory,
): Promise<TaskRow[]> {
  if (checklistIds.length === 0) return [];
  return db
    .select()
    .from(onboardingTasks)
    .where(
      and(
        inArray(onboardingTasks.checklistId, [...checklistIds]),
        eq(onboardingTasks.status, 'open'),
        eq(onboardingTasks.documentCategory, category),
      ),
    )
    .orderBy(asc(onboardingTasks.id))
    .for('update');
}

/**
 * Claims the open tasks now overdue whose assignee has not been told, marking them told in the same
 * statement: any number of processes may run the pass and each task is told of once.
 */
export async function claimOverdueTasks(
  db: Database,
  now: Date,
  limit: number,
): Promise<
  {
    id: string;
    checklistId: string;
    title: string;
    assigneeEmployeeId: string | null;
    employeeName: string;
    companyId: string;
  }[]
> {
  const result = (await db.execute(sql`
    with due as (
      select t.id from ${onboardingTasks} t
      join ${onboardingChecklists} c on c.id = t.checklist_id and c.status = 'in_progress'
      join ${employees} e on e.id = c.employee_id
      join ${companies} co on co.id = e.company_id
      left join ${offices} o on o.id = e.office_id
      where t.status = 'open' and t.overdue_notified_at is null
        and t.due_date < (${now.toISOString()}::timestamptz at time zone coalesce(o.timezone, co.timezone))::date
      order by t.due_date, t.id
      limit ${limit}
      for update of t skip locked
    )
    update ${onboardingTasks} t set overdue_notified_at = ${now.toISOString()}::timestamptz
    from due, ${onboardingChecklists} c, ${employees} e
    where t.id = due.id and c.id = t.checklist_id and e.id = c.employee_id
    returning t.id, t.checklist_id as "checklistId", t.title,
      t.assignee_employee_id as "assigneeEmployeeId",
      e.first_name || ' ' || e.last_name as "employeeName", c.company_id as "companyId"
  `)) as unknown as {
    rows: {
      id: string;
      checklistId: string;
      title: string;
      assigneeEmployeeId: string | null;
      employeeName: string;
      companyId: string;
    }[];
  };
  return result.rows;
}

// ---------------------------------------------------------------- comments

export async function insertComment(
  db: Database,
  values: typeof onboardingTaskComments.$inferInsert,
): Promise<typeof onboardingTaskComments.$inferSelect> {
  const [row] = await db.insert(onboardingTaskComments).values(values).returning();
  return row!;
}

export async function listComments(
  db: Database,
  taskId: string,
): Promise<{ id: string; author: string | null; body: string; createdAt: Date }[]> {
  const author = alias(employees, 'author');
  return db
    .select({
      id: onboardingTaskComments.id,
      author: userName(users, author),
      body: onboardingTaskComments.body,
      createdAt: onboardingTaskComments.createdAt,
    })
    .from(onboardingTaskComments)
    .leftJoin(users, eq(users.id, onboardingTaskComments.authorUserId))
    .leftJoin(author, eq(author.id, users.employeeId))
    .where(eq(onboardingTaskComments.taskId, taskId))
    .orderBy(asc(onboardingTaskComments.createdAt), asc(onboardingTaskComments.id))
    .limit(500);
}
