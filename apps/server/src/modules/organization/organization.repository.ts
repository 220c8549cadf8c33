import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, departments, designations, employees, offices } from '../../db/schema/organization';
import { sqlState } from '../../lib/sql-state';

export type DepartmentRow = typeof departments.$inferSelect;
export type DesignationRow = typeof designations.$inferSelect;

/** The installation's company: the first one created. */
export async function findPrimaryCompany(
  db: Database,
): Promise<{ id: string; name: string; timezone: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, timezone: companies.timezone })
    .from(companies)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  return row;
}

/** A second row with the same unique value, caught by the database when two requests race. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error).code === '23505';
}

/**
 * The people not inactive in a department or under a designation, as a subquery per row: each is
 * counted from its partial index (`employees_active_department_idx`, `…_designation_idx`) alone,
 * where a join and a group by read every employee.
 */
const activeHeadcount = (of: 'departments' | 'designations') => {
  // Qualified by hand: in a query on one table, Drizzle leaves column names unqualified, and inside
  // the subquery they would name the employee's own columns.
  const column = sql.raw(of === 'departments' ? 'e.department_id' : 'e.designation_id');
  return sql<number>`(select count(*) from ${employees} e
      where ${column} = ${sql.identifier(of)}.id and e.status <> 'inactive')`.mapWith(Number);
};

export async function listDepartments(db: Database, companyId: string) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      code: departments.code,
      headcount: activeHeadcount('departments'),
    })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name), asc(departments.id));
}

export async function listOffices(db: Database, companyId: string) {
  return db
    .select({ id: offices.id, name: offices.name, city: offices.city, timezone: offices.timezone })
    .from(offices)
    .where(eq(offices.companyId, companyId))
    .orderBy(asc(offices.name), asc(offices.id));
}

// ---------------------------------------------------------------------------------- designations

export async function listDesignations(db: Database, companyId: string) {
  return db
    .select({
      id: designations.id,
      name: designations.name,
      headcount: activeHeadcount('designations'),
    })
    .from(designations)
    .where(eq(designations.companyId, companyId))
    .orderBy(asc(sql`lower(${designations.name})`), asc(designations.id));
}

/** The designation of that name in any letter case. */
export async function findDesignationByName(
  db: Database,
  companyId: string,
  name: string,
): Promise<DesignationRow | undefined> {
  const [row] = await db
    .select()
    .from(designations)
    .where(
      and(eq(designations.companyId, companyId), eq(sql`lower(${designations.name})`, name.toLowerCase())),
    )
    .limit(1);
  return row;
}

export async function insertDesignation(
  db: Database,
  values: typeof designations.$inferInsert,
): Promise<DesignationRow> {
  const [row] = await db.insert(designations).values(values).returning();
  return row!;
}

// ----------------------------------------------------------------------------------- departments

export async function findDepartment(
  db: Database,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DepartmentRow | undefined> {
  const query = db
    .select()
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Departments already using this name (any letter case) or code, other than `exceptId`. */
export async function departmentsNamed(
  db: Database,
  companyId: string,
  values: { name?: string | undefined; code?: string | undefined },
  exceptId?: string,
): Promise<{ name: boolean; code: boolean }> {
  const rows = await db
    .select({ name: departments.name, code: departments.code })
    .from(departments)
    .where(
      and(
        eq(departments.companyId, companyId),
        exceptId ? ne(departments.id, exceptId) : undefined,
        sql`(lower(${departments.name}) = ${values.name?.toLowerCase() ?? null} or ${departments.code} = ${values.code ?? null})`,
      ),
    );
  return {
    name: values.name !== undefined && rows.some((r) => r.name.toLowerCase() === values.name!.toLowerCase()),
    code: values.code !== undefined && rows.some((r) => r.code === values.code),
  };
}

/** Every department's parent, to walk up from one (a company has tens of departments, not thousands). */
export async function departmentParents(
  db: Database,
  companyId: string,
): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

export async function insertDepartment(
  db: Database,
  values: typeof departments.$inferInsert,
): Promise<DepartmentRow> {
  const [row] = await db.insert(departments).values(values).returning();
  return row!;
}

export async function updateDepartment(
  db: Database,
  id: string,
  values: Partial<typeof departments.$inferInsert>,
): Promise<DepartmentRow> {
  const [row] = await db.update(departments).set(values).where(eq(departments.id, id)).returning();
  return row!;
}

export async function departmentHeadcount(db: Database, departmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.departmentId, departmentId), ne(employees.status, 'inactive')));
  return row?.n ?? 0;
}

/** A person of the company, with whether they have left. */
export async function findEmployeeStatus(
  db: Database,
  companyId: string,
  employeeId: string,
): Promise<{ id: string; status: string } | undefined> {
  const [row] = await db
    .select({ id: employees.id, status: employees.status })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .limit(1);
  return row;
}

// ------------------------------------------------------------------------------------- org chart

export interface OrgChartPerson {
  id: string;
  firstName: string;
  lastName: string;
  employeeCode: string;
  managerId: string | null;
  departmentId: string | null;
  department: string | null;
  designation: string | null;
  photoKey: string | null;
}

/** Everyone in the company who has not left, in one query: the chart is built from this in memory. */
export async function listOrgChartPeople(db: Database, companyId: string): Promise<OrgChartPerson[]> {
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      managerId: employees.managerId,
      departmentId: employees.departmentId,
      department: departments.name,
      designation: designations.name,
      photoKey: employees.photoKey,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .where(and(eq(employees.companyId, companyId), ne(employees.status, 'inactive')));
}
