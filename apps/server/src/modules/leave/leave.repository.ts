/** Leave types and the facts about a person that decide which apply to them. */
import type { Gender } from '@hrms/contracts/employees';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leaveTypes } from '../../db/schema/leave';
import { employees } from '../../db/schema/organization';

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;
export type NewLeaveType = typeof leaveTypes.$inferInsert;

export function listLeaveTypes(db: Database, companyId: string): Promise<LeaveTypeRow[]> {
  return db
    .select()
    .from(leaveTypes)
    .where(eq(leaveTypes.companyId, companyId))
    .orderBy(asc(leaveTypes.name));
}

export async function findLeaveType(
  db: Database,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LeaveTypeRow | undefined> {
  const query = db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.companyId, companyId), eq(leaveTypes.id, id)))
    .$dynamic();
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function insertLeaveType(db: Database, values: NewLeaveType): Promise<LeaveTypeRow> {
  const [row] = await db.insert(leaveTypes).values(values).returning();
  return row!;
}

/** Leave types not there yet (by company and code); answers how many were added. */
export async function insertDefaultLeaveTypeRows(db: Database, rows: NewLeaveType[]): Promise<number> {
  const created = await db
    .insert(leaveTypes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: leaveTypes.id });
  return created.length;
}

export async function updateLeaveType(
  db: Database,
  id: string,
  values: Partial<NewLeaveType> & { updatedAt: Date },
): Promise<LeaveTypeRow> {
  const [row] = await db.update(leaveTypes).set(values).where(eq(leaveTypes.id, id)).returning();
  return row!;
}

/** The person's company, gender and office: what decides which leave types are theirs. */
export async function leaveProfile(
  db: Database,
  employeeId: string,
): Promise<{ companyId: string; gender: Gender | null; officeId: string | null } | undefined> {
  const [row] = await db
    .select({ companyId: employees.companyId, gender: employees.gender, officeId: employees.officeId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row;
}
