import type { EMPLOYEE_SORT_FIELDS, EmployeeStatus, EmploymentType } from '@hrms/contracts/employees';
import type { Role } from '@hrms/contracts/roles';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/raw';
import {
  departments,
  designations,
  employeeSearchText,
  employeeStatutory,
  employees,
  offices,
} from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import { teamSubquery } from '../../people/people.repository';

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployee = typeof employees.$inferInsert;
export type EmployeeChange = Partial<Omit<NewEmployee, 'id' | 'companyId' | 'createdAt'>>;
export type StatutoryRow = typeof employeeStatutory.$inferSelect;
export type StatutoryValues = Pick<
  StatutoryRow,
  'pan' | 'uan' | 'esicNumber' | 'bankAccountNumber' | 'bankIfsc' | 'bankName'
>;
export type NewUser = typeof users.$inferInsert;
export type AccountChange = Partial<Pick<NewUser, 'email' | 'role' | 'isActive' | 'invitationPending'>>;

/** Codes or emails per lookup: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;
/** Rows per bulk INSERT (one JSON parameter each). */
const BULK_CHUNK = 5000;

const manager = alias(employees, 'manager');

// ---------------------------------------------------------------- the directory

export type Scope = { kind: 'all' } | { kind: 'team'; managerEmployeeId: string } | { kind: 'directory' };
export type SortField = (typeof EMPLOYEE_SORT_FIELDS)[number];

export interface EmployeeFilter {
  search?: string | undefined;
  departmentIds?: readonly string[] | undefined;
  officeIds?: readonly string[] | undefined;
  managerId?: string | undefined;
  designationId?: string | undefined;
  statuses?: readonly EmployeeStatus[] | undefined;
  excludeInactive?: boolean;
  employmentType?: EmploymentType | undefined;
  joinedFrom?: string | undefined;
  joinedTo?: string | undefined;
}

export interface Ordering {
  sort: SortField;
  order: 'asc' | 'desc';
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(scope: Scope, filter: EmployeeFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    scope.kind === 'team' ? sql`${employees.id} in (${teamSubquery(scope.managerEmployeeId)})` : undefined,
    // The very expression the trigram index is built on, so `%term%` is served by it.
    search ? sql`${employeeSearchText(employees)} ilike ${`%${escapeLike(search)}%`}` : undefined,
    filter.departmentIds?.length ? inArray(employees.departmentId, [...filter.departmentIds]) : undefined,
    filter.officeIds?.length ? inArray(employees.officeId, [...filter.officeIds]) : undefined,
    filter.managerId ? eq(employees.managerId, filter.managerId) : undefined,
    filter.designationId ? eq(employees.designationId, filter.designationId) : undefined,
    filter.statuses ? inArray(employees.status, [...filter.statuses]) : undefined,
    filter.excludeInactive ? ne(employees.status, 'inactive') : undefined,
    filter.employmentType ? eq(employees.employmentType, filter.employmentType) : undefined,
    filter.joinedFrom ? gte(employees.joinDate, filter.joinedFrom) : undefined,
    filter.joinedTo ? lte(employees.joinDate, filter.joinedTo) : undefined,
  );
}

/**
 * A name by the row's id, as a subquery. A page has a few dozen rows, and PostgreSQL plans a join
 * per name many times slower than it runs it (milliseconds for seven joins, against a tenth of that
 * for subqueries): at a hundred requests a second that planning was the bulk of the work.
 */
function nameOf(table: typeof departments | typeof designations | typeof offices, id: AnyPgColumn) {
  return sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${id})`;
}
const departmentName = nameOf(departments, employees.departmentId);
const designationName = nameOf(designations, employees.designationId);
const officeName = nameOf(offices, employees.officeId);

/**
 * The ORDER BY of a sort. `opaque`: the first key as an expression no index matches
 * (`coalesce(x, x)` sorts exactly like `x`), so PostgreSQL collects the matching rows and sorts them
 * rather than walking an index in order and filtering.
 */
function orderOf({ sort, order }: Ordering, opaque = false): SQL[] {
  const by = order === 'desc' ? desc : asc;
  const first = (column: AnyPgColumn) => (opaque ? by(sql`coalesce(${column}, ${column})`) : by(column));
  const nullsLast = (name: SQL) =>
    order === 'desc' ? sql`${name} desc nulls last` : sql`${name} asc nulls last`;
  switch (sort) {
    case 'name':
      // Served by employees_name_idx (first_name, last_name, id), forwards or backwards.
      return [first(employees.firstName), by(employees.lastName), by(employees.id)];
    case 'employeeCode':
      return [first(employees.employeeCode), by(employees.id)];
    case 'workEmail':
      return [first(employees.workEmail), by(employees.id)];
    case 'department':
      return [nullsLast(departmentName), by(employees.firstName), by(employees.lastName), by(employees.id)];
    case 'designation':
      return [nullsLast(designationName), by(employees.firstName), by(employees.lastName), by(employees.id)];
    case 'joinDate':
      return [first(employees.joinDate), by(employees.id)];
    case 'status':
      return [first(employees.status), by(employees.firstName), by(employees.lastName), by(employees.id)];
    case 'createdAt':
      return [first(employees.createdAt), by(employees.id)];
    default: {
      const unhandled: never = sort;
      throw new Error(`Unknown sort ${String(unhandled)}`);
    }
  }
}

const listColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  workEmail: employees.workEmail,
  photoKey: employees.photoKey,
  employeeCode: employees.employeeCode,
  phone: employees.phone,
  employmentType: employees.employmentType,
  status: employees.status,
  joinDate: employees.joinDate,
  departmentId: employees.departmentId,
  departmentName,
  designationId: employees.designationId,
  designationName,
  officeId: employees.officeId,
  officeName,
  managerId: employees.managerId,
  managerFirstName: manager.firstName,
  managerLastName: manager.lastName,
  managerCode: manager.employeeCode,
  managerPhotoKey: manager.photoKey,
};

export interface ListRow {
  id: string;
  firstName: string;
  lastName: string;
  workEmail: string;
  photoKey: string | null;
  employeeCode: string;
  phone: string | null;
  employmentType: EmploymentType;
  status: EmployeeStatus;
  joinDate: string;
  departmentId: string | null;
  departmentName: string | null;
  designationId: string | null;
  designationName: string | null;
  officeId: string | null;
  officeName: string | null;
  managerId: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  managerCode: string | null;
  managerPhotoKey: string | null;
  /** Only with `withAccount`. */
  role: Role | null;
  pan: string | null;
  bankAccountNumber: string | null;
}

/** The rows behind the list and the export, with their names: one query, no query per row. */
function selectListRows(db: Database, withAccount: boolean) {
  const base = db
    .select({
      ...listColumns,
      role: withAccount
        ? sql<Role | null>`(select ${users.role} from ${users} where ${users.employeeId} = ${employees.id})`
        : sql<Role | null>`null`,
      pan: withAccount ? employeeStatutory.pan : sql<string | null>`null`,
      bankAccountNumber: withAccount ? employeeStatutory.bankAccountNumber : sql<string | null>`null`,
    })
    .from(employees)
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .$dynamic();
  return withAccount
    ? base.leftJoin(employeeStatutory, eq(employeeStatutory.employeeId, employees.id))
    : base;
}

/**
 * One page of the directory, in one statement. The page's ids are chosen on `employees` alone, and
 * only those rows get their names, so a deep page or a large team does not look up every row it skips.
 *
 * `selective`: the caller knows few rows match. The matching rows are then collected (through the
 * trigram index, for a search) and sorted, instead of walking the sort's index and filtering: a name
 * search matches people next to each other in name order, and that walk can read most of the table
 * before it reaches them. PostgreSQL cannot estimate how many rows `ILIKE '%…%'` matches, so it
 * cannot choose this itself.
 */
export async function listEmployeePage(
  db: Database,
  scope: Scope,
  filter: EmployeeFilter,
  options: Ordering & { page: number; limit: number; withAccount: boolean; selective?: boolean },
): Promise<ListRow[]> {
  const page = db
    .select({ id: employees.id })
    .from(employees)
    .where(whereOf(scope, filter))
    .orderBy(...orderOf(options, options.selective))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit)
    .as('page');
  const rows = await selectListRows(db, options.withAccount)
    .innerJoin(page, eq(page.id, employees.id))
    .orderBy(...orderOf(options));
  return rows as ListRow[];
}

export async function countEmployees(db: Database, scope: Scope, filter: EmployeeFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employees).where(whereOf(scope, filter));
  return row?.n ?? 0;
}

/** Every row matching, for the export: the same query as the list, without pages. */
export async function allEmployees(
  db: Database,
  scope: Scope,
  filter: EmployeeFilter,
  ordering: Ordering,
): Promise<ListRow[]> {
  const rows = await selectListRows(db, false)
    .where(whereOf(scope, filter))
    .orderBy(...orderOf(ordering));
  return rows as ListRow[];
}

// ---------------------------------------------------------------- one person

export interface AccountRow {
  userId: string;
  email: string;
  role: Role;
  isActive: boolean;
  lastLoginAt: Date | null;
  invitationPending: boolean;
}

export interface DetailRow {
  employee: EmployeeRow;
  departmentName: string | null;
  designationName: string | null;
  officeName: string | null;
  manager: {
    id: string;
    firstName: string;
    lastName: string;
    employeeCode: string;
    photoKey: string | null;
  } | null;
  directReportCount: number;
  account: AccountRow | null;
}

export async function findEmployeeDetail(db: Database, id: string): Promise<DetailRow | undefined> {
  const [row] = await db
    .select({
      employee: employees,
      departmentName: departments.name,
      designationName: designations.name,
      officeName: offices.name,
      managerId: manager.id,
      managerFirstName: manager.firstName,
      managerLastName: manager.lastName,
      managerCode: manager.employeeCode,
      managerPhotoKey: manager.photoKey,
      directReportCount: sql<number>`(select count(*)::int from ${employees} r
        where r.manager_id = ${employees.id} and r.status <> 'inactive')`,
      userId: users.id,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      invitationPending: users.invitationPending,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .leftJoin(users, eq(users.employeeId, employees.id))
    .where(eq(employees.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    employee: row.employee,
    departmentName: row.departmentName,
    designationName: row.designationName,
    officeName: row.officeName,
    manager: row.managerId
      ? {
          id: row.managerId,
          firstName: row.managerFirstName!,
          lastName: row.managerLastName!,
          employeeCode: row.managerCode!,
          photoKey: row.managerPhotoKey,
        }
      : null,
    directReportCount: Number(row.directReportCount ?? 0),
    account: row.userId
      ? {
          userId: row.userId,
          email: row.email!,
          role: row.role!,
          isActive: row.isActive!,
          lastLoginAt: row.lastLoginAt,
          invitationPending: row.invitationPending!,
        }
      : null,
  };
}

/** Statutory numbers and bank details: read only for someone who may see them (`self`, `full`). */
export async function findStatutory(db: Database, employeeId: string): Promise<StatutoryValues | null> {
  const [row] = await db
    .select({
      pan: employeeStatutory.pan,
      uan: employeeStatutory.uan,
      esicNumber: employeeStatutory.esicNumber,
      bankAccountNumber: employeeStatutory.bankAccountNumber,
      bankIfsc: employeeStatutory.bankIfsc,
      bankName: employeeStatutory.bankName,
    })
    .from(employeeStatutory)
    .where(eq(employeeStatutory.employeeId, employeeId))
    .limit(1);
  return row ?? null;
}

export interface LockedEmployee {
  employee: EmployeeRow;
  account: AccountRow | null;
  statutory: StatutoryValues | null;
}

/** Locks the record so concurrent edits audit a true "before". */
export async function findEmployeeForUpdate(db: Database, id: string): Promise<LockedEmployee | undefined> {
  const [row] = await db
    .select({
      employee: employees,
      userId: users.id,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      invitationPending: users.invitationPending,
      statutory: {
        employeeId: employeeStatutory.employeeId,
        pan: employeeStatutory.pan,
        uan: employeeStatutory.uan,
        esicNumber: employeeStatutory.esicNumber,
        bankAccountNumber: employeeStatutory.bankAccountNumber,
        bankIfsc: employeeStatutory.bankIfsc,
        bankName: employeeStatutory.bankName,
      },
    })
    .from(employees)
    .leftJoin(users, eq(users.employeeId, employees.id))
    .leftJoin(employeeStatutory, eq(employeeStatutory.employeeId, employees.id))
    .where(eq(employees.id, id))
    .limit(1)
    .for('update', { of: employees });
  if (!row) return undefined;
  const { employeeId, ...statutory } = row.statutory ?? {};
  return {
    employee: row.employee,
    account: row.userId
      ? {
          userId: row.userId,
          email: row.email!,
          role: row.role!,
          isActive: row.isActive!,
          lastLoginAt: row.lastLoginAt,
          invitationPending: row.invitationPending!,
        }
      : null,
    statutory: employeeId ? (statutory as StatutoryValues) : null,
  };
}

/** Names of departments, designations and offices by id, for audit entries people can read. */
export async function refNames(
  db: Database,
  ids: { departmentIds: readonly string[]; designationIds: readonly string[]; officeIds: readonly string[] },
): Promise<{
  departments: Map<string, string>;
  designations: Map<string, string>;
  offices: Map<string, string>;
}> {
  const names = async (
    table: typeof departments | typeof designations | typeof offices,
    list: readonly string[],
  ) =>
    list.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .select({ id: table.id, name: table.name })
              .from(table)
              .where(inArray(table.id, [...new Set(list)]))
          ).map((r) => [r.id, r.name]),
        );
  const [d, t, o] = await Promise.all([
    names(departments, ids.departmentIds),
    names(designations, ids.designationIds),
    names(offices, ids.officeIds),
  ]);
  return { departments: d, designations: t, offices: o };
}

// ---------------------------------------------------------------- checks before writing

/** Which of these ids name nothing. */
export async function missingRefs(
  db: Database,
  refs: { departmentId?: string | null; designationId?: string | null; officeId?: string | null },
): Promise<Set<'departmentId' | 'designationId' | 'officeId'>> {
  const exists = async (table: typeof departments | typeof designations | typeof offices, id: string) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
  const missing = new Set<'departmentId' | 'designationId' | 'officeId'>();
  const checks = await Promise.all([
    refs.departmentId ? exists(departments, refs.departmentId) : true,
    refs.designationId ? exists(designations, refs.designationId) : true,
    refs.officeId ? exists(offices, refs.officeId) : true,
  ]);
  if (!checks[0]) missing.add('departmentId');
  if (!checks[1]) missing.add('designationId');
  if (!checks[2]) missing.add('officeId');
  return missing;
}

/**
 * Codes (compared without regard to case) and emails already used by someone else: an employee's
 * code or work email, or any account's email.
 */
export async function takenCodesAndEmails(
  db: Database,
  wanted: { codes: readonly string[]; emails: readonly string[] },
  exceptEmployeeId?: string,
): Promise<{ codes: Set<string>; emails: Set<string> }> {
  const codes = new Set<string>();
  const emails = new Set<string>();
  const except = exceptEmployeeId ? ne(employees.id, exceptEmployeeId) : undefined;
  for (let i = 0; i < wanted.codes.length; i += CHUNK) {
    const chunk = wanted.codes.slice(i, i + CHUNK).map((c) => c.toLowerCase());
    const rows = await db
      .select({ code: employees.employeeCode })
      .from(employees)
      .where(and(inArray(sql`lower(${employees.employeeCode})`, chunk), except));
    for (const r of rows) codes.add(r.code.toLowerCase());
  }
  for (let i = 0; i < wanted.emails.length; i += CHUNK) {
    const chunk = wanted.emails.slice(i, i + CHUNK);
    const [byEmployee, byAccount] = await Promise.all([
      db
        .select({ email: employees.workEmail })
        .from(employees)
        .where(and(inArray(employees.workEmail, chunk), except)),
      db
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            inArray(users.email, chunk),
            exceptEmployeeId
              ? or(sql`${users.employeeId} is null`, ne(users.employeeId, exceptEmployeeId))
              : undefined,
          ),
        ),
    ]);
    for (const r of [...byEmployee, ...byAccount]) emails.add(r.email);
  }
  return { codes, emails };
}

// ---------------------------------------------------------------- writes

export async function insertEmployee(db: Database, values: NewEmployee): Promise<EmployeeRow> {
  const [row] = await db.insert(employees).values(values).returning();
  return row!;
}

/** Every row with the same keys (see `insertJsonRows`), in statements of a few thousand rows. */
export async function insertEmployees(db: Database, values: readonly NewEmployee[]): Promise<void> {
  for (let i = 0; i < values.length; i += BULK_CHUNK) {
    await insertJsonRows(db, employees, values.slice(i, i + BULK_CHUNK));
  }
}

export async function insertUser(db: Database, values: NewUser): Promise<{ id: string; email: string }> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, email: users.email });
  return row!;
}

/** Every row with the same keys (see `insertJsonRows`). */
export async function insertUsers(
  db: Database,
  values: readonly NewUser[],
): Promise<{ id: string; email: string }[]> {
  const out: { id: string; email: string }[] = [];
  for (let i = 0; i < values.length; i += BULK_CHUNK) {
    out.push(
      ...(await insertJsonRows<typeof users, { id: string; email: string }>(
        db,
        users,
        values.slice(i, i + BULK_CHUNK),
        ['id', 'email'],
      )),
    );
  }
  return out;
}

export async function upsertStatutory(
  db: Database,
  employeeId: string,
  values: Partial<StatutoryValues>,
  at: Date,
): Promise<void> {
  await db
    .insert(employeeStatutory)
    .values({ employeeId, ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: employeeStatutory.employeeId, set: { ...values, updatedAt: at } });
}

export async function updateEmployee(db: Database, id: string, change: EmployeeChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.update(employees).set(change).where(eq(employees.id, id));
}

export async function updateAccount(db: Database, userId: string, change: AccountChange, at: Date) {
  if (Object.keys(change).length === 0) return;
  await db
    .update(users)
    .set({ ...change, updatedAt: at })
    .where(eq(users.id, userId));
}

/** The account goes first (its sessions, tokens and notifications with it), then the record. */
export async function deleteEmployee(db: Database, employeeId: string, userId: string | null): Promise<void> {
  if (userId) await db.delete(users).where(eq(users.id, userId));
  await db.delete(employees).where(eq(employees.id, employeeId));
}

export async function setPhotoKey(
  db: Database,
  id: string,
  photoKey: string | null,
  at: Date,
): Promise<void> {
  await db.update(employees).set({ photoKey, updatedAt: at }).where(eq(employees.id, id));
}

export async function photoKeyInUse(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.photoKey, key))
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------- figures

export interface CountRow {
  key: string | null;
  label: string | null;
  count: number;
}

export async function employeeStats(
  db: Database,
  scope: Scope,
  since: string,
): Promise<{
  totals: { total: number; active: number; onNotice: number; inactive: number };
  byDepartment: CountRow[];
  byOffice: CountRow[];
  byEmploymentType: CountRow[];
  byGender: CountRow[];
  joins: { month: string; count: number }[];
  exits: { month: string; count: number }[];
}> {
  const inScope = whereOf(scope, {});
  const current = and(inScope, ne(employees.status, 'inactive'));
  const [totals, byDepartment, byOffice, byEmploymentType, byGender, joins, exits] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${employees.status} = 'active')::int`,
        onNotice: sql<number>`count(*) filter (where ${employees.status} = 'on_notice')::int`,
        inactive: sql<number>`count(*) filter (where ${employees.status} = 'inactive')::int`,
      })
      .from(employees)
      .where(inScope),
    db
      .select({ key: employees.departmentId, label: departments.name, count: count() })
      .from(employees)
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .where(current)
      .groupBy(employees.departmentId, departments.name)
      .orderBy(desc(count()), asc(departments.name)),
    db
      .select({ key: employees.officeId, label: offices.name, count: count() })
      .from(employees)
      .leftJoin(offices, eq(offices.id, employees.officeId))
      .where(current)
      .groupBy(employees.officeId, offices.name)
      .orderBy(desc(count()), asc(offices.name)),
    db
      .select({ key: employees.employmentType, label: sql<null>`null`, count: count() })
      .from(employees)
      .where(current)
      .groupBy(employees.employmentType),
    db
      .select({ key: employees.gender, label: sql<null>`null`, count: count() })
      .from(employees)
      .where(current)
      .groupBy(employees.gender),
    db
      .select({ month: sql<string>`to_char(${employees.joinDate}, 'YYYY-MM')`, count: count() })
      .from(employees)
      .where(and(inScope, gte(employees.joinDate, since)))
      .groupBy(sql`1`),
    db
      .select({ month: sql<string>`to_char(${employees.exitDate}, 'YYYY-MM')`, count: count() })
      .from(employees)
      .where(and(inScope, gte(employees.exitDate, since)))
      .groupBy(sql`1`),
  ]);
  const t = totals[0];
  return {
    totals: {
      total: Number(t?.total ?? 0),
      active: Number(t?.active ?? 0),
      onNotice: Number(t?.onNotice ?? 0),
      inactive: Number(t?.inactive ?? 0),
    },
    byDepartment,
    byOffice,
    byEmploymentType,
    byGender,
    joins,
    exits,
  };
}

export async function departmentsWithHeadcount(db: Database, companyId: string) {
  const head = alias(employees, 'head');
  return db
    .select({
      id: departments.id,
      name: departments.name,
      code: departments.code,
      parentId: departments.parentId,
      headId: head.id,
      headFirstName: head.firstName,
      headLastName: head.lastName,
      headCode: head.employeeCode,
      headPhotoKey: head.photoKey,
      headcount: sql<number>`(select count(*)::int from ${employees} e
        where e.department_id = ${departments.id} and e.status <> 'inactive')`,
    })
    .from(departments)
    .leftJoin(head, eq(head.id, departments.headEmployeeId))
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name), asc(departments.id));
}

export async function teamCounts(
  db: Database,
  employeeId: string,
): Promise<{ directReports: number; teamSize: number }> {
  const [[reports], [team]] = await Promise.all([
    db
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.managerId, employeeId), ne(employees.status, 'inactive'))),
    db
      .select({ n: count() })
      .from(employees)
      .where(and(sql`${employees.id} in (${teamSubquery(employeeId)})`, ne(employees.status, 'inactive'))),
  ]);
  return { directReports: reports?.n ?? 0, teamSize: team?.n ?? 0 };
}
