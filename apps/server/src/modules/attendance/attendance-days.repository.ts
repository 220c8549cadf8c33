/**
 * Attendance days. A day is written by one upsert on (person, date): derived fields always, the
 * status only while no correction holds it, so a regeneration never undoes a person's correction.
 * Here too are the reads of days (a page, an export, a person's month) and hr's corrections; what is
 * counted of them is in attendance-rollups.repository.ts.
 */

import type { AttendanceStatus } from '@hrms/contracts/attendance';
import { and, asc, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/chunked';
import type { Database } from '../../db/client';
import { returningAll, selectRows, typedRow } from '../../db/raw';
import { attendanceDays } from '../../db/schema/attendance';
import { companies, departments, employees, offices } from '../../db/schema/organization';
import { type PeopleOf, peopleCondition } from '../../people/people.repository';
import {
  CHUNK,
  countedAheadTotal,
  type DayFilter,
  type DayScope,
  isCountedAhead,
  scopeWhere,
} from './attendance-day-scope';

export type AttendanceDayRow = typeof attendanceDays.$inferSelect;
export type DerivedDayValues = Omit<
  typeof attendanceDays.$inferInsert,
  'id' | 'source' | 'correctionReason' | 'correctedBy' | 'correctedAt' | 'createdAt'
> & { updatedAt: Date };

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
