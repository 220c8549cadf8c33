import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { companies, departments, designations, employees, offices } from '../../db/schema/organization';
import { writesOf } from '../../db/writes';
import { sqlState } from '../../lib/sql-state';
import { countedOn, headcountColumnsOf } from '../../people/headcount';

export type DepartmentRow = typeof departments.$inferSelect;
export type DesignationRow = typeof designations.$inferSelect;

/** The installation's company: the first one created. */
export async function findPrimaryCompany(
  db: Database,
): Promise<
  { id: string; name: string; timezone: string; logoKey: string | null; language: string } | undefined
> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      timezone: companies.timezone,
      logoKey: companies.logoKey,
      language: companies.language,
    })
    .from(companies)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  return row;
}

/** A second row with the same unique value, caught by the database when two requests race. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error).code === '23505';
}

/** The people in a department or under a designation who count on `today` (people/headcount.ts). */
const activeHeadcount = (of: 'departments' | 'designations', today: string) => {
  // Qualified by hand: in a query on one table, Drizzle leaves column names unqualified, and inside
  // the subquery they would name the employee's own columns.
  const column = sql.raw(of === 'departments' ? 'e.department_id' : 'e.designation_id');
  return sql<number>`(select count(*) from ${employees} e
      where ${column} = ${sql.identifier(of)}.id and ${countedOn(today, headcountColumnsOf('e'))})`.mapWith(
    Number,
  );
};

const everyoneIn = (of: 'departments' | 'designations') => {
  const column = sql.raw(of === 'departments' ? 'e.department_id' : 'e.designation_id');
  return sql<number>`(select count(*) from ${employees} e where ${column} = ${sql.identifier(of)}.id)`.mapWith(
    Number,
  );
};

/** Puts everyone placed in one department, or given one title, in another; how many moved. */
async function moveEmployees(
  db: Database,
  column: 'departmentId' | 'designationId',
  fromId: string,
  toId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(employees)
    .set({
      ...(column === 'departmentId' ? { departmentId: toId } : { designationId: toId }),
      updatedAt: now,
    })
    .where(eq(employees[column], fromId))
    .returning({ id: employees.id });
  return rows.length;
}

const head = alias(employees, 'head');

/** Every department with its head's name, its active headcount and everyone ever placed in it. */
export async function listDepartments(db: Database, companyId: string, today: string) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      code: departments.code,
      parentId: departments.parentId,
      headEmployeeId: departments.headEmployeeId,
      headFirstName: head.firstName,
      headLastName: head.lastName,
      headcount: activeHeadcount('departments', today),
      people: everyoneIn('departments'),
    })
    .from(departments)
    .leftJoin(head, eq(head.id, departments.headEmployeeId))
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name), asc(departments.id));
}

/** The offices to pick from: the active ones. */
export async function listOffices(db: Database, companyId: string) {
  return db
    .select({ id: offices.id, name: offices.name, city: offices.city, timezone: offices.timezone })
    .from(offices)
    .where(and(eq(offices.companyId, companyId), eq(offices.active, true)))
    .orderBy(asc(offices.name), asc(offices.id));
}

// ---------------------------------------------------------------------------- company settings

export type CompanyRow = typeof companies.$inferSelect;
export type OfficeRow = typeof offices.$inferSelect;

export async function findCompanyRow(db: Database, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(companies).where(eq(companies.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateCompanyRow(
  db: Database,
  id: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row!;
}

/** True when some company's logo is this key (the public logo route serves nothing else). */
export async function logoKeyInUse(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.logoKey, key))
    .limit(1);
  return row !== undefined;
}

// Qualified by hand, as `activeHeadcount` above.
const officeHeadcount = (today: string) =>
  sql<number>`(select count(*) from ${employees} e
    where e.office_id = "offices".id and ${countedOn(today, headcountColumnsOf('e'))})`.mapWith(Number);

/** Every office, inactive ones too, with the people there who count on `today`. */
export async function listOfficesWithHeadcount(db: Database, companyId: string, today: string) {
  return db
    .select({
      id: offices.id,
      name: offices.name,
      city: offices.city,
      region: offices.region,
      address: offices.address,
      timezone: offices.timezone,
      active: offices.active,
      headcount: officeHeadcount(today),
    })
    .from(offices)
    .where(eq(offices.companyId, companyId))
    .orderBy(desc(offices.active), asc(offices.name), asc(offices.id));
}

export async function findOfficeRow(
  db: Database,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(offices)
    .where(and(eq(offices.companyId, companyId), eq(offices.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The people not inactive who work at the office. */
export async function activeOfficeHeadcount(db: Database, officeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.officeId, officeId), ne(employees.status, 'inactive')));
  return row?.n ?? 0;
}

/** Everyone ever placed at the office, active or not: their history points at it. */
export async function countOfficePeople(db: Database, officeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(employees)
    .where(eq(employees.officeId, officeId));
  return row?.n ?? 0;
}

export const officeWrites = writesOf(offices);

// ---------------------------------------------------------------------------------- designations

export async function listDesignations(db: Database, companyId: string, today: string) {
  return db
    .select({
      id: designations.id,
      name: designations.name,
      headcount: activeHeadcount('designations', today),
      people: everyoneIn('designations'),
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

export const designationWrites = writesOf(designations);

/** The people with the title who count on `today`, and everyone ever given it. */
export async function designationPeople(
  db: Database,
  id: string,
  today: string,
): Promise<{ headcount: number; people: number }> {
  const [row] = await db
    .select({
      headcount: sql<number>`count(*) filter (where ${countedOn(today)})`.mapWith(Number),
      people: sql<number>`count(*)`.mapWith(Number),
    })
    .from(employees)
    .where(eq(employees.designationId, id));
  return { headcount: row?.headcount ?? 0, people: row?.people ?? 0 };
}

/** Gives everyone with one title another; how many moved. */
export function moveDesignationHolders(
  db: Database,
  fromId: string,
  toId: string,
  now: Date,
): Promise<number> {
  return moveEmployees(db, 'designationId', fromId, toId, now);
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

export const departmentWrites = writesOf(departments);

/** Everyone ever placed in the department, people who left included. */
export async function countDepartmentPeople(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(employees)
    .where(eq(employees.departmentId, id));
  return row?.n ?? 0;
}

/**
 * Moves everyone in one department into another; how many moved. A trigger on `employees` carries
 * their attendance days along (migration 0015).
 */
export function moveDepartmentPeople(db: Database, fromId: string, toId: string, now: Date): Promise<number> {
  return moveEmployees(db, 'departmentId', fromId, toId, now);
}

/** Puts the sub-departments of one department under another (or at the top, for null). */
export async function moveSubDepartments(
  db: Database,
  fromParentId: string,
  toParentId: string | null,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(departments)
    .set({ parentId: toParentId, updatedAt: now })
    .where(eq(departments.parentId, fromParentId))
    .returning({ id: departments.id });
  return rows.map((r) => r.id);
}

/**
 * Every change to the company's department tree (a parent set, a department deleted or merged)
 * runs one at a time: each checks the tree for loops as it stands, which another's uncommitted move
 * could otherwise change under it. The company row is taken `FOR NO KEY UPDATE`, which the foreign
 * key checks of rows pointing at the company (`KEY SHARE`) do not wait for.
 */
export async function lockDepartmentTree(db: Database, companyId: string): Promise<void> {
  await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
}

type MergeLock = 'update' | 'no key update';

/**
 * The two rows of a merge, locked in id order: the one merged away `FOR UPDATE` (it is deleted), the
 * one kept `FOR NO KEY UPDATE`, so someone moved into it meanwhile (a foreign key check, `KEY
 * SHARE`) is not refused, nor deadlocked against the merge moving people.
 */
async function lockPair<T>(
  fromId: string,
  intoId: string,
  lockOne: (id: string, mode: MergeLock) => Promise<T | undefined>,
): Promise<{ from: T | undefined; into: T | undefined }> {
  const locked = new Map<string, T | undefined>();
  for (const id of [fromId, intoId].sort()) {
    locked.set(id, await lockOne(id, id === fromId ? 'update' : 'no key update'));
  }
  return { from: locked.get(fromId), into: locked.get(intoId) };
}

export function lockDepartmentsToMerge(db: Database, companyId: string, fromId: string, intoId: string) {
  return lockPair(fromId, intoId, async (id, mode) => {
    const [row] = await db
      .select()
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
      .for(mode);
    return row;
  });
}

export function lockDesignationsToMerge(db: Database, companyId: string, fromId: string, intoId: string) {
  return lockPair(fromId, intoId, (id, mode) => lockDesignation(db, companyId, id, mode));
}

/** One designation of the company, locked. */
export async function lockDesignation(
  db: Database,
  companyId: string,
  id: string,
  mode: MergeLock = 'update',
): Promise<DesignationRow | undefined> {
  const [row] = await db
    .select()
    .from(designations)
    .where(and(eq(designations.companyId, companyId), eq(designations.id, id)))
    .for(mode);
  return row;
}

/** The people of a department who count on `today` (people/headcount.ts). */
export async function departmentHeadcount(
  db: Database,
  departmentId: string,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.departmentId, departmentId), countedOn(today)));
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
  /** Someone who joins after today is shown as joining (people/headcount.ts). */
  joinDate?: string;
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
      joinDate: employees.joinDate,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .where(and(eq(employees.companyId, companyId), ne(employees.status, 'inactive')));
}
