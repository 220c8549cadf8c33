/** Payroll runs: a month's run, whom it pays, and the runs still under way. */
import { and, asc, count, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema/organization';
import { payrollRuns } from '../../db/schema/payroll';

export type PayrollRunRow = typeof payrollRuns.$inferSelect;

/** Employed in a month: joined by its end, and not gone before its start (nor deactivated with no last day). */
function employedInMonth(companyId: string, from: string, to: string, departmentId?: string) {
  return and(
    eq(employees.companyId, companyId),
    lte(employees.joinDate, to),
    or(and(isNull(employees.exitDate), ne(employees.status, 'inactive')), gte(employees.exitDate, from)),
    departmentId ? eq(employees.departmentId, departmentId) : undefined,
  );
}

/** People employed in a month, of a department: whom its run pays. */
export async function peopleOfMonth(
  db: Database,
  companyId: string,
  from: string,
  to: string,
  departmentId?: string,
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(employedInMonth(companyId, from, to, departmentId))
    .orderBy(asc(employees.employeeCode));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}` }));
}

/** How many people a month's run pays, of a department. */
export async function countPeopleOfMonth(
  db: Database,
  companyId: string,
  from: string,
  to: string,
  departmentId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(employedInMonth(companyId, from, to, departmentId));
  return row?.n ?? 0;
}

export async function insertRun(tx: Database, run: typeof payrollRuns.$inferInsert): Promise<PayrollRunRow> {
  const [row] = await tx.insert(payrollRuns).values(run).returning();
  return row!;
}

export async function findRun(db: Database, id: string): Promise<PayrollRunRow | undefined> {
  const [row] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
  return row;
}

/** Runs made for one department name the one it was merged into. */
export async function moveRunsToDepartment(db: Database, fromId: string, intoId: string): Promise<void> {
  await db.update(payrollRuns).set({ departmentId: intoId }).where(eq(payrollRuns.departmentId, fromId));
}

/** The run of the month in progress, of the company or of one of its departments (one at a time). */
export async function runningRunOf(
  db: Database,
  companyId: string,
  year: number,
  month: number,
): Promise<PayrollRunRow | undefined> {
  const [row] = await db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, companyId),
        eq(payrollRuns.year, year),
        eq(payrollRuns.month, month),
        eq(payrollRuns.status, 'running'),
      ),
    )
    .limit(1);
  return row;
}

export async function runsInProgress(db: Database): Promise<PayrollRunRow[]> {
  return db.select().from(payrollRuns).where(eq(payrollRuns.status, 'running'));
}

export async function updateRun(
  db: Database,
  id: string,
  values: Partial<typeof payrollRuns.$inferInsert>,
): Promise<void> {
  await db.update(payrollRuns).set(values).where(eq(payrollRuns.id, id));
}
