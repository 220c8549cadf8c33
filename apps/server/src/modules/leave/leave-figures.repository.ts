/** The leave figures reports read (through leave.reads.ts): requests by group, people away, pending. */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leaveRequests, leaveTypes } from '../../db/schema/leave';
import { departments, employees } from '../../db/schema/organization';
import { type PeriodFilter, type Reach, reachCondition, whoseRows } from '../../people/people.repository';

export interface LeaveGroup {
  status: string;
  code: string;
  name: string;
  departmentId: string | null;
  department: string | null;
  month: string;
  requests: number;
  centidays: number;
}

/** Leave requests starting in the period, grouped by status, type, department and month. */
export async function leaveGroups(db: Database, reach: Reach, filter: PeriodFilter): Promise<LeaveGroup[]> {
  const month = sql<string>`to_char(${leaveRequests.startDate}, 'YYYY-MM')`;
  return db
    .select({
      status: sql<string>`${leaveRequests.status}::text`,
      code: leaveTypes.code,
      name: leaveTypes.name,
      departmentId: employees.departmentId,
      department: departments.name,
      month,
      requests: sql<number>`count(*)::int`,
      centidays: sql<number>`coalesce(sum(${leaveRequests.centidays}), 0)::int`,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        whoseRows(leaveRequests, reach, filter),
        gte(leaveRequests.startDate, filter.from),
        lte(leaveRequests.startDate, filter.to),
      ),
    )
    .groupBy(
      leaveRequests.status,
      leaveTypes.code,
      leaveTypes.name,
      employees.departmentId,
      departments.name,
      month,
    );
}

/** People on approved leave per department in the period (each person once per department). */
export async function peopleOnLeave(
  db: Database,
  reach: Reach,
  filter: PeriodFilter,
): Promise<Map<string | null, number>> {
  const rows = await db
    .select({
      departmentId: employees.departmentId,
      people: sql<number>`count(distinct ${leaveRequests.employeeId})::int`,
    })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .where(
      and(
        whoseRows(leaveRequests, reach, filter),
        eq(leaveRequests.status, 'approved'),
        gte(leaveRequests.startDate, filter.from),
        lte(leaveRequests.startDate, filter.to),
      ),
    )
    .groupBy(employees.departmentId);
  return new Map(rows.map((r) => [r.departmentId, r.people]));
}

/** Leave requests waiting for a decision, of a reach. */
export async function pendingLeaveCount(db: Database, reach: Reach): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leaveRequests)
    .where(
      and(
        reachCondition(leaveRequests.employeeId, leaveRequests.companyId, reach),
        eq(leaveRequests.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}
