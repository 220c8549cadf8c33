import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema/organization';

export async function findDepartmentId(db: Database, employeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ departmentId: employees.departmentId })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row?.departmentId ?? null;
}

/** Whether anyone still employed reports directly to this employee. */
export async function hasDirectReports(db: Database, employeeId: string): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.managerId, employeeId), ne(employees.status, 'inactive')))
    .limit(1);
  return rows.length > 0;
}
