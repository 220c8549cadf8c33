/**
 * Attendance days. A day is written by one upsert on (person, date): derived fields always, the
 * status only while no correction holds it, so a regeneration never undoes a person's correction.
 */
import type { AttendanceStatus } from '@hrms/contracts/attendance';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { anyOf } from '../../db/chunked';
import type { Database } from '../../db/client';
import { foldKeptCounts, type KeptCounts } from '../../db/kept-counts';
import { escapeLike } from '../../db/like';
import { returningAll, selectRows, typedRow } from '../../db/raw';
import {
  attendanceDayCounts,
  attendanceDays,
  attendancePersonMonths,
  attendanceRegularizations,
  attendanceRollups,
} from '../../db/schema/attendance';
import { companies, departments, employees, offices } from '../../db/schema/organization';
import { addDays } from '../../lib/calendar-date';
import {
  type PeopleOf,
  type PeriodFilter,
  peopleCondition,
  type Reach,
  reachCondition,
  whoseRows,
} from '../../people/people.repository';

export type AttendanceDayRow = typeof attendanceDays.$inferSelect;
export type DerivedDayValues = Omit<
  typeof attendanceDays.$inferInsert,
  'id' | 'source' | 'correctionReason' | 'correctedBy' | 'correctedAt' | 'createdAt'
> & { updatedAt: Date };

const CHUNK = 1000;

/** What derivation writes of a day: a day whose values are all the same is not written again. */
export const DERIVED_COLUMNS = [
  'sortName',
  'derivedStatus',
  'settled',
  'firstIn',
  'lastOut',
  'workedMinutes',
  'breakMinutes',
  'overtimeMinutes',
  'lateMinutes',
  'leaveCentidays',
  'leaveTypeCode',
  'holidayName',
] as const;
export type DerivedFields = Pick<AttendanceDayRow, (typeof DERIVED_COLUMNS)[number]>;

/**
 * The derived fields of days already kept, keyed `employeeId|date`: of these people, or (many
 * people) of the company.
 */
export async function keptDays(
  db: Database,
  people: PeopleOf,
  from: string,
  to: string,
): Promise<Map<string, DerivedFields>> {
  const whose = peopleCondition(attendanceDays.employeeId, attendanceDays.companyId, people);
  if (!whose) return new Map();
  const rows = await db
    .select({
      employeeId: attendanceDays.employeeId,
      date: attendanceDays.date,
      sortName: attendanceDays.sortName,
      derivedStatus: attendanceDays.derivedStatus,
      settled: attendanceDays.settled,
      firstIn: attendanceDays.firstIn,
      lastOut: attendanceDays.lastOut,
      workedMinutes: attendanceDays.workedMinutes,
      breakMinutes: attendanceDays.breakMinutes,
      overtimeMinutes: attendanceDays.overtimeMinutes,
      lateMinutes: attendanceDays.lateMinutes,
      leaveCentidays: attendanceDays.leaveCentidays,
      leaveTypeCode: attendanceDays.leaveTypeCode,
      holidayName: attendanceDays.holidayName,
    })
    .from(attendanceDays)
    .where(and(whose, gte(attendanceDays.date, from), lte(attendanceDays.date, to)));
  return new Map(rows.map((r) => [`${r.employeeId}|${r.date}`, r]));
}

/**
 * Writes derived days, a day that exists updated only where derivation now says otherwise (a
 * correction keeps its status), and answers the days written. The rows travel as one JSON value a
 * chunk: a day regenerated for ten thousand people costs the embedded database a fraction of what
 * as many bound parameters cost, and the statement's text stays the same size.
 */
export async function upsertDerivedDays(
  tx: Database,
  days: readonly DerivedDayValues[],
): Promise<AttendanceDayRow[]> {
  const changed: AttendanceDayRow[] = [];
  const column = (key: (typeof WRITTEN)[number]) => sql.identifier(attendanceDays[key].name);
  const written = sql.join(WRITTEN.map(column), sql`, `);
  const updated = sql.join(
    WRITTEN.filter((key) => !KEYS_AND_STATUS.has(key)).map(
      (key) => sql`${column(key)} = excluded.${column(key)}`,
    ),
    sql`, `,
  );
  const derived = (from: SQL) =>
    sql.join(
      DERIVED_COLUMNS.map((key) => sql`${from}.${column(key)}`),
      sql`, `,
    );
  // Only a real change is written (and answered): a regeneration of a quiet day writes nothing.
  for (let i = 0; i < days.length; i += CHUNK) {
    const json = JSON.stringify(days.slice(i, i + CHUNK).map(derivedJson));
    const rows = await selectRows<Record<string, unknown>>(
      tx,
      sql`insert into ${attendanceDays} (${written})
          select ${written} from json_populate_recordset(null::${attendanceDays}, ${json}::json)
          on conflict (employee_id, date) do update set
            status = case when ${attendanceDays}.source = 'corrected' then ${attendanceDays}.status else excluded.status end,
            ${updated}
          where (${derived(sql`${attendanceDays}`)}) is distinct from (${derived(sql`excluded`)})
          returning ${returningAll(attendanceDays)}`,
    );
    for (const row of rows) changed.push(typedRow(attendanceDays, row));
  }
  return changed;
}

/** The columns a derivation writes; the person, the date, the source and the status are not updated in place. */
const WRITTEN = [
  'companyId',
  'employeeId',
  'date',
  'source',
  'status',
  ...DERIVED_COLUMNS,
  'updatedAt',
] as const;
const KEYS_AND_STATUS: ReadonlySet<string> = new Set(['companyId', 'employeeId', 'date', 'source', 'status']);

/** A derived day as `json_populate_recordset` reads it: the columns' own names, every one present. */
function derivedJson(d: DerivedDayValues): Record<string, unknown> {
  return {
    company_id: d.companyId,
    employee_id: d.employeeId,
    date: d.date,
    source: 'derived',
    status: d.status,
    sort_name: d.sortName ?? '',
    derived_status: d.derivedStatus,
    settled: d.settled ?? false,
    first_in: d.firstIn ?? null,
    last_out: d.lastOut ?? null,
    worked_minutes: d.workedMinutes ?? 0,
    break_minutes: d.breakMinutes ?? 0,
    overtime_minutes: d.overtimeMinutes ?? 0,
    late_minutes: d.lateMinutes ?? 0,
    leave_centidays: d.leaveCentidays ?? 0,
    leave_type_code: d.leaveTypeCode ?? null,
    holiday_name: d.holidayName ?? null,
    updated_at: d.updatedAt,
  };
}

/** Removes derived days a person no longer has (a date now outside their employment). */
export async function deleteDerivedDays(
  tx: Database,
  employeeId: string,
  dates: readonly string[],
): Promise<void> {
  if (dates.length === 0) return;
  await tx
    .delete(attendanceDays)
    .where(
      and(
        eq(attendanceDays.employeeId, employeeId),
        anyOf(attendanceDays.date, dates, 'date'),
        eq(attendanceDays.source, 'derived'),
      ),
    );
}

/** Days not yet settled that are over in their person's zone: their hours are judged now. */
export async function unsettledPastDays(
  db: Database,
  now: Date,
): Promise<{ companyId: string; employeeId: string; date: string }[]> {
  return db
    .select({
      companyId: attendanceDays.companyId,
      employeeId: attendanceDays.employeeId,
      date: attendanceDays.date,
    })
    .from(attendanceDays)
    .innerJoin(employees, eq(employees.id, attendanceDays.employeeId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .where(
      and(
        eq(attendanceDays.settled, false),
        sql`${attendanceDays.date} < (${now}::timestamptz at time zone coalesce(${offices.timezone}, ${companies.timezone}))::date`,
      ),
    )
    .orderBy(asc(attendanceDays.date), asc(attendanceDays.employeeId));
}

/**
 * Of these people, those whose day on `date` time may change: none kept yet (a new day), or still
 * "not yet" (their shift may have begun).
 */
export async function undecidedOn(
  db: Database,
  employeeIds: readonly string[],
  date: string,
): Promise<string[]> {
  if (employeeIds.length === 0) return [];
  const decided = await db
    .select({ employeeId: attendanceDays.employeeId })
    .from(attendanceDays)
    .where(
      and(
        anyOf(attendanceDays.employeeId, employeeIds),
        eq(attendanceDays.date, date),
        ne(attendanceDays.derivedStatus, 'not_yet'),
      ),
    );
  const known = new Set(decided.map((d) => d.employeeId));
  return employeeIds.filter((id) => !known.has(id));
}

/** The companies with people: whose days the clock keeps. */
export async function companiesWithPeople(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ id: employees.companyId }).from(employees);
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- reading days

/** Whose days a read reaches. */
export type DayScope = Reach;

export interface DayFilter {
  from?: string | undefined;
  to?: string | undefined;
  departmentId?: string | undefined;
  officeId?: string | undefined;
  employeeId?: string | undefined;
  status?: AttendanceStatus | undefined;
  search?: string | undefined;
}

const dayView = {
  day: attendanceDays,
  firstName: employees.firstName,
  lastName: employees.lastName,
  employeeCode: employees.employeeCode,
  department: departments.name,
  office: offices.name,
  // A lookup for the rows read, not a join: the list's plan stays an index walk over its own table.
  timeZone: sql<string>`coalesce(${offices.timezone}, (select c.timezone from ${companies} c where c.id = ${employees.companyId}))`,
};

export interface AttendanceDayView extends AttendanceDayRow {
  name: string;
  employeeCode: string;
  department: string | null;
  office: string | null;
  /** The person's office zone: times of the day are shown in it. */
  timeZone: string;
}

function toView(row: {
  day: AttendanceDayRow;
  firstName: string;
  lastName: string;
  employeeCode: string;
  department: string | null;
  office: string | null;
  timeZone: string;
}): AttendanceDayView {
  return {
    ...row.day,
    name: `${row.firstName} ${row.lastName}`,
    employeeCode: row.employeeCode,
    department: row.department,
    office: row.office,
    timeZone: row.timeZone,
  };
}

function scopeWhere(scope: DayScope, filter: DayFilter): SQL | undefined {
  return and(
    reachCondition(attendanceDays.employeeId, attendanceDays.companyId, scope),
    filter.from ? gte(attendanceDays.date, filter.from) : undefined,
    filter.to ? lte(attendanceDays.date, filter.to) : undefined,
    filter.employeeId ? eq(attendanceDays.employeeId, filter.employeeId) : undefined,
    filter.status ? eq(attendanceDays.status, filter.status) : undefined,
    filter.departmentId ? eq(employees.departmentId, filter.departmentId) : undefined,
    filter.officeId ? eq(employees.officeId, filter.officeId) : undefined,
    filter.search
      ? or(
          ilike(
            sql`${employees.firstName} || ' ' || ${employees.lastName}`,
            `%${escapeLike(filter.search)}%`,
          ),
          ilike(employees.employeeCode, `%${escapeLike(filter.search)}%`),
        )
      : undefined,
  );
}

function viewQuery(db: Database) {
  return db
    .select(dayView)
    .from(attendanceDays)
    .innerJoin(employees, eq(employees.id, attendanceDays.employeeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .$dynamic();
}

/** A day as a list shows it: the view without the columns kept for the database's own use. */
export type AttendanceDayListRow = Omit<
  AttendanceDayView,
  'companyId' | 'sortName' | 'settled' | 'createdAt' | 'updatedAt'
>;

/**
 * A page of days, newest first, then by name: the page's ids are found in index order on the days
 * alone (the person's record joined only when a filter asks about it), then those rows are read.
 * A list whose count is kept ahead (see `countDays`) reads its total in the same statement; `total`
 * is otherwise left to `countDays`.
 *
 * This is the busiest read of the module: the page comes back as one JSON value, which costs the
 * embedded database a fraction of decoding fifty rows field by field, and names are looked up for
 * the page's rows rather than joined (the planner spends longer on a join than the lookups take).
 */
export async function listDays(
  db: Database,
  scope: DayScope,
  filter: DayFilter,
  page: { page: number; limit: number },
): Promise<{ rows: AttendanceDayListRow[]; total: number | undefined }> {
  const order = [desc(attendanceDays.date), asc(attendanceDays.sortName), asc(attendanceDays.employeeId)];
  const byPerson = filter.departmentId || filter.officeId || filter.search;
  const ids = db.select({ id: attendanceDays.id }).from(attendanceDays).$dynamic();
  const pageIds = (byPerson ? ids.innerJoin(employees, eq(employees.id, attendanceDays.employeeId)) : ids)
    .where(scopeWhere(scope, filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .as('page_ids');
  const counted = isCountedAhead(scope, filter);
  const [row] = await db
    .select({
      page: sql<
        PageRowJson[]
      >`coalesce(json_agg(${pageRowJson} order by ${attendanceDays.date} desc, ${attendanceDays.sortName}, ${attendanceDays.employeeId}), '[]')`,
      total: counted ? countedAheadTotal(scope.companyId, filter) : sql<null>`null`,
    })
    .from(attendanceDays)
    .innerJoin(pageIds, eq(pageIds.id, attendanceDays.id))
    .innerJoin(employees, eq(employees.id, attendanceDays.employeeId));
  const rows = (row?.page ?? []).map(fromPageRowJson);
  // A page past the end has no row to carry the total.
  return { rows, total: counted && rows.length > 0 ? (row?.total ?? undefined) : undefined };
}

type PageRowJson = Omit<AttendanceDayListRow, 'firstIn' | 'lastOut' | 'correctedAt'> & {
  firstIn: string | null;
  lastOut: string | null;
  correctedAt: string | null;
};

const pageRowJson = sql`json_build_object(
  'id', ${attendanceDays.id},
  'employeeId', ${attendanceDays.employeeId},
  'date', ${attendanceDays.date},
  'status', ${attendanceDays.status},
  'derivedStatus', ${attendanceDays.derivedStatus},
  'source', ${attendanceDays.source},
  'firstIn', ${attendanceDays.firstIn},
  'lastOut', ${attendanceDays.lastOut},
  'workedMinutes', ${attendanceDays.workedMinutes},
  'breakMinutes', ${attendanceDays.breakMinutes},
  'overtimeMinutes', ${attendanceDays.overtimeMinutes},
  'lateMinutes', ${attendanceDays.lateMinutes},
  'leaveCentidays', ${attendanceDays.leaveCentidays},
  'leaveTypeCode', ${attendanceDays.leaveTypeCode},
  'holidayName', ${attendanceDays.holidayName},
  'correctionReason', ${attendanceDays.correctionReason},
  'correctedBy', ${attendanceDays.correctedBy},
  'correctedAt', ${attendanceDays.correctedAt},
  'name', ${employees.firstName} || ' ' || ${employees.lastName},
  'employeeCode', ${employees.employeeCode},
  'department', (select ${departments.name} from ${departments} where ${departments.id} = ${employees.departmentId}),
  'office', (select ${offices.name} from ${offices} where ${offices.id} = ${employees.officeId}),
  'timeZone', coalesce(
    (select ${offices.timezone} from ${offices} where ${offices.id} = ${employees.officeId}),
    (select c.timezone from ${companies} c where c.id = ${employees.companyId})
  )
)`;

function fromPageRowJson(row: PageRowJson): AttendanceDayListRow {
  const at = (value: string | null) => (value === null ? null : new Date(value));
  return { ...row, firstIn: at(row.firstIn), lastOut: at(row.lastOut), correctedAt: at(row.correctedAt) };
}

/**
 * How many days a list holds. A company's days filtered by no more than dates and a status are summed
 * from `attendance_day_counts`, kept by the database in the statement that changes a day. Other
 * lists are counted a week of dates at a time: on the embedded database one query holds back every
 * other, and a large count at once would stall the pages others are reading for as long as it takes.
 */
export async function countDays(db: Database, scope: DayScope, filter: DayFilter): Promise<number> {
  if (isCountedAhead(scope, filter)) return countedAhead(db, scope.companyId, filter);
  if (!filter.from || !filter.to) return countSlice(db, scope, filter);
  let total = 0;
  for (let from = filter.from; from <= filter.to; from = addDays(from, COUNT_SLICE_DAYS)) {
    const to = addDays(from, COUNT_SLICE_DAYS - 1);
    total += await countSlice(db, scope, { ...filter, from, to: to < filter.to ? to : filter.to });
  }
  return total;
}

const COUNT_SLICE_DAYS = 7;

/** Whether `attendance_day_counts` answers the list's count: the company's days by date and status. */
export function isCountedAhead(
  scope: DayScope,
  filter: DayFilter,
): scope is Extract<DayScope, { kind: 'company' }> {
  return (
    scope.kind === 'company' &&
    !filter.employeeId &&
    !filter.departmentId &&
    !filter.officeId &&
    !filter.search
  );
}

async function countedAhead(db: Database, companyId: string, filter: DayFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${attendanceDayCounts.days}), 0)::int` })
    .from(attendanceDayCounts)
    .where(countedAheadWhere(companyId, filter));
  return row?.total ?? 0;
}

/** The same count as a value of another select. */
function countedAheadTotal(companyId: string, filter: DayFilter): SQL<number> {
  return sql<number>`(select coalesce(sum(${attendanceDayCounts.days}), 0)::int from ${attendanceDayCounts} where ${countedAheadWhere(companyId, filter)})`;
}

function countedAheadWhere(companyId: string, filter: DayFilter): SQL | undefined {
  return and(
    eq(attendanceDayCounts.companyId, companyId),
    filter.from ? gte(attendanceDayCounts.date, filter.from) : undefined,
    filter.to ? lte(attendanceDayCounts.date, filter.to) : undefined,
    filter.status ? eq(attendanceDayCounts.status, filter.status) : undefined,
  );
}

/** Folds the day counts, the rollups and the person months (see `foldKeptCounts`). */
export async function compactKeptCounts(db: Database): Promise<number> {
  let folded = 0;
  for (const kept of KEPT_COUNTS) folded += await foldKeptCounts(db, kept);
  return folded;
}

const KEPT_COUNTS: readonly KeptCounts[] = [
  { table: 'attendance_day_counts', keys: ['company_id', 'date', 'status'], sums: ['days'] },
  {
    table: 'attendance_rollups',
    keys: ['company_id', 'date', 'department_id', 'office_id', 'status', 'clocked'],
    nullableKeys: ['department_id', 'office_id'],
    sums: ['days', 'worked_minutes', 'break_minutes', 'overtime_minutes'],
  },
  {
    table: 'attendance_person_months',
    keys: ['company_id', 'employee_id', 'month'],
    sums: ['day_bits', 'clocked_bits'],
  },
];

/** The person's record is joined only when a filter asks about it. */
async function countSlice(db: Database, scope: DayScope, filter: DayFilter): Promise<number> {
  const byPerson = filter.departmentId || filter.officeId || filter.search;
  const query = db.select({ total: count() }).from(attendanceDays).$dynamic();
  const [row] = await (byPerson
    ? query.innerJoin(employees, eq(employees.id, attendanceDays.employeeId))
    : query
  ).where(scopeWhere(scope, filter));
  return row?.total ?? 0;
}

/** Every day in scope, by person and date: an export or a muster roll. */
export async function allDays(
  db: Database,
  scope: DayScope,
  filter: DayFilter,
): Promise<AttendanceDayView[]> {
  const rows = await viewQuery(db)
    .where(scopeWhere(scope, filter))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id), asc(attendanceDays.date));
  return rows.map(toView);
}

export async function findDay(db: Database, id: string): Promise<AttendanceDayView | undefined> {
  const [row] = await viewQuery(db).where(eq(attendanceDays.id, id));
  return row && toView(row);
}

export async function findDays(db: Database, ids: readonly string[]): Promise<AttendanceDayView[]> {
  if (ids.length === 0) return [];
  const rows = await viewQuery(db).where(anyOf(attendanceDays.id, ids));
  return rows.map(toView);
}

export async function daysOfPerson(
  db: Database,
  employeeId: string,
  from: string,
  to: string,
): Promise<AttendanceDayView[]> {
  const rows = await viewQuery(db)
    .where(
      and(
        eq(attendanceDays.employeeId, employeeId),
        gte(attendanceDays.date, from),
        lte(attendanceDays.date, to),
      ),
    )
    .orderBy(asc(attendanceDays.date));
  return rows.map(toView);
}

/** Days of these people on one date: what a bulk mark corrects. */
export async function daysOn(
  db: Database,
  employeeIds: readonly string[],
  date: string,
): Promise<AttendanceDayRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select()
    .from(attendanceDays)
    .where(and(anyOf(attendanceDays.employeeId, employeeIds), eq(attendanceDays.date, date)));
}

export interface DayFigures {
  /** The group: a date, a month (`YYYY-MM`) or `all`. */
  key: string;
  status: AttendanceStatus;
  days: number;
  workedMinutes: number;
  overtimeMinutes: number;
  people: number;
}

/** Days per status (and their minutes) in scope, grouped by date, month or not at all. */
export async function dayFigures(
  db: Database,
  scope: DayScope,
  filter: DayFilter,
  by: 'date' | 'month' | 'all',
): Promise<DayFigures[]> {
  const key =
    by === 'date'
      ? sql<string>`${attendanceDays.date}::text`
      : by === 'month'
        ? sql<string>`to_char(${attendanceDays.date}, 'YYYY-MM')`
        : sql<string>`'all'`;
  const rows = await db
    .select({
      key,
      status: attendanceDays.status,
      days: sql<number>`count(*)::int`,
      workedMinutes: sql<number>`coalesce(sum(${attendanceDays.workedMinutes}), 0)::int`,
      overtimeMinutes: sql<number>`coalesce(sum(${attendanceDays.overtimeMinutes}), 0)::int`,
      people: sql<number>`count(distinct ${attendanceDays.employeeId})::int`,
    })
    .from(attendanceDays)
    .innerJoin(employees, eq(employees.id, attendanceDays.employeeId))
    .where(scopeWhere(scope, filter))
    // A constant is no GROUP BY key: `all` groups by status alone.
    .groupBy(...(by === 'all' ? [attendanceDays.status] : [key, attendanceDays.status]));
  return rows;
}

// ---------------------------------------------------------------- corrections

/** Sets (or with `status: null` removes) a correction on these days; answers them as they are now. */
export async function correctDays(
  tx: Database,
  ids: readonly string[],
  correction: { status: AttendanceStatus | null; reason: string; by: string; at: Date },
): Promise<AttendanceDayRow[]> {
  if (ids.length === 0) return [];
  const set = correction.status
    ? {
        status: correction.status,
        source: 'corrected' as const,
        correctionReason: correction.reason,
        correctedBy: correction.by,
        correctedAt: correction.at,
        updatedAt: correction.at,
      }
    : {
        status: sql`${attendanceDays.derivedStatus}`,
        source: 'derived' as const,
        correctionReason: null,
        correctedBy: null,
        correctedAt: null,
        updatedAt: correction.at,
      };
  return tx.update(attendanceDays).set(set).where(anyOf(attendanceDays.id, ids)).returning();
}

/** Locks these days for the rest of the transaction: two corrections of a day are made in turn. */
export async function lockDays(tx: Database, ids: readonly string[]): Promise<AttendanceDayRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(attendanceDays)
    .where(anyOf(attendanceDays.id, ids))
    .orderBy(asc(attendanceDays.id))
    .for('update');
}

// ---------------------------------------------------------------- regularisations

export type RegularizationRow = typeof attendanceRegularizations.$inferSelect;
export interface RegularizationView extends RegularizationRow {
  name: string;
  employeeCode: string;
}

/** A new pending question; none when one for the day is waiting already. */
export async function insertRegularization(
  tx: Database,
  values: typeof attendanceRegularizations.$inferInsert,
): Promise<RegularizationRow | undefined> {
  const [row] = await tx
    .insert(attendanceRegularizations)
    .values(values)
    .onConflictDoNothing({
      target: [attendanceRegularizations.employeeId, attendanceRegularizations.date],
      where: sql`${attendanceRegularizations.status} = 'pending'`,
    })
    .returning();
  return row;
}

export async function findRegularization(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RegularizationRow | undefined> {
  const query = db
    .select()
    .from(attendanceRegularizations)
    .where(eq(attendanceRegularizations.id, id))
    .$dynamic();
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateRegularization(
  tx: Database,
  id: string,
  set: Partial<typeof attendanceRegularizations.$inferInsert>,
): Promise<RegularizationRow> {
  const [row] = await tx
    .update(attendanceRegularizations)
    .set(set)
    .where(eq(attendanceRegularizations.id, id))
    .returning();
  return row!;
}

export async function listRegularizations(
  db: Database,
  scope: Reach,
  filter: { status?: string | undefined; notEmployeeId?: string | undefined },
  page: { page: number; limit: number },
): Promise<{ rows: RegularizationView[]; total: number }> {
  const where = and(
    reachCondition(attendanceRegularizations.employeeId, attendanceRegularizations.companyId, scope),
    filter.status ? sql`${attendanceRegularizations.status} = ${filter.status}` : undefined,
    filter.notEmployeeId
      ? sql`${attendanceRegularizations.employeeId} <> ${filter.notEmployeeId}`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: attendanceRegularizations,
        firstName: employees.firstName,
        lastName: employees.lastName,
        employeeCode: employees.employeeCode,
      })
      .from(attendanceRegularizations)
      .innerJoin(employees, eq(employees.id, attendanceRegularizations.employeeId))
      .where(where)
      .orderBy(desc(attendanceRegularizations.createdAt), desc(attendanceRegularizations.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(attendanceRegularizations).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.row, name: `${r.firstName} ${r.lastName}`, employeeCode: r.employeeCode })),
    total: counted?.total ?? 0,
  };
}

/**
 * People's loss of pay over a range, in hundredths of a day, as payroll counts it: an absent day
 * whole, a half day's unworked half, the unworked rest of a day on part-day leave, and unpaid
 * leave taken. Everyone asked for is in the answer (0 when nothing was lost).
 */
export async function lossOfPayCentidays(
  db: Database,
  employeeIds: readonly string[],
  from: string,
  to: string,
  unpaidLeaveCodes: ReadonlySet<string>,
): Promise<Map<string, number>> {
  const lost = new Map(employeeIds.map((id) => [id, 0]));
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const rows = await db
      .select({
        employeeId: attendanceDays.employeeId,
        status: attendanceDays.status,
        workedMinutes: attendanceDays.workedMinutes,
        leaveCentidays: attendanceDays.leaveCentidays,
        leaveTypeCode: attendanceDays.leaveTypeCode,
      })
      .from(attendanceDays)
      .where(
        and(
          inArray(attendanceDays.employeeId, employeeIds.slice(i, i + CHUNK)),
          gte(attendanceDays.date, from),
          lte(attendanceDays.date, to),
          // Only days that can lose pay: the rest of the month is read for nothing.
          or(
            inArray(attendanceDays.status, ['absent', 'half_day', 'on_leave']),
            sql`${attendanceDays.leaveTypeCode} is not null`,
          ),
        ),
      );
    for (const day of rows) {
      const leave = Math.min(100, day.leaveCentidays);
      let centidays = 0;
      if (day.leaveTypeCode !== null && unpaidLeaveCodes.has(day.leaveTypeCode)) centidays += leave;
      if (day.status === 'absent') centidays += 100 - leave;
      else if (day.status === 'half_day') centidays += 50;
      else if (day.status === 'on_leave' && day.workedMinutes === 0) centidays += 100 - leave;
      lost.set(day.employeeId, (lost.get(day.employeeId) ?? 0) + centidays);
    }
  }
  return lost;
}

// ---------------------------------------------------------------- reports

export interface DayGroup {
  key: string;
  status: AttendanceStatus;
  days: number;
}

/**
 * Whether the kept rollups answer a report: the company's days, or a department's or an office's.
 * A manager's line or one person is counted from the days themselves (a few thousand rows).
 */
function rolledUpCompany(reach: Reach, filter: PeriodFilter): string | null {
  return reach.kind === 'company' && !filter.employeeId ? reach.companyId : null;
}

/** The rollups of a company's period, narrowed to a department, an office and a status. */
function rollupsWhere(
  companyId: string,
  filter: PeriodFilter & { status?: AttendanceStatus | undefined },
): SQL | undefined {
  return and(
    eq(attendanceRollups.companyId, companyId),
    gte(attendanceRollups.date, filter.from),
    lte(attendanceRollups.date, filter.to),
    filter.departmentId ? eq(attendanceRollups.departmentId, filter.departmentId) : undefined,
    filter.officeId ? eq(attendanceRollups.officeId, filter.officeId) : undefined,
    filter.status ? eq(attendanceRollups.status, filter.status) : undefined,
  );
}

/** The days of a reach's period (through `employees` for the department and office). */
function periodDaysWhere(
  reach: Reach,
  filter: PeriodFilter & { status?: AttendanceStatus | undefined },
): SQL | undefined {
  return and(
    whoseRows(attendanceDays, reach, filter),
    gte(attendanceDays.date, filter.from),
    lte(attendanceDays.date, filter.to),
    filter.status ? eq(attendanceDays.status, filter.status) : undefined,
  );
}

/** Days per status grouped by date (`YYYY-MM-DD`) or month (`YYYY-MM`). */
export async function daysByStatus(
  db: Database,
  reach: Reach,
  filter: PeriodFilter & { status?: AttendanceStatus | undefined },
  by: 'date' | 'month',
): Promise<DayGroup[]> {
  const keyOf = (date: Column) =>
    by === 'date' ? sql<string>`${date}::text` : sql<string>`to_char(${date}, 'YYYY-MM')`;
  if (isCountedAhead(reach, filter)) {
    const key = keyOf(attendanceDayCounts.date);
    return db
      .select({
        key,
        status: attendanceDayCounts.status,
        days: sql<number>`sum(${attendanceDayCounts.days})::int`,
      })
      .from(attendanceDayCounts)
      .where(
        and(
          eq(attendanceDayCounts.companyId, reach.companyId),
          gte(attendanceDayCounts.date, filter.from),
          lte(attendanceDayCounts.date, filter.to),
          filter.status ? eq(attendanceDayCounts.status, filter.status) : undefined,
        ),
      )
      .groupBy(key, attendanceDayCounts.status)
      .having(sql`sum(${attendanceDayCounts.days}) <> 0`);
  }
  const companyId = rolledUpCompany(reach, filter);
  if (companyId) {
    const key = keyOf(attendanceRollups.date);
    return db
      .select({
        key,
        status: attendanceRollups.status,
        days: sql<number>`sum(${attendanceRollups.days})::int`,
      })
      .from(attendanceRollups)
      .where(rollupsWhere(companyId, filter))
      .groupBy(key, attendanceRollups.status)
      .having(sql`sum(${attendanceRollups.days}) <> 0`);
  }
  const key = keyOf(attendanceDays.date);
  return db
    .select({ key, status: attendanceDays.status, days: sql<number>`count(*)::int` })
    .from(attendanceDays)
    .innerJoin(employees, eq(employees.id, attendanceDays.employeeId))
    .where(periodDaysWhere(reach, filter))
    .groupBy(key, attendanceDays.status);
}

export interface DepartmentDays {
  departmentId: string | null;
  department: string | null;
  status: AttendanceStatus;
  days: number;
  workedMinutes: number;
  breakMinutes: number;
  overtimeMinutes: number;
  /** Days with a clock entry (a first punch). */
  clockedDays: number;
}

/** Days per department and status with their minutes. */
export async function daysByDepartment(
  db: Database,
  reach: Reach,
  filter: PeriodFilter & { status?: AttendanceStatus | undefined },
): Promise<DepartmentDays[]> {
  const companyId = rolledUpCompany(reach, filter);
  if (companyId) {
    const r = attendanceRollups;
    return db
      .select({
        departmentId: r.departmentId,
        department: departments.name,
        status: r.status,
        days: sql<number>`sum(${r.days})::int`,
        workedMinutes: sql<number>`coalesce(sum(${r.workedMinutes}), 0)::int`,
        breakMinutes: sql<number>`coalesce(sum(${r.breakMinutes}), 0)::int`,
        overtimeMinutes: sql<number>`coalesce(sum(${r.overtimeMinutes}), 0)::int`,
        clockedDays: sql<number>`coalesce(sum(${r.days}) filter (where ${r.clocked}), 0)::int`,
      })
      .from(r)
      .leftJoin(departments, eq(departments.id, r.departmentId))
      .where(rollupsWhere(companyId, filter))
      .groupBy(r.departmentId, departments.name, r.status)
      .having(sql`sum(${r.days}) <> 0`);
  }
  return db
    .select({
      departmentId: employees.departmentId,
      department: departments.name,
      status: attendanceDays.status,
      days: sql<number>`count(*)::int`,
      workedMinutes: sql<number>`coalesce(sum(${attendanceDays.workedMinutes}), 0)::int`,
      breakMinutes: sql<number>`coalesce(sum(${attendanceDays.breakMinutes}), 0)::int`,
      overtimeMinutes: sql<number>`coalesce(sum(${attendanceDays.overtimeMinutes}), 0)::int`,
      clockedDays: sql<number>`(count(*) filter (where ${attendanceDays.firstIn} is not null))::int`,
    })
    .from(attendanceDays)
    .innerJoin(employees, eq(employees.id, attendanceDays.employeeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(periodDaysWhere(reach, filter))
    .groupBy(employees.departmentId, departments.name, attendanceDays.status);
}

/** People with days in the period, per department (`departmentId` null: no department) and in all. */
export async function peopleWithDays(
  db: Database,
  reach: Reach,
  filter: PeriodFilter,
  clocked = false,
): Promise<{ byDepartment: Map<string | null, number>; all: number }> {
  const companyId = rolledUpCompany(reach, filter);
  const rows = companyId
    ? await peopleFromMonths(db, companyId, filter, clocked)
    : await db
        .select({
          departmentId: employees.departmentId,
          whole: sql<number>`grouping(${employees.departmentId})::int`,
          people: sql<number>`count(distinct ${attendanceDays.employeeId})::int`,
        })
        .from(attendanceDays)
        .innerJoin(employees, eq(employees.id, attendanceDays.employeeId))
        .where(
          and(
            periodDaysWhere(reach, filter),
            clocked ? sql`${attendanceDays.firstIn} is not null` : undefined,
          ),
        )
        .groupBy(sql`grouping sets ((${employees.departmentId}), ())`);
  const byDepartment = new Map<string | null, number>();
  let all = 0;
  for (const row of rows) {
    if (row.whole) all = row.people;
    else byDepartment.set(row.departmentId, row.people);
  }
  return { byDepartment, all };
}

/**
 * People with days in a company's period, from the person months: a person counts when the bits of
 * their days (or punched days) in a month meet the period's days of that month. Department and
 * office are the person's, as on their days.
 */
function peopleFromMonths(
  db: Database,
  companyId: string,
  filter: PeriodFilter,
  clocked: boolean,
): Promise<{ departmentId: string | null; whole: number; people: number }[]> {
  const m = attendancePersonMonths;
  const first = `${filter.from.slice(0, 7)}-01`;
  const last = `${filter.to.slice(0, 7)}-01`;
  const fromDay = Number(filter.from.slice(8, 10));
  const toDay = Number(filter.to.slice(8, 10));
  // The period's days of each month as bits: from its first day in the first month, to its last
  // day in the last month, every day in between.
  const periodBits = sql`(case when ${m.month} = ${first} then ${-(2 ** (fromDay - 1))}::bigint else -1::bigint end
    & case when ${m.month} = ${last} then ${2 ** toDay - 1}::bigint else -1::bigint end)`;
  const bits = clocked ? m.clockedBits : m.dayBits;
  const present = db
    .selectDistinct({ employeeId: m.employeeId })
    .from(m)
    .where(and(eq(m.companyId, companyId), gte(m.month, first), lte(m.month, last)))
    .groupBy(m.employeeId, m.month)
    .having(sql`sum(${bits})::bigint & ${periodBits} <> 0`)
    .as('present');
  return db
    .select({
      departmentId: employees.departmentId,
      whole: sql<number>`grouping(${employees.departmentId})::int`,
      people: sql<number>`count(*)::int`,
    })
    .from(present)
    .innerJoin(employees, eq(employees.id, present.employeeId))
    .where(
      and(
        filter.departmentId ? eq(employees.departmentId, filter.departmentId) : undefined,
        filter.officeId ? eq(employees.officeId, filter.officeId) : undefined,
      ),
    )
    .groupBy(sql`grouping sets ((${employees.departmentId}), ())`);
}

/** People, worked and overtime minutes per date, of the days with a punch. */
export async function clockedByDate(
  db: Database,
  reach: Reach,
  filter: PeriodFilter,
): Promise<{ date: string; people: number; workedMinutes: number; overtimeMinutes: number }[]> {
  const companyId = rolledUpCompany(reach, filter);
  if (companyId) {
    const r = attendanceRollups;
    return db
      .select({
        date: r.date,
        people: sql<number>`sum(${r.days})::int`,
        workedMinutes: sql<number>`coalesce(sum(${r.workedMinutes}), 0)::int`,
        overtimeMinutes: sql<number>`coalesce(sum(${r.overtimeMinutes}), 0)::int`,
      })
      .from(r)
      .where(and(rollupsWhere(companyId, filter), eq(r.clocked, true)))
      .groupBy(r.date)
      .having(sql`sum(${r.days}) <> 0`)
      .orderBy(r.date);
  }
  return db
    .select({
      date: attendanceDays.date,
      people: sql<number>`count(*)::int`,
      workedMinutes: sql<number>`coalesce(sum(${attendanceDays.workedMinutes}), 0)::int`,
      overtimeMinutes: sql<number>`coalesce(sum(${attendanceDays.overtimeMinutes}), 0)::int`,
    })
    .from(attendanceDays)
    .innerJoin(employees, eq(employees.id, attendanceDays.employeeId))
    .where(and(periodDaysWhere(reach, filter), sql`${attendanceDays.firstIn} is not null`))
    .groupBy(attendanceDays.date)
    .orderBy(attendanceDays.date);
}

/** Forgotten punches waiting for a decision, of a reach. */
export async function pendingRegularizationCount(db: Database, reach: Reach): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attendanceRegularizations)
    .where(
      and(
        reachCondition(attendanceRegularizations.employeeId, attendanceRegularizations.companyId, reach),
        eq(attendanceRegularizations.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}
