/** Who holds which role (Settings → Roles): every sign-in account with its person and their reports. */
import type { Role } from '@hrms/contracts/roles';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { employees } from '../../db/schema/organization';
import { users } from '../../db/schema/users';

export async function listRoleHolders(
  db: Database,
  companyId: string,
  query: {
    role?: Role | undefined;
    search?: string | undefined;
    /** One account alone. */
    userId?: string;
    page: number;
    limit: number;
  },
) {
  const reports = alias(employees, 'reports');
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    eq(employees.companyId, companyId),
    query.role ? eq(users.role, query.role) : undefined,
    query.userId ? eq(users.id, query.userId) : undefined,
    pattern
      ? or(
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
  const directReports = db
    .select({ managerId: reports.managerId, n: count().as('n') })
    .from(reports)
    .where(sql`${reports.status} <> 'inactive'`)
    .groupBy(reports.managerId)
    .as('direct_reports');
  const [rows, [total], byRole] = await Promise.all([
    db
      .select({
        userId: users.id,
        employeeId: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        email: users.email,
        role: users.role,
        directReports: sql<number>`coalesce(${directReports.n}, 0)::int`,
        active: sql<boolean>`${users.isActive} and ${employees.status} <> 'inactive'`,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .innerJoin(employees, eq(employees.id, users.employeeId))
      .leftJoin(directReports, eq(directReports.managerId, employees.id))
      .where(where)
      .orderBy(
        sql`case ${users.role} when 'admin' then 0 when 'hr' then 1 when 'manager' then 2 else 3 end`,
        asc(employees.firstName),
        asc(employees.lastName),
        asc(users.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(employees, eq(employees.id, users.employeeId))
      .where(where),
    db
      .select({ role: users.role, n: count() })
      .from(users)
      .innerJoin(employees, eq(employees.id, users.employeeId))
      .where(eq(employees.companyId, companyId))
      .groupBy(users.role),
  ]);
  return { rows, total: total?.n ?? 0, byRole };
}

/** The person behind an account, in the company. */
export async function employeeOfUser(
  db: Database,
  companyId: string,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ employeeId: employees.id })
    .from(users)
    .innerJoin(employees, eq(employees.id, users.employeeId))
    .where(and(eq(users.id, userId), eq(employees.companyId, companyId)))
    .limit(1);
  return row?.employeeId;
}
