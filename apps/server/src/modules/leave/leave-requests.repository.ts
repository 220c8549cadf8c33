/**
 * Leave requests and the ledger balances are read from. The rules that must hold under concurrency
 * are held here by the database: `lockPerson` serialises one person's requests (overlap and balance
 * are checked under it), `lockRequest` serialises decisions on one request, and the ledger's unique
 * indexes make an accrual period and an approval's deduction count once.
 */
import type { Gender } from '@hrms/contracts/employees';
import type { LeaveStatus, LedgerKind } from '@hrms/contracts/leave';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { inBatches } from '../../db/chunked';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { selectRows } from '../../db/raw';
import { leaveLedger, leaveRequests, leaveTypes } from '../../db/schema/leave';
import { companies, departments, employees, offices } from '../../db/schema/organization';
import {
  type PeriodFilter,
  type Reach,
  reachCondition,
  teamSubquery,
  whoseRows,
} from '../../people/people.repository';

export type LeaveRequestRow = typeof leaveRequests.$inferSelect;
export type NewLeaveRequest = typeof leaveRequests.$inferInsert;
export type NewLedgerEntry = typeof leaveLedger.$inferInsert;

/** What a leave decision needs to know of the person asking. */
export interface LeavePerson {
  id: string;
  companyId: string;
  officeId: string | null;
  gender: Gender | null;
  name: string;
  joinDate: string;
  /** Their office's zone (the company's without an office): what "today" is for them. */
  timeZone: string;
}

const personColumns = {
  id: employees.id,
  companyId: employees.companyId,
  officeId: employees.officeId,
  gender: employees.gender,
  firstName: employees.firstName,
  lastName: employees.lastName,
  joinDate: employees.joinDate,
  timeZone: sql<string>`coalesce(${offices.timezone}, ${companies.timezone})`,
};

function toPerson(row: {
  id: string;
  companyId: string;
  officeId: string | null;
  gender: Gender | null;
  firstName: string;
  lastName: string;
  joinDate: string;
  timeZone: string;
}): LeavePerson {
  const { firstName, lastName, ...rest } = row;
  return { ...rest, name: `${firstName} ${lastName}` };
}

function personQuery(db: Database) {
  return db
    .select(personColumns)
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .$dynamic();
}

export async function findPerson(db: Database, employeeId: string): Promise<LeavePerson | undefined> {
  const [row] = await personQuery(db).where(eq(employees.id, employeeId));
  return row && toPerson(row);
}

/** An office's name, as a message names it. */
export async function officeName(db: Database, officeId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: offices.name }).from(offices).where(eq(offices.id, officeId));
  return row?.name;
}

/** The zone the company's own dates are in. */
export async function companyTimeZone(db: Database, companyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.timeZone;
}

/**
 * Locks the person's row for the rest of the transaction, so their requests are checked and written
 * one after another. `no key update` leaves foreign keys to them (which take `key share`) unblocked.
 */
export async function lockPerson(tx: Database, employeeId: string): Promise<LeavePerson | undefined> {
  const [row] = await personQuery(tx)
    .where(eq(employees.id, employeeId))
    .for('no key update', { of: employees });
  return row && toPerson(row);
}

/** The person's pending and approved requests that touch the dates from `from` to `to`. */
export function liveRequestsBetween(
  db: Database,
  employeeId: string,
  from: string,
  to: string,
): Promise<LeaveRequestRow[]> {
  return db
    .select()
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employeeId),
        inArray(leaveRequests.status, ['pending', 'approved']),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    )
    .orderBy(asc(leaveRequests.startDate));
}

/** A balance's ledger total and the days its pending requests hold, in hundredths of a day. */
export async function balanceOf(
  db: Database,
  employeeId: string,
  leaveTypeId: string,
  year: number,
): Promise<{ ledger: number; pending: number }> {
  const [row] = await selectRows<{ ledger: string | number; pending: string | number }>(
    db,
    sql`select
          coalesce((select sum(${leaveLedger.centidays}) from ${leaveLedger}
                     where ${leaveLedger.employeeId} = ${employeeId} and ${leaveLedger.leaveTypeId} = ${leaveTypeId}
                       and ${leaveLedger.leaveYear} = ${year}), 0) as ledger,
          coalesce((select sum(${leaveRequests.centidays}) from ${leaveRequests}
                     where ${leaveRequests.employeeId} = ${employeeId} and ${leaveRequests.leaveTypeId} = ${leaveTypeId}
                       and ${leaveRequests.leaveYear} = ${year} and ${leaveRequests.status} = 'pending'), 0) as pending`,
  );
  return { ledger: Number(row?.ledger ?? 0), pending: Number(row?.pending ?? 0) };
}

export interface BalanceSums {
  leaveTypeId: string;
  kind: LedgerKind | 'pending';
  centidays: number;
}

/** Each type's ledger sums by kind, and its pending days, for people in one year. */
export async function balanceSums(
  db: Database,
  employeeIds: readonly string[] | 'company',
  companyId: string,
  year: number,
): Promise<(BalanceSums & { employeeId: string })[]> {
  const whoLedger =
    employeeIds === 'company'
      ? sql`${leaveLedger.companyId} = ${companyId}`
      : sql`${leaveLedger.employeeId} = any(${sql`string_to_array(${employeeIds.join(',')}, ',')::uuid[]`})`;
  const whoRequests =
    employeeIds === 'company'
      ? sql`${leaveRequests.companyId} = ${companyId}`
      : sql`${leaveRequests.employeeId} = any(${sql`string_to_array(${employeeIds.join(',')}, ',')::uuid[]`})`;
  const rows = await selectRows<{
    employee_id: string;
    leave_type_id: string;
    kind: string;
    centidays: string;
  }>(
    db,
    sql`select employee_id, leave_type_id, kind::text as kind, sum(centidays)::text as centidays
          from ${leaveLedger} where ${whoLedger} and leave_year = ${year}
         group by employee_id, leave_type_id, kind
        union all
        select employee_id, leave_type_id, 'pending', sum(centidays)::text
          from ${leaveRequests} where ${whoRequests} and leave_year = ${year} and status = 'pending'
         group by employee_id, leave_type_id`,
  );
  return rows.map((r) => ({
    employeeId: r.employee_id,
    leaveTypeId: r.leave_type_id,
    kind: r.kind as LedgerKind | 'pending',
    centidays: Number(r.centidays),
  }));
}

export async function insertRequest(tx: Database, values: NewLeaveRequest): Promise<LeaveRequestRow> {
  const [row] = await tx.insert(leaveRequests).values(values).returning();
  return row!;
}

export async function findRequest(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LeaveRequestRow | undefined> {
  const query = db.select().from(leaveRequests).where(eq(leaveRequests.id, id)).$dynamic();
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateRequest(
  tx: Database,
  id: string,
  values: Partial<NewLeaveRequest> & { updatedAt: Date },
): Promise<LeaveRequestRow> {
  const [row] = await tx.update(leaveRequests).set(values).where(eq(leaveRequests.id, id)).returning();
  return row!;
}

/** Adds ledger entries; one whose period or deduction is already there is skipped. Answers those added. */
export async function insertLedger(tx: Database, entries: readonly NewLedgerEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  // A year's close for every person is several entries each: a bounded batch a statement.
  const rows = await inBatches(entries, (batch) =>
    tx.insert(leaveLedger).values(batch).onConflictDoNothing().returning({ id: leaveLedger.id }),
  );
  return rows.length;
}

export function ledgerEntries(db: Database, employeeId: string, leaveTypeId: string, year: number) {
  return db
    .select()
    .from(leaveLedger)
    .where(
      and(
        eq(leaveLedger.employeeId, employeeId),
        eq(leaveLedger.leaveTypeId, leaveTypeId),
        eq(leaveLedger.leaveYear, year),
      ),
    )
    .orderBy(asc(leaveLedger.seq));
}

// ---------------------------------------------------------------- lists

/** Whose requests a list shows. */
export type RequestScope =
  | { kind: 'company' }
  | { kind: 'team'; managerEmployeeIds: readonly string[] }
  | { kind: 'person'; employeeId: string };

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

// ---------------------------------------------------------------- accrual

/**
 * Credits every accrual due up to `asOf` in its leave year, for the company's active people and the
 * types that apply to them, in one statement; a period already credited is skipped (the ledger's
 * unique period), so running it again adds nothing. Monthly: a twelfth a month, the twelfths summing
 * to the year's days exactly; the month of joining counts when the person joined by its 15th.
 * Yearly: the year's days at its start, pro-rated for a joiner by the months left (the joining month
 * counting as for monthly), to the nearest half day, unless the type says not to (maternity).
 * With `employeeId`, that person's only.
 */
export async function accrue(
  db: Database,
  companyId: string | null,
  asOf: string,
  at: Date,
  employeeId: string | null = null,
): Promise<number> {
  const year = Number(asOf.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const rows = await selectRows<{ n: number }>(
    db,
    sql`with eligible as (
          select e.id as employee_id, e.company_id, t.id as leave_type_id, t.accrual, t.annual_centidays,
                 t.prorate_for_joiners,
                 -- the first month credited: of joining by the 15th, else the next; January for earlier joiners
                 greatest(${yearStart}::date,
                          date_trunc('month', e.join_date)::date
                            + case when extract(day from e.join_date) > 15 then interval '1 month' else interval '0' end
                 )::date as first_month
            from ${employees} e
            join ${leaveTypes} t on t.company_id = e.company_id
           where (${companyId}::uuid is null or e.company_id = ${companyId}::uuid)
             and (${employeeId}::uuid is null or e.id = ${employeeId}::uuid)
             and e.status <> 'inactive' and e.join_date <= ${asOf}::date
             and t.active and t.tracks_balance and t.accrual <> 'none' and t.annual_centidays is not null
             and (cardinality(t.genders) = 0 or e.gender::text = any(t.genders))
             and (cardinality(t.office_ids) = 0 or e.office_id = any(t.office_ids))
        ),
        due as (
          select company_id, employee_id, leave_type_id, to_char(m, 'YYYY-MM') as period,
                 (annual_centidays * extract(month from m)::int / 12
                  - annual_centidays * (extract(month from m)::int - 1) / 12) as centidays
            from eligible,
                 generate_series(first_month, date_trunc('month', ${asOf}::date)::date, interval '1 month') m
           where accrual = 'monthly'
          union all
          select company_id, employee_id, leave_type_id, ${String(year)},
                 case when prorate_for_joiners
                      then round(annual_centidays * (13 - extract(month from first_month)::int) / 12.0 / 50) * 50
                      else annual_centidays end
            from eligible
           where accrual = 'yearly' and first_month <= make_date(${year}, 12, 1)
        ),
        added as (
          insert into ${leaveLedger} (company_id, employee_id, leave_type_id, leave_year, kind, centidays, period, created_at)
          select company_id, employee_id, leave_type_id, ${year}, 'accrual', centidays, period, ${at.toISOString()}::timestamptz
            from due where centidays > 0
          on conflict do nothing
          returning 1
        )
        select count(*)::int as n from added`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The person's leave years with anything in them, newest first. */
export async function leaveYears(db: Database, employeeId: string): Promise<number[]> {
  const rows = await selectRows<{ year: number }>(
    db,
    sql`select distinct leave_year as year from ${leaveLedger} where employee_id = ${employeeId}
        union select distinct leave_year from ${leaveRequests} where employee_id = ${employeeId}
        order by 1 desc`,
  );
  return rows.map((r) => Number(r.year));
}

/** The people a balance report covers: the company's current people, or a manager's team. */
export async function reportPeople(
  db: Database,
  companyId: string,
  managerEmployeeId: string | null,
): Promise<(LeavePerson & { employeeCode: string; department: string | null })[]> {
  const rows = await db
    .select({ ...personColumns, employeeCode: employees.employeeCode, department: departments.name })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        eq(employees.companyId, companyId),
        ne(employees.status, 'inactive'),
        managerEmployeeId ? sql`${employees.id} in (${teamSubquery(managerEmployeeId)})` : undefined,
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  return rows.map(({ employeeCode, department, ...rest }) => ({
    ...toPerson(rest),
    employeeCode,
    department,
  }));
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

/** Each person's closing balance per type that keeps one, in a leave year: what year-end moves. */
export async function closingBalances(
  db: Database,
  companyId: string,
  year: number,
): Promise<{ employeeId: string; leaveTypeId: string; centidays: number; closed: boolean }[]> {
  const rows = await selectRows<{
    employee_id: string;
    leave_type_id: string;
    centidays: string;
    closed: boolean;
  }>(
    db,
    sql`select l.employee_id, l.leave_type_id, sum(l.centidays)::text as centidays,
               bool_or(l.kind = 'lapse' and l.period = ${String(year)}) as closed
          from ${leaveLedger} l
          join ${leaveTypes} t on t.id = l.leave_type_id and t.tracks_balance
         where l.company_id = ${companyId} and l.leave_year = ${year}
         group by l.employee_id, l.leave_type_id`,
  );
  return rows.map((r) => ({
    employeeId: r.employee_id,
    leaveTypeId: r.leave_type_id,
    centidays: Number(r.centidays),
    closed: r.closed,
  }));
}

/** Grants whose last usable day is before `today` and that have not lapsed yet, oldest first. */
export async function expiredGrants(
  db: Database,
  today: string,
): Promise<
  {
    id: string;
    companyId: string;
    employeeId: string;
    leaveTypeId: string;
    leaveYear: number;
    centidays: number;
  }[]
> {
  const rows = await selectRows<{
    id: string;
    company_id: string;
    employee_id: string;
    leave_type_id: string;
    leave_year: number;
    centidays: number;
  }>(
    db,
    sql`select g.id, g.company_id, g.employee_id, g.leave_type_id, g.leave_year, g.centidays
          from ${leaveLedger} g
         where g.kind = 'grant' and g.expires_on < ${today}::date
           and not exists (select 1 from ${leaveLedger} l
                            where l.employee_id = g.employee_id and l.leave_type_id = g.leave_type_id
                              and l.kind = 'lapse' and l.period = 'grant:' || g.id::text)
         order by g.expires_on, g.seq`,
  );
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    employeeId: r.employee_id,
    leaveTypeId: r.leave_type_id,
    leaveYear: Number(r.leave_year),
    centidays: Number(r.centidays),
  }));
}

// ---------------------------------------------------------------- reports

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
