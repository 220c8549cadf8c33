/** Read-only counts for the dashboard, straight from the organisation tables. */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { departments, employees, offices } from '../../db/schema/organization';
import { users } from '../../db/schema/users';

/** People still employed: active or serving notice. */
const employed = ne(employees.status, 'inactive');

export async function countCompany(
  db: Database,
  companyId: string,
): Promise<{ headcount: number; departments: number; offices: number }> {
  const [[people], [depts], [sites]] = await Promise.all([
    db
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), employed)),
    db.select({ n: count() }).from(departments).where(eq(departments.companyId, companyId)),
    db.select({ n: count() }).from(offices).where(eq(offices.companyId, companyId)),
  ]);
  return { headcount: people?.n ?? 0, departments: depts?.n ?? 0, offices: sites?.n ?? 0 };
}

export async function countReports(
  db: Database,
  employeeId: string,
): Promise<{ directReports: number; totalReports: number }> {
  // `union` (not `union all`) also stops a cycle in bad data from recursing forever.
  const [row] = await selectRows<{ direct: number; total: number }>(
    db,
    sql`with recursive reports as (
          select e.id, 1 as depth from ${employees} e
           where e.manager_id = ${employeeId} and e.status <> 'inactive'
          union
          select e.id, r.depth + 1 from ${employees} e
            join reports r on e.manager_id = r.id
           where e.status <> 'inactive' and r.depth < 50
        )
        select (count(distinct id) filter (where depth = 1))::int as direct,
               count(distinct id)::int as total
          from reports`,
  );
  return { directReports: Number(row?.direct ?? 0), totalReports: Number(row?.total ?? 0) };
}

export async function departmentHeadcounts(
  db: Database,
  companyId: string,
): Promise<{ name: string; headcount: number }[]> {
  return db
    .select({ name: departments.name, headcount: count(employees.id) })
    .from(departments)
    .leftJoin(employees, and(eq(employees.departmentId, departments.id), employed))
    .where(eq(departments.companyId, companyId))
    .groupBy(departments.id, departments.name)
    .orderBy(asc(departments.name), asc(departments.id));
}

export async function findUserEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
