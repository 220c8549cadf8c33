/**
 * Reports' own reads: people over time (headcount, joiners, leavers) from the people tables, and
 * how often the tables reports read have changed. The figures of other modules' rows come through
 * `ReportSources` (report-context.ts).
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldKeptCounts } from '../../db/kept-counts';
import { companies, departments, employees } from '../../db/schema/organization';
import { reportChanges } from '../../db/schema/reports';
import { users } from '../../db/schema/users';
import { countedOn } from '../../people/headcount';
import { type PeriodFilter, type Reach, teamSubquery } from '../../people/people.repository';

// -------------------------------------------------------------------------------------- people

/** Whom a reach counts among people: the company, a manager's line or one person. */
function peopleWhere(reach: Reach, filter: Omit<PeriodFilter, 'from' | 'to'>): SQL | undefined {
  return and(
    reach.kind === 'person' ? eq(employees.id, reach.employeeId) : eq(employees.companyId, reach.companyId),
    reach.kind === 'team' ? sql`${employees.id} in (${teamSubquery(reach.managerId)})` : undefined,
    filter.employeeId ? eq(employees.id, filter.employeeId) : undefined,
    filter.departmentId ? eq(employees.departmentId, filter.departmentId) : undefined,
    filter.officeId ? eq(employees.officeId, filter.officeId) : undefined,
  );
}

/** Employed on a day: the one headcount (people/headcount.ts). */
const employedOn = (day: SQL | string) => countedOn(day);

export interface DepartmentPeople {
  departmentId: string | null;
  department: string | null;
  headcount: number;
  joiners: number;
  leavers: number;
}

/** Per department: employed on the period's last day, joined in it, left in it. */
export async function peopleByDepartment(
  db: Database,
  reach: Reach,
  filter: PeriodFilter,
): Promise<DepartmentPeople[]> {
  return db
    .select({
      departmentId: employees.departmentId,
      department: departments.name,
      headcount: sql<number>`(count(*) filter (where ${employedOn(filter.to)}))::int`,
      joiners: sql<number>`(count(*) filter (where ${employees.joinDate} between ${filter.from} and ${filter.to}))::int`,
      leavers: sql<number>`(count(*) filter (where ${employees.exitDate} between ${filter.from} and ${filter.to}))::int`,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(peopleWhere(reach, filter))
    .groupBy(employees.departmentId, departments.name)
    .orderBy(departments.name);
}

/** Headcount at each of these days (month ends), oldest first. */
export async function headcountsOn(db: Database, reach: Reach, days: readonly string[]): Promise<number[]> {
  if (days.length === 0) return [];
  const [row] = await db
    .select(
      Object.fromEntries(
        days.map((day, i) => [`d${i}`, sql<number>`(count(*) filter (where ${employedOn(day)}))::int`]),
      ) as Record<string, SQL<number>>,
    )
    .from(employees)
    .where(peopleWhere(reach, {}));
  return days.map((_, i) => Number((row as Record<string, number> | undefined)?.[`d${i}`] ?? 0));
}

/** Joined and left between two days (inclusive). */
export async function joinersAndLeavers(
  db: Database,
  reach: Reach,
  from: string,
  to: string,
): Promise<{ joiners: number; leavers: number }> {
  const [row] = await db
    .select({
      joiners: sql<number>`(count(*) filter (where ${employees.joinDate} between ${from} and ${to}))::int`,
      leavers: sql<number>`(count(*) filter (where ${employees.exitDate} between ${from} and ${to}))::int`,
    })
    .from(employees)
    .where(peopleWhere(reach, {}));
  return { joiners: row?.joiners ?? 0, leavers: row?.leavers ?? 0 };
}

/** Every active hr account with an employee record, with its company: who gets the monthly reports. */
export async function hrRecipients(
  db: Database,
): Promise<{ userId: string; email: string; employeeId: string; companyId: string; timeZone: string }[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      employeeId: employees.id,
      companyId: companies.id,
      timeZone: companies.timezone,
    })
    .from(users)
    .innerJoin(employees, eq(employees.id, users.employeeId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(and(eq(users.role, 'hr'), eq(users.isActive, true)))
    .orderBy(asc(companies.id), asc(users.email));
}

// ------------------------------------------------------------------------------------ changes

/** How many statements have changed each table reports read (kept by triggers), and in how many rows. */
export async function changeCounts(db: Database): Promise<{ counts: Map<string, number>; rows: number }> {
  const rows = await db
    .select({
      table: reportChanges.tableName,
      changes: sql<number>`sum(${reportChanges.changes})::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(reportChanges)
    .groupBy(reportChanges.tableName);
  return {
    counts: new Map(rows.map((r) => [r.table, r.changes])),
    rows: rows.reduce((n, r) => n + r.rows, 0),
  };
}

/** Folds the change rows into one a table (see `foldKeptCounts`). */
export function foldChanges(db: Database): Promise<number> {
  return foldKeptCounts(db, { table: 'report_changes', keys: ['table_name'], sums: ['changes'] });
}
