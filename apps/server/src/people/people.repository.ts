/**
 * The people kernel (docs/decisions/010): the reads of people and their organisation that every
 * module needs — the reporting line, a person's company, names to show — written once. Any module's
 * repository or service may call these; the organisation and account tables are written only by
 * their owners (employees, organization, auth).
 */
import type { EmployeeStatus } from '@hrms/contracts/employees';
import type { Role } from '@hrms/contracts/roles';
import { and, asc, type Column, eq, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOf, oneArray } from '../db/chunked';
import type { Database } from '../db/client';
import { idsWhere } from '../db/ids-where';
import { selectRows } from '../db/raw';
import { companies, departments, designations, employees, offices } from '../db/schema/organization';
import { users } from '../db/schema/users';

/** Deeper than any real org chart; stops a walk over bad data (a cycle written by hand) for sure. */
const MAX_DEPTH = 100;

// ---------------------------------------------------------------- the reporting line

/**
 * The managers above an employee, nearest first; `null` when there is no such employee. `union`
 * (not `union all`) and the depth limit keep a cycle in bad data from recursing forever.
 */
export async function managerChain(db: Database, employeeId: string): Promise<string[] | null> {
  const rows = await selectRows<{ id: string; depth: number }>(
    db,
    sql`with recursive chain(id, manager_id, depth) as (
          select e.id, e.manager_id, 0 from ${employees} e where e.id = ${employeeId}
          union
          select e.id, e.manager_id, c.depth + 1 from ${employees} e
            join chain c on e.id = c.manager_id
           where c.depth < ${MAX_DEPTH}
        )
        select id, depth from chain order by depth`,
  );
  if (rows.length === 0) return null;
  return [...new Set(rows.filter((r) => Number(r.depth) > 0 && r.id !== employeeId).map((r) => r.id))];
}

/** The reports of a manager, direct and indirect, in any status. */
/** `managerEmployeeId` may be a placeholder of a prepared statement. */
export function teamSubquery(managerEmployeeId: string | Placeholder): SQL {
  return sql`with recursive team(id, depth) as (
      select e.id, 1 from ${employees} e where e.manager_id = ${managerEmployeeId}
      union
      select e.id, t.depth + 1 from ${employees} e
        join team t on e.manager_id = t.id
       where t.depth < ${MAX_DEPTH}
    )
    select id from team where id <> ${managerEmployeeId}`;
}

export async function teamIds(db: Database, managerEmployeeId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(db, teamSubquery(managerEmployeeId));
  return [...new Set(rows.map((r) => r.id))];
}

/**
 * Conditions on `employees.id` for the access registry's rules over people (decision 039): no one,
 * everyone but one person, or the people below any of these managers but one person. A query that
 * uses one joins `employees`.
 */
export const peopleWhere = {
  nobody: (): SQL => sql`false`,
  everyoneBut: (but: string | null): SQL => (but ? ne(employees.id, but) : sql`true`),
  belowAnyOf: (managerIds: readonly string[], but: string | null): SQL => {
    if (managerIds.length === 0) return sql`false`;
    const below = or(...managerIds.map((id) => sql`${employees.id} in (${teamSubquery(id)})`))!;
    return but ? and(below, ne(employees.id, but))! : below;
  },
};

/** Which of these people a query under `condition` (on `employees`) finds. */
export function employeeIdsWhere(db: Database, condition: SQL, ids: readonly string[]): Promise<Set<string>> {
  return idsWhere(db, employees.id, condition, ids);
}

/** The accounts of these people and of every manager above them: who hears of a change to them. */
export async function chainUserIds(db: Database, employeeIds: readonly string[]): Promise<string[]> {
  if (employeeIds.length === 0) return [];
  const rows = await selectRows<{ id: string }>(
    db,
    sql`with recursive chain(id, depth) as (
          select e.id, 0 from ${employees} e where e.id = any(${oneArray(employeeIds)})
          union
          select e.manager_id, c.depth + 1 from ${employees} e
            join chain c on e.id = c.id
           where e.manager_id is not null and c.depth < ${MAX_DEPTH}
        )
        select distinct u.id from ${users} u join chain c on u.employee_id = c.id`,
  );
  return rows.map((r) => r.id);
}

/** The active accounts holding one of these roles: who is told of work for their role (a review to do). */
export async function activeUserIdsWithRoles(db: Database, roles: readonly Role[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

/** The role of the person's active account; null without one. */
export async function accountRoleOf(db: Database, employeeId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.employeeId, employeeId), eq(users.isActive, true)))
    .limit(1);
  return row?.role ?? null;
}

// ---------------------------------------------------------------- people and companies

export interface PersonBrief {
  id: string;
  name: string;
  status: EmployeeStatus;
  companyId: string;
  /** Their active account, if they have one: whom to notify. */
  userId: string | null;
}

/** A short description of a person: for names in messages, the checks on a new manager, whom to tell. */
export async function findPeople(db: Database, ids: readonly string[]): Promise<Map<string, PersonBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      status: employees.status,
      companyId: employees.companyId,
      userId: users.id,
    })
    .from(employees)
    .leftJoin(users, and(eq(users.employeeId, employees.id), eq(users.isActive, true)))
    .where(anyOf(employees.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, name: `${r.firstName} ${r.lastName}` }]));
}

export interface CompanyRef {
  id: string;
  name: string;
  /** The zone the company's own dates are in. */
  timeZone: string;
  /** Its logo in storage, if it has one. */
  logoKey: string | null;
}

const COMPANY_REF = {
  id: companies.id,
  name: companies.name,
  timeZone: companies.timezone,
  logoKey: companies.logoKey,
};

/** The company of this employee, else the installation's (the first created). */
export async function findCompany(
  db: Database,
  employeeId: string | null | undefined,
): Promise<CompanyRef | undefined> {
  if (employeeId) {
    const [row] = await db
      .select(COMPANY_REF)
      .from(employees)
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .where(eq(employees.id, employeeId))
      .limit(1);
    if (row) return row;
  }
  const [row] = await db
    .select(COMPANY_REF)
    .from(companies)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  return row;
}

/** Display names of accounts: their employee name, else their email (an account with no record). */
export async function userDisplayNames(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(anyOf(users.id, ids));
  return new Map(
    rows.map((r) => [r.id, r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : r.email]),
  );
}

export interface PersonCard {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  employeeCode: string;
  designation: string | null;
  department: string | null;
  office: string | null;
  managerName: string | null;
  joinDate: string;
  phone: string | null;
  personalEmail: string | null;
}

const cardManager = alias(employees, 'card_manager');

/** A person with the names of their designation, department, office and manager: the header of a page. */
export async function findPersonCard(db: Database, employeeId: string): Promise<PersonCard | undefined> {
  const [row] = await db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      designation: designations.name,
      department: departments.name,
      office: offices.name,
      managerFirstName: cardManager.firstName,
      managerLastName: cardManager.lastName,
      joinDate: employees.joinDate,
      phone: employees.phone,
      personalEmail: employees.personalEmail,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(cardManager, eq(cardManager.id, employees.managerId))
    .where(eq(employees.id, employeeId))
    .limit(1);
  if (!row) return undefined;
  const { managerFirstName, managerLastName, ...card } = row;
  return { ...card, managerName: managerFirstName ? `${managerFirstName} ${managerLastName}` : null };
}

// ---------------------------------------------------------------- people at work

/** What the clock and attendance need of a person: where they work, in which zone, and since when. */
export interface Worker {
  id: string;
  companyId: string;
  name: string;
  employeeCode: string;
  status: EmployeeStatus;
  officeId: string | null;
  officeName: string | null;
  /** Their office's zone, else the company's: the zone their days are cut in. */
  timeZone: string;
  joinDate: string;
  exitDate: string | null;
}

function workerQuery(db: Database) {
  return db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      status: employees.status,
      officeId: employees.officeId,
      officeName: offices.name,
      timeZone: sql<string>`coalesce(${offices.timezone}, ${companies.timezone})`,
      joinDate: employees.joinDate,
      exitDate: employees.exitDate,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .$dynamic();
}

function toWorker(row: Awaited<ReturnType<ReturnType<typeof workerQuery>['execute']>>[number]): Worker {
  const { firstName, lastName, ...rest } = row;
  return { ...rest, name: `${firstName} ${lastName}` };
}

export async function findWorker(db: Database, employeeId: string): Promise<Worker | undefined> {
  const [row] = await workerQuery(db).where(eq(employees.id, employeeId));
  return row && toWorker(row);
}

/** These people, or (without ids) every active person of the company. */
export async function findWorkers(
  db: Database,
  companyId: string,
  employeeIds?: readonly string[],
): Promise<Worker[]> {
  const where = employeeIds
    ? and(eq(employees.companyId, companyId), anyOf(employees.id, employeeIds))
    : and(eq(employees.companyId, companyId), inArray(employees.status, ['active', 'on_notice']));
  if (employeeIds?.length === 0) return [];
  const rows = await workerQuery(db)
    .where(where)
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  return rows.map(toWorker);
}

/** The ids of the company's offices: to check an office named in a request. */
export async function companyOfficeIds(db: Database, companyId: string): Promise<Set<string>> {
  const rows = await db.select({ id: offices.id }).from(offices).where(eq(offices.companyId, companyId));
  return new Set(rows.map((r) => r.id));
}

/** Designation and photo of these people: their faces on a board. */
export async function findFaces(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { designation: string | null; photoKey: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, designation: designations.name, photoKey: employees.photoKey })
    .from(employees)
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .where(anyOf(employees.id, ids));
  return new Map(rows.map(({ id, ...face }) => [id, face]));
}

// ---------------------------------------------------------------- whose rows a read reaches

/** Whose rows a list reaches: one person, a manager's whole line, or a company's people. */
export type Reach =
  | { kind: 'person'; employeeId: string }
  | { kind: 'team'; managerId: string; companyId: string }
  | { kind: 'company'; companyId: string };

/** The condition of a reach on a table's person and company columns. */
export function reachCondition(employeeId: Column, companyId: Column, reach: Reach): SQL | undefined {
  if (reach.kind === 'person') return eq(employeeId, reach.employeeId);
  return and(
    eq(companyId, reach.companyId),
    reach.kind === 'team' ? sql`${employeeId} in (${teamSubquery(reach.managerId)})` : undefined,
  );
}

/** These people, or (many of them) a company's: one indexed read instead of thousands of ids. */
export type PeopleOf = readonly string[] | { companyId: string };

/** The condition of `people` on a table's person and company columns; null for no one. */
export function peopleCondition(employeeId: Column, companyId: Column, people: PeopleOf): SQL | null {
  if (!Array.isArray(people)) return eq(companyId, (people as { companyId: string }).companyId);
  return people.length === 0 ? null : anyOf(employeeId, people);
}

/** People's gender as recorded (professional tax differs by it in some states); absent when unknown. */
export async function gendersOf(db: Database, employeeIds: readonly string[]): Promise<Map<string, string>> {
  const genders = new Map<string, string>();
  for (let i = 0; i < employeeIds.length; i += 1000) {
    const rows = await db
      .select({ id: employees.id, gender: employees.gender })
      .from(employees)
      .where(inArray(employees.id, employeeIds.slice(i, i + 1000)));
    for (const row of rows) if (row.gender) genders.set(row.id, row.gender);
  }
  return genders;
}

/** A period and who in it: the filters of reports over any module's rows. */
export interface PeriodFilter {
  from: string;
  to: string;
  departmentId?: string | undefined;
  officeId?: string | undefined;
  employeeId?: string | undefined;
}

/**
 * The rows of a table (by its person and company columns) that a reach and a period filter's people
 * select; the query joins `employees` for the department and office.
 */
export function whoseRows(
  table: { employeeId: Column; companyId: Column },
  reach: Reach,
  filter: Omit<PeriodFilter, 'from' | 'to'>,
): SQL | undefined {
  return and(
    reachCondition(table.employeeId, table.companyId, reach),
    filter.employeeId ? eq(table.employeeId, filter.employeeId) : undefined,
    filter.departmentId ? eq(employees.departmentId, filter.departmentId) : undefined,
    filter.officeId ? eq(employees.officeId, filter.officeId) : undefined,
  );
}
