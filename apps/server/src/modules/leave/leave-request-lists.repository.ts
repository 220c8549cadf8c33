/**
 * Reading leave requests: the lists, a request with the names it is shown with, a month's calendar,
 * the figures of a list, approved leave on a day, what a calendar change counts again and the
 * optional holidays taken. Nothing here writes or locks.
 */
import type { LeaveStatus } from '@hrms/contracts/leave';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { leaveRequests, leaveTypes } from '../../db/schema/leave';
import { departments, employees, offices } from '../../db/schema/organization';
import { teamSubquery } from '../../people/people.repository';
import type { LeaveRequestRow } from './leave-requests.repository';

/** Whose requests a list shows: `people` is an access rule's condition on `employees` (decision 039). */
export type RequestScope =
  | { kind: 'company' }
  | { kind: 'team'; managerEmployeeIds: readonly string[] }
  | { kind: 'person'; employeeId: string }
  | { kind: 'people'; where: SQL };

export interface RequestFilter {
  companyId: string;
  scope: RequestScope;
  status?: LeaveStatus | readonly LeaveStatus[] | undefined;
  year?: number | undefined;
  leaveTypeId?: string | undefined;
  employeeId?: string | undefined;
  /** Pending at this approval level (two-level approval: 1 the manager's, 2 hr's). */
  approvalLevel?: number | undefined;
  /** Not this person's (an approver's own requests are not theirs to decide). */
  notEmployeeId?: string | undefined;
  search?: string | undefined;
  /** Requests touching these dates. */
  from?: string | undefined;
  to?: string | undefined;
}

function whereOf(filter: RequestFilter): SQL | undefined {
  const { scope } = filter;
  const statuses = filter.status === undefined ? undefined : ([] as LeaveStatus[]).concat(filter.status);
  const search = filter.search?.trim();
  return and(
    eq(leaveRequests.companyId, filter.companyId),
    scope.kind === 'person' ? eq(leaveRequests.employeeId, scope.employeeId) : undefined,
    scope.kind === 'team'
      ? or(...scope.managerEmployeeIds.map((id) => sql`${leaveRequests.employeeId} in (${teamSubquery(id)})`))
      : undefined,
    scope.kind === 'people' ? scope.where : undefined,
    filter.approvalLevel ? eq(leaveRequests.approvalLevel, filter.approvalLevel) : undefined,
    statuses ? inArray(leaveRequests.status, statuses) : undefined,
    filter.year ? eq(leaveRequests.leaveYear, filter.year) : undefined,
    filter.leaveTypeId ? eq(leaveRequests.leaveTypeId, filter.leaveTypeId) : undefined,
    filter.employeeId ? eq(leaveRequests.employeeId, filter.employeeId) : undefined,
    filter.notEmployeeId ? ne(leaveRequests.employeeId, filter.notEmployeeId) : undefined,
    filter.from ? gte(leaveRequests.endDate, filter.from) : undefined,
    filter.to ? lte(leaveRequests.startDate, filter.to) : undefined,
    search
      ? or(
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, `%${escapeLike(search)}%`),
          ilike(employees.employeeCode, `%${escapeLike(search)}%`),
        )
      : undefined,
  );
}

/** A request with the names a list shows. */
export interface LeaveRequestView extends LeaveRequestRow {
  firstName: string;
  lastName: string;
  photoKey: string | null;
  department: string | null;
  timeZone: string | null;
  typeCode: string;
  typeName: string;
  typePaid: boolean;
  officeId: string | null;
  typeCountsWeekendsAndHolidays: boolean;
}

const requestView = {
  request: leaveRequests,
  firstName: employees.firstName,
  lastName: employees.lastName,
  photoKey: employees.photoKey,
  department: departments.name,
  timeZone: offices.timezone,
  typeCode: leaveTypes.code,
  typeName: leaveTypes.name,
  typePaid: leaveTypes.paid,
  officeId: employees.officeId,
  typeCountsWeekendsAndHolidays: leaveTypes.countsWeekendsAndHolidays,
};

function viewQuery(db: Database) {
  return db
    .select(requestView)
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .$dynamic();
}

const flatten = ({
  request,
  ...rest
}: { request: LeaveRequestRow } & Omit<LeaveRequestView, keyof LeaveRequestRow>) =>
  ({ ...request, ...rest }) as LeaveRequestView;

export async function listRequests(
  db: Database,
  filter: RequestFilter,
  page: { page: number; limit: number },
  order: 'newest' | 'soonest' = 'newest',
): Promise<{ rows: LeaveRequestView[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [count]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(
        ...(order === 'newest'
          ? [desc(leaveRequests.createdAt), desc(leaveRequests.id)]
          : [asc(leaveRequests.startDate), asc(leaveRequests.id)]),
      )
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(leaveRequests)
      .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: count?.total ?? 0 };
}

export async function findRequestView(db: Database, id: string): Promise<LeaveRequestView | undefined> {
  const [row] = await viewQuery(db).where(eq(leaveRequests.id, id));
  return row && flatten(row);
}

/** Every request of the filter, unpaged: a month's calendar. */
export async function allRequests(db: Database, filter: RequestFilter): Promise<LeaveRequestView[]> {
  const rows = await viewQuery(db)
    .where(whereOf(filter))
    .orderBy(asc(leaveRequests.startDate), asc(employees.firstName));
  return rows.map(flatten);
}

/** The count of requests by status, and the days of approved and pending ones. */
export async function requestFigures(
  db: Database,
  filter: RequestFilter,
): Promise<{ status: LeaveStatus; count: number; centidays: number }[]> {
  const rows = await db
    .select({
      status: leaveRequests.status,
      count: sql<number>`count(*)::int`,
      centidays: sql<number>`coalesce(sum(${leaveRequests.centidays}), 0)::int`,
    })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .where(whereOf(filter))
    .groupBy(leaveRequests.status);
  return rows;
}

/** Approved leave covering `date` of people in these offices (`null`: everyone), oldest first. */
export async function approvedCovering(
  db: Database,
  companyId: string,
  date: string,
  officeIds: readonly string[] | null,
): Promise<LeaveRequestView[]> {
  if (officeIds !== null && officeIds.length === 0) return [];
  const rows = await viewQuery(db)
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.startDate, date),
        gte(leaveRequests.endDate, date),
        officeIds === null ? undefined : inArray(employees.officeId, [...officeIds]),
      ),
    )
    .orderBy(asc(leaveRequests.createdAt));
  return rows.map(flatten);
}

/** Which requests a change of the office calendar may count again. */
export type RecountReach =
  | { kind: 'dates'; dates: readonly string[] }
  | { kind: 'office'; officeId: string }
  | { kind: 'person'; employeeId: string };

/**
 * Pending requests, and approved ones ending on `approvedFrom` or later, that a calendar change
 * reaches: those touching one of the dates, those of the office's people, or one person's. Ordered by
 * person, so their rows are locked in one order.
 */
export async function requestsToRecount(
  db: Database,
  companyId: string,
  reach: RecountReach,
  approvedFrom: string,
): Promise<LeaveRequestView[]> {
  if (reach.kind === 'dates' && reach.dates.length === 0) return [];
  const rows = await viewQuery(db)
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        or(
          eq(leaveRequests.status, 'pending'),
          and(eq(leaveRequests.status, 'approved'), gte(leaveRequests.endDate, approvedFrom)),
        ),
        reach.kind === 'dates'
          ? or(
              ...reach.dates.map((date) =>
                and(lte(leaveRequests.startDate, date), gte(leaveRequests.endDate, date)),
              ),
            )
          : undefined,
        reach.kind === 'office' ? eq(employees.officeId, reach.officeId) : undefined,
        reach.kind === 'person' ? eq(leaveRequests.employeeId, reach.employeeId) : undefined,
      ),
    )
    .orderBy(asc(leaveRequests.employeeId), asc(leaveRequests.startDate), asc(leaveRequests.id));
  return rows.map(flatten);
}

/**
 * Optional holidays taken or asked for in a leave year (leave of a type marked for them), and the
 * allowance: the days a year of the company's active such type.
 */
export async function optionalHolidayLeave(
  db: Database,
  companyId: string,
  year: number,
): Promise<{
  allowanceCentidays: number | null;
  requests: { employeeId: string; date: string; status: 'approved' | 'pending' }[];
}> {
  const [requests, [type]] = await Promise.all([
    db
      .select({
        employeeId: leaveRequests.employeeId,
        date: leaveRequests.startDate,
        status: leaveRequests.status,
      })
      .from(leaveRequests)
      .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
      .where(
        and(
          eq(leaveRequests.companyId, companyId),
          eq(leaveRequests.leaveYear, year),
          eq(leaveTypes.optionalHolidays, true),
          inArray(leaveRequests.status, ['approved', 'pending']),
        ),
      ),
    db
      .select({ annualCentidays: leaveTypes.annualCentidays })
      .from(leaveTypes)
      .where(
        and(
          eq(leaveTypes.companyId, companyId),
          eq(leaveTypes.optionalHolidays, true),
          eq(leaveTypes.active, true),
        ),
      )
      .orderBy(asc(leaveTypes.code))
      .limit(1),
  ]);
  return {
    allowanceCentidays: type?.annualCentidays ?? null,
    requests: requests as { employeeId: string; date: string; status: 'approved' | 'pending' }[],
  };
}
