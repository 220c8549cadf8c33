/** Figures about people: head counts by group, joins and exits, departments, a manager's team. */
import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { departments, employees, offices } from '../../db/schema/organization';
import { teamSubquery } from '../../people/people.repository';
import { type Scope, whereOf } from './employee-directory.repository';

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
