/**
 * Payroll's rows: the statutory rules (the product's and those an admin adds), each person's salary
 * revisions, and the person as payroll names them.
 */
import type { StatutoryRule, StatutoryRuleKind } from '@hrms/contracts/payroll-rules';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, designations, employees } from '../../db/schema/organization';
import { salaryRevisions, statutoryRules } from '../../db/schema/payroll';
import { users } from '../../db/schema/users';
import { BATCH } from './payroll-batch';

export type StatutoryRuleDbRow = typeof statutoryRules.$inferSelect & { addedBy: string | null };
export type SalaryRevisionRow = typeof salaryRevisions.$inferSelect;
export type NewSalaryRevision = typeof salaryRevisions.$inferInsert;

export async function listStatutoryRules(
  db: Database,
  kind?: StatutoryRuleKind,
): Promise<StatutoryRuleDbRow[]> {
  return db
    .select({
      id: statutoryRules.id,
      kind: statutoryRules.kind,
      key: statutoryRules.key,
      effectiveFrom: statutoryRules.effectiveFrom,
      params: statutoryRules.params,
      createdBy: statutoryRules.createdBy,
      createdAt: statutoryRules.createdAt,
      updatedAt: statutoryRules.updatedAt,
      addedBy: users.email,
    })
    .from(statutoryRules)
    .leftJoin(users, eq(users.id, statutoryRules.createdBy))
    .where(kind ? eq(statutoryRules.kind, kind) : undefined)
    .orderBy(asc(statutoryRules.kind), asc(statutoryRules.key), desc(statutoryRules.effectiveFrom));
}

/**
 * Adds rules; a rule of the same kind, key and date already kept is left as it is. Answers the
 * rows added (none for a rule already kept).
 */
export async function insertStatutoryRules(
  db: Database,
  rules: readonly StatutoryRule[],
  createdBy: string | null,
  at: Date,
): Promise<(typeof statutoryRules.$inferSelect)[]> {
  if (rules.length === 0) return [];
  return db
    .insert(statutoryRules)
    .values(
      rules.map((r) => ({
        kind: r.kind,
        key: r.key,
        effectiveFrom: r.effectiveFrom,
        params: r.params,
        createdBy,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** A person's revisions, newest first. */
export async function revisionsOf(db: Database, employeeId: string): Promise<SalaryRevisionRow[]> {
  return db
    .select()
    .from(salaryRevisions)
    .where(eq(salaryRevisions.employeeId, employeeId))
    .orderBy(desc(salaryRevisions.effectiveFrom));
}

/** Holds the person's revisions still for the transaction: their record's row is locked. */
export async function lockRevisionsOf(tx: Database, employeeId: string): Promise<void> {
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .for('no key update');
}

export async function insertRevision(tx: Database, row: NewSalaryRevision): Promise<SalaryRevisionRow> {
  const [inserted] = await tx.insert(salaryRevisions).values(row).returning();
  return inserted!;
}

export async function updateRevision(
  tx: Database,
  id: string,
  changes: Partial<NewSalaryRevision>,
): Promise<SalaryRevisionRow> {
  const [updated] = await tx
    .update(salaryRevisions)
    .set(changes)
    .where(eq(salaryRevisions.id, id))
    .returning();
  return updated!;
}

export async function deleteRevisionsOf(tx: Database, employeeId: string): Promise<number> {
  const deleted = await tx
    .delete(salaryRevisions)
    .where(eq(salaryRevisions.employeeId, employeeId))
    .returning({ id: salaryRevisions.id });
  return deleted.length;
}

/** The person as payroll names them: code, department and designation. */
export async function payrollPerson(db: Database, employeeId: string) {
  const [row] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      department: departments.name,
      designation: designations.name,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .where(eq(employees.id, employeeId));
  if (!row) return undefined;
  const { firstName, lastName, ...rest } = row;
  return { ...rest, name: `${firstName} ${lastName}` };
}

/** Each person's revision in force on a date: their latest from on or before it. */
export async function revisionsOn(
  db: Database,
  employeeIds: readonly string[],
  date: string,
): Promise<Map<string, SalaryRevisionRow>> {
  const found = new Map<string, SalaryRevisionRow>();
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    const rows = await db
      .selectDistinctOn([salaryRevisions.employeeId])
      .from(salaryRevisions)
      .where(
        and(
          inArray(salaryRevisions.employeeId, employeeIds.slice(i, i + BATCH)),
          lte(salaryRevisions.effectiveFrom, date),
        ),
      )
      .orderBy(salaryRevisions.employeeId, desc(salaryRevisions.effectiveFrom));
    for (const row of rows) found.set(row.employeeId, row);
  }
  return found;
}

/** Every revision of these people, newest first each. */
export async function revisionsOfPeople(
  db: Database,
  employeeIds: readonly string[],
): Promise<Map<string, SalaryRevisionRow[]>> {
  const found = new Map<string, SalaryRevisionRow[]>();
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    const rows = await db
      .select()
      .from(salaryRevisions)
      .where(inArray(salaryRevisions.employeeId, employeeIds.slice(i, i + BATCH)))
      .orderBy(salaryRevisions.employeeId, desc(salaryRevisions.effectiveFrom));
    for (const row of rows) found.set(row.employeeId, [...(found.get(row.employeeId) ?? []), row]);
  }
  return found;
}
