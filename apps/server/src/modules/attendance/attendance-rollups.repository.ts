/**
 * The figures read of attendance days rather than the days themselves: a list's total, a person's or
 * a team's days per status, payroll's loss of pay and reports' figures. The company's are summed from
 * what the database keeps ahead (decisions 019 and 021): the day counts, the rollups and the person
 * months, folded by `compactKeptCounts`.
 */
import type { AttendanceStatus } from '@hrms/contracts/attendance';
import { and, type Column, count, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldKeptCounts, type KeptCounts } from '../../db/kept-counts';
import {
  attendanceDayCounts,
  attendanceDays,
  attendancePersonMonths,
  attendanceRollups,
} from '../../db/schema/attendance';
import { departments, employees } from '../../db/schema/organization';
import { addDays } from '../../lib/calendar-date';
import { type PeriodFilter, type Reach, whoseRows } from '../../people/people.repository';
import {
  CHUNK,
  countedAheadWhere,
  type DayFilter,
  type DayScope,
  isCountedAhead,
  scopeWhere,
} from './attendance-day-scope';

// ---------------------------------------------------------------- a list's total

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

async function countedAhead(db: Database, companyId: string, filter: DayFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${attendanceDayCounts.days}), 0)::int` })
    .from(attendanceDayCounts)
    .where(countedAheadWhere(companyId, filter));
  return row?.total ?? 0;
}

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

// ---------------------------------------------------------------- the kept counts

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

// ---------------------------------------------------------------- figures in scope

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

// ---------------------------------------------------------------- payroll

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
