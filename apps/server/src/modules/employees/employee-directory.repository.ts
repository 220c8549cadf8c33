/** The directory's queries: a page of people by scope, filter and sort, its total, and exports. */
import { createHash } from 'node:crypto';
import type { EMPLOYEE_SORT_FIELDS, EmployeeStatus, EmploymentType } from '@hrms/contracts/employees';
import type { Role } from '@hrms/contracts/roles';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
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

/**
 * How a query's values are written: as they are (`asIs`), or as named placeholders of a prepared
 * statement, each value kept in `params` under its name (`placeholders`).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
const asIs: Bind = (_name, value) => value;
function placeholders(params: Record<string, unknown>): Bind {
  return <T>(name: string, value: T) => {
    params[name] = value;
    return sql.placeholder(name);
  };
}

/** A list of values, one placeholder each: `name0`, `name1`, ... */
const bindEach = <T>(bind: Bind, name: string, values: readonly T[]) =>
  values.map((value, i) => bind(`${name}${i}`, value));

export function whereOf(scope: Scope, filter: EmployeeFilter, bind: Bind = asIs): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    scope.kind === 'team'
      ? sql`${employees.id} in (${teamSubquery(bind('manager', scope.managerEmployeeId))})`
      : undefined,
    // The very expression the trigram index is built on, so `%term%` is served by it.
    search
      ? sql`${employeeSearchText(employees)} ilike ${bind('search', `%${escapeLike(search)}%`)}`
      : undefined,
    filter.departmentIds?.length
      ? inArray(employees.departmentId, bindEach(bind, 'department', filter.departmentIds))
      : undefined,
    filter.officeIds?.length
      ? inArray(employees.officeId, bindEach(bind, 'office', filter.officeIds))
      : undefined,
    filter.managerId ? eq(employees.managerId, bind('managerId', filter.managerId)) : undefined,
    filter.designationId ? eq(employees.designationId, bind('designation', filter.designationId)) : undefined,
    filter.statuses ? inArray(employees.status, bindEach(bind, 'status', filter.statuses)) : undefined,
    filter.excludeInactive ? ne(employees.status, 'inactive') : undefined,
    filter.employmentType
      ? eq(employees.employmentType, bind('employmentType', filter.employmentType))
      : undefined,
    filter.joinedFrom ? gte(employees.joinDate, bind('joinedFrom', filter.joinedFrom)) : undefined,
    filter.joinedTo ? lte(employees.joinDate, bind('joinedTo', filter.joinedTo)) : undefined,
  );
}

/**
 * The shape of a filter: which conditions it has and how many values each list holds. Two filters
 * of one shape differ only in their values, so they share one prepared statement.
 */
function shapeOf(scope: Scope, filter: EmployeeFilter): string {
  return [
    scope.kind,
    filter.search?.trim() ? 's' : '',
    filter.departmentIds?.length ?? 0,
    filter.officeIds?.length ?? 0,
    filter.managerId ? 'm' : '',
    filter.designationId ? 'd' : '',
    filter.statuses?.length ?? '-',
    filter.excludeInactive ? 'x' : '',
    filter.employmentType ? 'e' : '',
    filter.joinedFrom ? 'f' : '',
    filter.joinedTo ? 't' : '',
  ].join('|');
}

/**
 * The directory is the busiest read. Its page and count are prepared once per shape (see `shapeOf`)
 * and kept: a request only binds its values, instead of building the query and its SQL text again
 * (most of the server's own time per call), and on PostgreSQL the statement is named, so each
 * connection parses it once. A shape count past `MAX_SHAPES` (lists of many ids) is not kept.
 */
const MAX_SHAPES = 500;
interface Prepared<T> {
  execute(params: Record<string, unknown>): Promise<T>;
}
const preparedByDb = new WeakMap<Database, Map<string, Prepared<unknown>>>();

function runPrepared<T>(
  db: Database,
  key: string,
  params: Record<string, unknown>,
  build: () => { prepare(name: string): Prepared<T> },
): Promise<T> {
  let kept = preparedByDb.get(db);
  if (!kept) {
    kept = new Map();
    preparedByDb.set(db, kept);
  }
  let statement = kept.get(key) as Prepared<T> | undefined;
  if (!statement) {
    statement = build().prepare(`directory_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`);
    if (kept.size < MAX_SHAPES) kept.set(key, statement);
  }
  return statement.execute(params);
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
  const params: Record<string, unknown> = {};
  const bind = placeholders(params);
  const where = whereOf(scope, filter, bind);
  const limit = bind('limit', options.limit);
  const offset = bind('offset', (options.page - 1) * options.limit);
  const selective = options.selective === true;
  const key = `page:${shapeOf(scope, filter)}:${options.sort}:${options.order}:${selective}:${options.withAccount}`;
  const rows = await runPrepared(db, key, params, () => {
    const page = db
      .select({ id: employees.id })
      .from(employees)
      .where(where)
      .orderBy(...orderOf(options, selective))
      .limit(limit)
      .offset(offset)
      .as('page');
    return selectListRows(db, options.withAccount)
      .innerJoin(page, eq(page.id, employees.id))
      .orderBy(...orderOf(options));
  });
  return rows as ListRow[];
}

export async function countEmployees(db: Database, scope: Scope, filter: EmployeeFilter): Promise<number> {
  const params: Record<string, unknown> = {};
  const where = whereOf(scope, filter, placeholders(params));
  const [row] = await runPrepared(db, `count:${shapeOf(scope, filter)}`, params, () =>
    db.select({ n: count() }).from(employees).where(where),
  );
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
