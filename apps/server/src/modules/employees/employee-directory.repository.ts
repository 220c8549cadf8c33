/** The directory's queries: a page of people by scope, filter and sort, its total, and exports. */
import type { EMPLOYEE_SORT_FIELDS, EmployeeStatus, EmploymentType } from '@hrms/contracts/employees';
import type { Role } from '@hrms/contracts/roles';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
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

const manager = alias(employees, 'manager');

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

export function whereOf(scope: Scope, filter: EmployeeFilter): SQL | undefined {
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

/**
 * Whether a search collects its matches and sorts them, rather than walk the sort's index until a
 * page is found (see `listEmployeePage`'s `selective`). A search for a name, sorted by name, finds
 * its matches side by side somewhere in the name index, possibly near its end (at 100,000 people,
 * "zoya" takes 28 ms collected and 420 ms walked); in any other order they are spread out and the
 * index finds a page soon, unless there are very few. A term shorter than a trigram cannot use the
 * search index, so collecting would read the whole table: it walks.
 */
const SELECTIVE_BY_NAME = 20_000;
const SELECTIVE_ANY_ORDER = 200;
const TRIGRAM = 3;

export function collectsSearch(term: string, total: number, sort: SortField): boolean {
  return (
    term.trim().length >= TRIGRAM &&
    (total <= SELECTIVE_ANY_ORDER || (sort === 'name' && total <= SELECTIVE_BY_NAME))
  );
}
