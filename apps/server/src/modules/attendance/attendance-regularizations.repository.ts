/**
 * Regularisations: a person's question to have a forgotten punch recorded, and its decision
 * (attendance-regularizations.service.ts); how many wait is a figure reports read (attendance.reads.ts).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendanceRegularizations } from '../../db/schema/attendance';
import { employees } from '../../db/schema/organization';
import { type Reach, reachCondition } from '../../people/people.repository';

export type RegularizationRow = typeof attendanceRegularizations.$inferSelect;
export interface RegularizationView extends RegularizationRow {
  name: string;
  employeeCode: string;
}

/** A new pending question; none when one for the day is waiting already. */
export async function insertRegularization(
  tx: Database,
  values: typeof attendanceRegularizations.$inferInsert,
): Promise<RegularizationRow | undefined> {
  const [row] = await tx
    .insert(attendanceRegularizations)
    .values(values)
    .onConflictDoNothing({
      target: [attendanceRegularizations.employeeId, attendanceRegularizations.date],
      where: sql`${attendanceRegularizations.status} = 'pending'`,
    })
    .returning();
  return row;
}

export async function findRegularization(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RegularizationRow | undefined> {
  const query = db
    .select()
    .from(attendanceRegularizations)
    .where(eq(attendanceRegularizations.id, id))
    .$dynamic();
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateRegularization(
  tx: Database,
  id: string,
  set: Partial<typeof attendanceRegularizations.$inferInsert>,
): Promise<RegularizationRow> {
  const [row] = await tx
    .update(attendanceRegularizations)
    .set(set)
    .where(eq(attendanceRegularizations.id, id))
    .returning();
  return row!;
}

export async function listRegularizations(
  db: Database,
  scope: Reach,
  filter: { status?: string | undefined; notEmployeeId?: string | undefined },
  page: { page: number; limit: number },
): Promise<{ rows: RegularizationView[]; total: number }> {
  const where = and(
    reachCondition(attendanceRegularizations.employeeId, attendanceRegularizations.companyId, scope),
    filter.status ? sql`${attendanceRegularizations.status} = ${filter.status}` : undefined,
    filter.notEmployeeId
      ? sql`${attendanceRegularizations.employeeId} <> ${filter.notEmployeeId}`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: attendanceRegularizations,
        firstName: employees.firstName,
        lastName: employees.lastName,
        employeeCode: employees.employeeCode,
      })
      .from(attendanceRegularizations)
      .innerJoin(employees, eq(employees.id, attendanceRegularizations.employeeId))
      .where(where)
      .orderBy(desc(attendanceRegularizations.createdAt), desc(attendanceRegularizations.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(attendanceRegularizations).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.row, name: `${r.firstName} ${r.lastName}`, employeeCode: r.employeeCode })),
    total: counted?.total ?? 0,
  };
}

/** Forgotten punches waiting for a decision, of a reach. */
export async function pendingRegularizationCount(db: Database, reach: Reach): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attendanceRegularizations)
    .where(
      and(
        reachCondition(attendanceRegularizations.employeeId, attendanceRegularizations.companyId, reach),
        eq(attendanceRegularizations.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}
