/**
 * What the attendance repositories share: whose days a read reaches and how a list filters them,
 * the company's day counts kept ahead (`attendance_day_counts`) that a list's total and a report
 * read, and how many rows a statement carries at most.
 */
import type { AttendanceStatus } from '@hrms/contracts/attendance';
import { and, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/like';
import { attendanceDayCounts, attendanceDays } from '../../db/schema/attendance';
import { employees } from '../../db/schema/organization';
import { type Reach, reachCondition } from '../../people/people.repository';

/** The most people (or days) one statement carries. */
export const CHUNK = 1000;

/** Whose days a read reaches. */
export type DayScope = Reach;

export interface DayFilter {
  from?: string | undefined;
  to?: string | undefined;
  departmentId?: string | undefined;
  officeId?: string | undefined;
  employeeId?: string | undefined;
  status?: AttendanceStatus | undefined;
  search?: string | undefined;
}

/** The days of a scope a filter keeps; `employees` is joined when it names a department, an office or a search. */
export function scopeWhere(scope: DayScope, filter: DayFilter): SQL | undefined {
  return and(
    reachCondition(attendanceDays.employeeId, attendanceDays.companyId, scope),
    filter.from ? gte(attendanceDays.date, filter.from) : undefined,
    filter.to ? lte(attendanceDays.date, filter.to) : undefined,
    filter.employeeId ? eq(attendanceDays.employeeId, filter.employeeId) : undefined,
    filter.status ? eq(attendanceDays.status, filter.status) : undefined,
    filter.departmentId ? eq(employees.departmentId, filter.departmentId) : undefined,
    filter.officeId ? eq(employees.officeId, filter.officeId) : undefined,
    filter.search
      ? or(
          ilike(
            sql`${employees.firstName} || ' ' || ${employees.lastName}`,
            `%${escapeLike(filter.search)}%`,
          ),
          ilike(employees.employeeCode, `%${escapeLike(filter.search)}%`),
        )
      : undefined,
  );
}

/** Whether `attendance_day_counts` answers the list's count: the company's days by date and status. */
export function isCountedAhead(
  scope: DayScope,
  filter: DayFilter,
): scope is Extract<DayScope, { kind: 'company' }> {
  return (
    scope.kind === 'company' &&
    !filter.employeeId &&
    !filter.departmentId &&
    !filter.officeId &&
    !filter.search
  );
}

/** The same count as a value of another select. */
export function countedAheadTotal(companyId: string, filter: DayFilter): SQL<number> {
  return sql<number>`(select coalesce(sum(${attendanceDayCounts.days}), 0)::int from ${attendanceDayCounts} where ${countedAheadWhere(companyId, filter)})`;
}

/** The day counts of a company a list's filter keeps: its dates and status. */
export function countedAheadWhere(companyId: string, filter: DayFilter): SQL | undefined {
  return and(
    eq(attendanceDayCounts.companyId, companyId),
    filter.from ? gte(attendanceDayCounts.date, filter.from) : undefined,
    filter.to ? lte(attendanceDayCounts.date, filter.to) : undefined,
    filter.status ? eq(attendanceDayCounts.status, filter.status) : undefined,
  );
}
