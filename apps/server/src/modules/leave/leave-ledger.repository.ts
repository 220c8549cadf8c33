/**
 * Reading balances from the ledger (decision 015): each type's sums by kind with its pending days,
 * one balance's entries, a person's leave years, the people a balance report covers, a year's closing
 * balances and the grants past their last day. The ledger is written in leave-requests.repository.ts.
 */
import type { LedgerKind } from '@hrms/contracts/leave';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { leaveLedger, leaveRequests, leaveTypes } from '../../db/schema/leave';
import { companies, departments, employees, offices } from '../../db/schema/organization';
import { teamSubquery } from '../../people/people.repository';
import { type LeavePerson, personColumns, toPerson } from './leave-person';

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
