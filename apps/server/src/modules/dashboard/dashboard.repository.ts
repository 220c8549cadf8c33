/** Read-only counts for the dashboard, straight from the organisation tables. */
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { departments, designations, employees, offices } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import { countedOn, headcountColumnsOf } from '../../people/headcount';
import { type Reach, teamSubquery } from '../../people/people.repository';

/** The company's headcount on `today` (people/headcount.ts), its departments and its offices. */
export async function countCompany(
  db: Database,
  companyId: string,
  today: string,
): Promise<{ headcount: number; departments: number; offices: number }> {
  const [[people], [depts], [sites]] = await Promise.all([
    db
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), countedOn(today))),
    db.select({ n: count() }).from(departments).where(eq(departments.companyId, companyId)),
    db.select({ n: count() }).from(offices).where(eq(offices.companyId, companyId)),
  ]);
  return { headcount: people?.n ?? 0, departments: depts?.n ?? 0, offices: sites?.n ?? 0 };
}

/**
 * The people below a manager who count on `today`. The line is walked through everyone not gone, so
 * someone who has not joined yet still links the people under them.
 */
export async function countReports(
  db: Database,
  employeeId: string,
  today: string,
): Promise<{ directReports: number; totalReports: number }> {
  // `union` (not `union all`) also stops a cycle in bad data from recursing forever.
  const counts = countedOn(today, headcountColumnsOf('e'));
  const [row] = await selectRows<{ direct: number; total: number }>(
    db,
    sql`with recursive reports as (
          select e.id, 1 as depth, ${counts} as counts from ${employees} e
           where e.manager_id = ${employeeId} and e.status <> 'inactive'
          union
          select e.id, r.depth + 1, ${counts} from ${employees} e
            join reports r on e.manager_id = r.id
           where e.status <> 'inactive' and r.depth < 50
        )
        select (count(distinct id) filter (where depth = 1 and counts))::int as direct,
               (count(distinct id) filter (where counts))::int as total
          from reports`,
  );
  return { directReports: Number(row?.direct ?? 0), totalReports: Number(row?.total ?? 0) };
}

export async function departmentHeadcounts(
  db: Database,
  companyId: string,
  today: string,
): Promise<{ name: string; headcount: number }[]> {
  return db
    .select({ name: departments.name, headcount: count(employees.id) })
    .from(departments)
    .leftJoin(employees, and(eq(employees.departmentId, departments.id), countedOn(today)))
    .where(eq(departments.companyId, companyId))
    .groupBy(departments.id, departments.name)
    .orderBy(asc(departments.name), asc(departments.id));
}

export async function findUserEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

export interface DashboardPersonRow {
  id: string;
  name: string;
  designation: string | null;
  photoKey: string | null;
}

const personColumns = sql`e.id, e.first_name || ' ' || e.last_name as name, d.name as designation, e.photo_key as "photoKey"`;

/** Employed people a reach selects, as `e` with their designation as `d`. */
function peopleInReach(reach: Reach): SQL {
  const inLine =
    reach.kind === 'team'
      ? sql`and e.id in (${teamSubquery(reach.managerId)})`
      : reach.kind === 'person'
        ? sql`and e.id = ${reach.employeeId}`
        : sql``;
  const companyId = reach.kind === 'person' ? null : reach.companyId;
  return sql`${employees} e left join ${designations} d on d.id = e.designation_id
             where e.status <> 'inactive' ${companyId ? sql`and e.company_id = ${companyId}` : sql``} ${inLine}`;
}

/**
 * Birthdays and work anniversaries from `from` for `days` days, soonest first. Someone born on
 * 29 February celebrates on the 28th in other years.
 */
export async function celebrations(
  db: Database,
  reach: Reach,
  from: string,
  days: number,
  limit: number,
): Promise<{
  rows: (DashboardPersonRow & { kind: 'birthday' | 'anniversary'; date: string; years: number | null })[];
  total: number;
}> {
  const rows = await selectRows<
    DashboardPersonRow & {
      kind: 'birthday' | 'anniversary';
      date: string;
      years: number | null;
      total: number;
    }
  >(
    db,
    sql`with window_days as (
          select g::date as day from generate_series(${from}::date, ${from}::date + ${days - 1}::int, interval '1 day') g
        ), people as (
          select ${personColumns}, e.date_of_birth, e.join_date from ${peopleInReach(reach)}
        ), occasions as (
          select p.id, p.name, p.designation, p."photoKey", 'birthday' as kind, w.day, null::int as years
            from people p join window_days w on ${sameDay(sql`p.date_of_birth`)}
          union all
          select p.id, p.name, p.designation, p."photoKey", 'anniversary', w.day,
                 (extract(year from w.day) - extract(year from p.join_date))::int
            from people p join window_days w on ${sameDay(sql`p.join_date`)}
           where w.day > p.join_date
        )
        select id, name, designation, "photoKey", kind, to_char(day, 'YYYY-MM-DD') as date, years,
               (count(*) over ())::int as total
          from occasions
         order by day, kind desc, name, id
         limit ${limit}`,
  );
  return {
    rows: rows.map(({ total: _, ...row }) => row),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The day `w.day` is this date's day of the year; 29 February falls on the 28th in other years. */
function sameDay(date: SQL): SQL {
  return sql`(to_char(${date}, 'MM-DD') = to_char(w.day, 'MM-DD')
             or (to_char(${date}, 'MM-DD') = '02-29' and to_char(w.day, 'MM-DD') = '02-28'
                 and extract(day from (date_trunc('year', w.day) + interval '1 month 28 days')) <> 29))`;
}

/** Probations ending from `from` to `to`, soonest first. */
export async function probationsEnding(
  db: Database,
  reach: Reach,
  from: string,
  to: string,
  limit: number,
): Promise<{ rows: (DashboardPersonRow & { endDate: string })[]; total: number }> {
  const rows = await selectRows<DashboardPersonRow & { endDate: string; total: number }>(
    db,
    sql`select ${personColumns}, to_char(e.probation_end_date, 'YYYY-MM-DD') as "endDate",
               (count(*) over ())::int as total
          from ${peopleInReach(reach)}
           and e.probation_end_date between ${from}::date and ${to}::date
         order by e.probation_end_date, name, e.id
         limit ${limit}`,
  );
  return { rows: rows.map(({ total: _, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}
