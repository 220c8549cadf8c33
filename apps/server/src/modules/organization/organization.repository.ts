import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, departments, employees, offices } from '../../db/schema/organization';

/** The installation's company: the first one created. */
export async function findPrimaryCompany(db: Database): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  return row;
}

export async function listDepartments(db: Database, companyId: string) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      code: departments.code,
      headcount: sql<number>`count(${employees.id}) filter (where ${employees.status} <> 'inactive')`.mapWith(
        Number,
      ),
    })
    .from(departments)
    .leftJoin(employees, eq(employees.departmentId, departments.id))
    .where(eq(departments.companyId, companyId))
    .groupBy(departments.id)
    .orderBy(asc(departments.name), asc(departments.id));
}

export async function listOffices(db: Database, companyId: string) {
  return db
    .select({ id: offices.id, name: offices.name, city: offices.city, timezone: offices.timezone })
    .from(offices)
    .where(eq(offices.companyId, companyId))
    .orderBy(asc(offices.name), asc(offices.id));
}
