/** One person's record: reading it (whole, locked for a change, statutory apart) and every write. */
import type { Role } from '@hrms/contracts/roles';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/raw';
import {
  departments,
  designations,
  employeeStatutory,
  employees,
  offices,
} from '../../db/schema/organization';
import { users } from '../../db/schema/users';

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployee = typeof employees.$inferInsert;
export type EmployeeChange = Partial<Omit<NewEmployee, 'id' | 'companyId' | 'createdAt'>>;
export type StatutoryRow = typeof employeeStatutory.$inferSelect;
export type StatutoryValues = Pick<
  StatutoryRow,
  'pan' | 'uan' | 'esicNumber' | 'bankAccountNumber' | 'bankIfsc' | 'bankName'
>;
export type NewUser = typeof users.$inferInsert;
export type AccountChange = Partial<Pick<NewUser, 'email' | 'role' | 'isActive' | 'invitationPending'>>;

/** Codes or emails per lookup: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;
/** Rows per bulk INSERT (one JSON parameter each). */
const BULK_CHUNK = 5000;

const manager = alias(employees, 'manager');

// ---------------------------------------------------------------- one person

export interface AccountRow {
  userId: string;
  email: string;
  role: Role;
  isActive: boolean;
  lastLoginAt: Date | null;
  invitationPending: boolean;
}

/** A person's account, read beside their record: every column null for someone without one. */
const accountColumns = {
  userId: users.id,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  invitationPending: users.invitationPending,
};

/** The account read with `accountColumns`, or null for someone without one. */
function accountOf(row: { [K in keyof AccountRow]: AccountRow[K] | null }): AccountRow | null {
  return row.userId
    ? {
        userId: row.userId,
        email: row.email!,
        role: row.role!,
        isActive: row.isActive!,
        lastLoginAt: row.lastLoginAt,
        invitationPending: row.invitationPending!,
      }
    : null;
}

/** The statutory numbers and bank details of a person. */
const statutoryColumns = {
  pan: employeeStatutory.pan,
  uan: employeeStatutory.uan,
  esicNumber: employeeStatutory.esicNumber,
  bankAccountNumber: employeeStatutory.bankAccountNumber,
  bankIfsc: employeeStatutory.bankIfsc,
  bankName: employeeStatutory.bankName,
};

export interface DetailRow {
  employee: EmployeeRow;
  departmentName: string | null;
  designationName: string | null;
  officeName: string | null;
  manager: {
    id: string;
    firstName: string;
    lastName: string;
    employeeCode: string;
    photoKey: string | null;
  } | null;
  directReportCount: number;
  account: AccountRow | null;
}

export async function findEmployeeDetail(db: Database, id: string): Promise<DetailRow | undefined> {
  const [row] = await db
    .select({
      employee: employees,
      departmentName: departments.name,
      designationName: designations.name,
      officeName: offices.name,
      managerId: manager.id,
      managerFirstName: manager.firstName,
      managerLastName: manager.lastName,
      managerCode: manager.employeeCode,
      managerPhotoKey: manager.photoKey,
      directReportCount: sql<number>`(select count(*)::int from ${employees} r
        where r.manager_id = ${employees.id} and r.status <> 'inactive')`,
      ...accountColumns,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .leftJoin(users, eq(users.employeeId, employees.id))
    .where(eq(employees.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    employee: row.employee,
    departmentName: row.departmentName,
    designationName: row.designationName,
    officeName: row.officeName,
    manager: row.managerId
      ? {
          id: row.managerId,
          firstName: row.managerFirstName!,
          lastName: row.managerLastName!,
          employeeCode: row.managerCode!,
          photoKey: row.managerPhotoKey,
        }
      : null,
    directReportCount: Number(row.directReportCount ?? 0),
    account: accountOf(row),
  };
}

/** Statutory numbers and bank details: read only for someone who may see them (`self`, `full`). */
export async function findStatutory(db: Database, employeeId: string): Promise<StatutoryValues | null> {
  const [row] = await db
    .select(statutoryColumns)
    .from(employeeStatutory)
    .where(eq(employeeStatutory.employeeId, employeeId))
    .limit(1);
  return row ?? null;
}

export interface LockedEmployee {
  employee: EmployeeRow;
  account: AccountRow | null;
  statutory: StatutoryValues | null;
}

/** Locks the record so concurrent edits audit a true "before". */
export async function findEmployeeForUpdate(db: Database, id: string): Promise<LockedEmployee | undefined> {
  const [row] = await db
    .select({
      employee: employees,
      ...accountColumns,
      statutory: { employeeId: employeeStatutory.employeeId, ...statutoryColumns },
    })
    .from(employees)
    .leftJoin(users, eq(users.employeeId, employees.id))
    .leftJoin(employeeStatutory, eq(employeeStatutory.employeeId, employees.id))
    .where(eq(employees.id, id))
    .limit(1)
    .for('update', { of: employees });
  if (!row) return undefined;
  const { employeeId, ...statutory } = row.statutory ?? {};
  return {
    employee: row.employee,
    account: accountOf(row),
    statutory: employeeId ? (statutory as StatutoryValues) : null,
  };
}

/** Names of departments, designations and offices by id, for audit entries people can read. */
export async function refNames(
  db: Database,
  ids: { departmentIds: readonly string[]; designationIds: readonly string[]; officeIds: readonly string[] },
): Promise<{
  departments: Map<string, string>;
  designations: Map<string, string>;
  offices: Map<string, string>;
}> {
  const names = async (
    table: typeof departments | typeof designations | typeof offices,
    list: readonly string[],
  ) =>
    list.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .select({ id: table.id, name: table.name })
              .from(table)
              .where(inArray(table.id, [...new Set(list)]))
          ).map((r) => [r.id, r.name]),
        );
  const [d, t, o] = await Promise.all([
    names(departments, ids.departmentIds),
    names(designations, ids.designationIds),
    names(offices, ids.officeIds),
  ]);
  return { departments: d, designations: t, offices: o };
}

// ---------------------------------------------------------------- checks before writing

/** Which of these ids name nothing. */
export async function missingRefs(
  db: Database,
  refs: { departmentId?: string | null; designationId?: string | null; officeId?: string | null },
): Promise<Set<'departmentId' | 'designationId' | 'officeId'>> {
  const exists = async (table: typeof departments | typeof designations | typeof offices, id: string) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
  const missing = new Set<'departmentId' | 'designationId' | 'officeId'>();
  const checks = await Promise.all([
    refs.departmentId ? exists(departments, refs.departmentId) : true,
    refs.designationId ? exists(designations, refs.designationId) : true,
    refs.officeId ? exists(offices, refs.officeId) : true,
  ]);
  if (!checks[0]) missing.add('departmentId');
  if (!checks[1]) missing.add('designationId');
  if (!checks[2]) missing.add('officeId');
  return missing;
}

/**
 * Codes (compared without regard to case) and emails already used by someone else: an employee's
 * code or work email, or any account's email.
 */
export async function takenCodesAndEmails(
  db: Database,
  wanted: { codes: readonly string[]; emails: readonly string[] },
  exceptEmployeeId?: string,
): Promise<{ codes: Set<string>; emails: Set<string> }> {
  const codes = new Set<string>();
  const emails = new Set<string>();
  const except = exceptEmployeeId ? ne(employees.id, exceptEmployeeId) : undefined;
  for (let i = 0; i < wanted.codes.length; i += CHUNK) {
    const chunk = wanted.codes.slice(i, i + CHUNK).map((c) => c.toLowerCase());
    const rows = await db
      .select({ code: employees.employeeCode })
      .from(employees)
      .where(and(inArray(sql`lower(${employees.employeeCode})`, chunk), except));
    for (const r of rows) codes.add(r.code.toLowerCase());
  }
  for (let i = 0; i < wanted.emails.length; i += CHUNK) {
    const chunk = wanted.emails.slice(i, i + CHUNK);
    const [byEmployee, byAccount] = await Promise.all([
      db
        .select({ email: employees.workEmail })
        .from(employees)
        .where(and(inArray(employees.workEmail, chunk), except)),
      db
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            inArray(users.email, chunk),
            exceptEmployeeId
              ? or(sql`${users.employeeId} is null`, ne(users.employeeId, exceptEmployeeId))
              : undefined,
          ),
        ),
    ]);
    for (const r of [...byEmployee, ...byAccount]) emails.add(r.email);
  }
  return { codes, emails };
}

// ---------------------------------------------------------------- writes

export async function insertEmployee(db: Database, values: NewEmployee): Promise<EmployeeRow> {
  const [row] = await db.insert(employees).values(values).returning();
  return row!;
}

/** Every row with the same keys (see `insertJsonRows`), in statements of a few thousand rows. */
export async function insertEmployees(db: Database, values: readonly NewEmployee[]): Promise<void> {
  for (let i = 0; i < values.length; i += BULK_CHUNK) {
    await insertJsonRows(db, employees, values.slice(i, i + BULK_CHUNK));
  }
}

export async function insertUser(db: Database, values: NewUser): Promise<{ id: string; email: string }> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, email: users.email });
  return row!;
}

/** Every row with the same keys (see `insertJsonRows`). */
export async function insertUsers(
  db: Database,
  values: readonly NewUser[],
): Promise<{ id: string; email: string }[]> {
  const out: { id: string; email: string }[] = [];
  for (let i = 0; i < values.length; i += BULK_CHUNK) {
    out.push(
      ...(await insertJsonRows<typeof users, { id: string; email: string }>(
        db,
        users,
        values.slice(i, i + BULK_CHUNK),
        ['id', 'email'],
      )),
    );
  }
  return out;
}

export async function upsertStatutory(
  db: Database,
  employeeId: string,
  values: Partial<StatutoryValues>,
  at: Date,
): Promise<void> {
  await db
    .insert(employeeStatutory)
    .values({ employeeId, ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: employeeStatutory.employeeId, set: { ...values, updatedAt: at } });
}

export async function updateEmployee(db: Database, id: string, change: EmployeeChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.update(employees).set(change).where(eq(employees.id, id));
}

export async function updateAccount(db: Database, userId: string, change: AccountChange, at: Date) {
  if (Object.keys(change).length === 0) return;
  await db
    .update(users)
    .set({ ...change, updatedAt: at })
    .where(eq(users.id, userId));
}

/** The account goes first (its sessions, tokens and notifications with it), then the record. */
export async function deleteEmployee(db: Database, employeeId: string, userId: string | null): Promise<void> {
  if (userId) await db.delete(users).where(eq(users.id, userId));
  await db.delete(employees).where(eq(employees.id, employeeId));
}

export async function setPhotoKey(
  db: Database,
  id: string,
  photoKey: string | null,
  at: Date,
): Promise<void> {
  await db.update(employees).set({ photoKey, updatedAt: at }).where(eq(employees.id, id));
}

export async function photoKeyInUse(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.photoKey, key))
    .limit(1);
  return rows.length > 0;
}

/**
 * The company's admins who can sign in, every one locked in id order. Two admins who take each
 * other's role (or switch each other off) at once therefore queue on the same rows, not on each
 * other's, and the second sees that the first is no longer one. The lock is on `users`, whose
 * `role` and `is_active` the second re-reads: switching someone off sets `is_active` too, so this
 * holds for deactivation as well as a role change.
 */
export async function activeAdminsForUpdate(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(employees, eq(employees.id, users.employeeId))
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(users.role, 'admin'),
        eq(users.isActive, true),
        ne(employees.status, 'inactive'),
      ),
    )
    .orderBy(users.id)
    .for('update', { of: users });
  return rows.map((r) => r.id);
}
