/** Payroll's figures: a month's slips summed, the latest month finalised, and pay over time. */
import { and, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, employees } from '../../db/schema/organization';
import { salarySlips } from '../../db/schema/payroll';

/** A month's slips by status and department, summed. */
export async function monthFigures(
  db: Database,
  companyId: string,
  year: number,
  month: number,
  departmentId?: string,
) {
  return db
    .select({
      status: salarySlips.status,
      department: departments.name,
      slips: count(),
      gross: sql<number>`coalesce(sum(${salarySlips.gross}), 0)::bigint`.mapWith(Number),
      deductions: sql<number>`coalesce(sum(${salarySlips.totalDeductions}), 0)::bigint`.mapWith(Number),
      net: sql<number>`coalesce(sum(${salarySlips.net}), 0)::bigint`.mapWith(Number),
      employer: sql<number>`coalesce(sum((
        select coalesce(sum((e ->> 'amount')::bigint), 0)
          from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'employer', '[]'::jsonb)) e
      )), 0)::bigint`.mapWith(Number),
    })
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        eq(salarySlips.companyId, companyId),
        eq(salarySlips.year, year),
        eq(salarySlips.month, month),
        departmentId ? eq(employees.departmentId, departmentId) : undefined,
      ),
    )
    .groupBy(salarySlips.status, departments.name);
}

/**
 * The latest month with finalised slips, and whether some slip of it still waits (a month
 * finalised for one department and not yet for another); undefined before any month was finalised.
 */
export async function latestFinalisedMonth(
  db: Database,
  companyId: string,
): Promise<{ year: number; month: number; waiting: boolean } | undefined> {
  const [latest] = await db
    .select({ year: salarySlips.year, month: salarySlips.month })
    .from(salarySlips)
    .where(and(eq(salarySlips.companyId, companyId), eq(salarySlips.status, 'finalised')))
    .orderBy(desc(salarySlips.year), desc(salarySlips.month))
    .limit(1);
  if (!latest) return undefined;
  const [waiting] = await db
    .select({ id: salarySlips.id })
    .from(salarySlips)
    .where(
      and(
        eq(salarySlips.companyId, companyId),
        eq(salarySlips.year, latest.year),
        eq(salarySlips.month, latest.month),
        ne(salarySlips.status, 'finalised'),
      ),
    )
    .limit(1);
  return { ...latest, waiting: waiting !== undefined };
}

/** Finalised pay by month over a range: gross, net, employer cost and people paid. */
export async function costByMonth(
  db: Database,
  companyId: string,
  from: { year: number; month: number },
  to: { year: number; month: number },
) {
  const index = sql`(${salarySlips.year} * 12 + ${salarySlips.month})`;
  const where = and(
    eq(salarySlips.companyId, companyId),
    eq(salarySlips.status, 'finalised'),
    gte(index, from.year * 12 + from.month),
    lte(index, to.year * 12 + to.month),
  );
  const employerCost = sql<number>`coalesce(sum((
    select coalesce(sum((e ->> 'amount')::bigint), 0)
      from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'employer', '[]'::jsonb)) e
  )), 0)::bigint`.mapWith(Number);
  const [months, byDepartment, byComponent] = [
    await db
      .select({
        year: salarySlips.year,
        month: salarySlips.month,
        people: count(),
        gross: sql<number>`sum(${salarySlips.gross})::bigint`.mapWith(Number),
        net: sql<number>`sum(${salarySlips.net})::bigint`.mapWith(Number),
        employer: employerCost,
      })
      .from(salarySlips)
      .where(where)
      .groupBy(salarySlips.year, salarySlips.month)
      .orderBy(salarySlips.year, salarySlips.month),
    await db
      .select({
        department: departments.name,
        slips: count(),
        people: sql<number>`count(distinct ${salarySlips.employeeId})`.mapWith(Number),
        gross: sql<number>`sum(${salarySlips.gross})::bigint`.mapWith(Number),
        net: sql<number>`sum(${salarySlips.net})::bigint`.mapWith(Number),
        employer: employerCost,
      })
      .from(salarySlips)
      .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .where(where)
      .groupBy(departments.name)
      .orderBy(departments.name),
    (await db.execute(sql`
      select part, line ->> 'code' as code, min(line ->> 'name') as name, sum((line ->> 'amount')::bigint)::bigint as amount
        from ${salarySlips},
             lateral (
               select 'earning' as part, e as line from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'earnings', '[]'::jsonb)) e
               union all
               select 'deduction', d from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'deductions', '[]'::jsonb)) d
               union all
               select 'employer', r from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'employer', '[]'::jsonb)) r
             ) lines
       where ${where}
       group by part, line ->> 'code'
       order by part, sum((line ->> 'amount')::bigint) desc`)) as unknown as
      | { rows: { part: string; code: string; name: string; amount: string | number }[] }
      | { part: string; code: string; name: string; amount: string | number }[],
  ];
  const componentRows = Array.isArray(byComponent) ? byComponent : byComponent.rows;
  return {
    months,
    byDepartment,
    byComponent: componentRows.map((r) => ({
      part: r.part,
      code: r.code,
      name: r.name,
      amount: Number(r.amount),
    })),
  };
}
