/**
 * Writing leave requests and the ledger, and the row locks the rules hold by. The rules that must
 * hold under concurrency are held here by the database: `lockPerson` serialises one person's requests
 * (overlap and balance are checked under it), `lockRequest` serialises decisions on one request, and
 * the ledger's unique indexes make an accrual period and an approval's deduction count once.
 * Lists and the calendar are read in leave-request-lists.repository.ts, balances and their ledger in
 * leave-ledger.repository.ts, the figures reports read in leave-figures.repository.ts.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { inBatches } from '../../db/chunked';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { leaveLedger, leaveRequests, leaveTypes } from '../../db/schema/leave';
import { companies, employees, offices } from '../../db/schema/organization';
import { type LeavePerson, personQuery, toPerson } from './leave-person';

export type LeaveRequestRow = typeof leaveRequests.$inferSelect;
export type NewLeaveRequest = typeof leaveRequests.$inferInsert;
export type NewLedgerEntry = typeof leaveLedger.$inferInsert;

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
