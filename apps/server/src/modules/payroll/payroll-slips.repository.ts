/**
 * Salary slips: made, read, calculated and finalised, one person's or a month's, and what earlier
 * slips paid that a calculation takes into account (the year so far, arrears).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { inBatches } from '../../db/chunked';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { departments, designations, employeeStatutory, employees } from '../../db/schema/organization';
import { salaryRevisions, salarySlips } from '../../db/schema/payroll';
import { users } from '../../db/schema/users';
import { BATCH } from './payroll-batch';

export type SalarySlipRow = typeof salarySlips.$inferSelect;

/** Makes the person's draft of the month unless one exists; answers the slip either way. */
export async function ensureSlip(
  tx: Database,
  slip: { companyId: string; employeeId: string; year: number; month: number; at: Date },
): Promise<{ row: SalarySlipRow; created: boolean }> {
  const [made] = await tx
    .insert(salarySlips)
    .values({
      companyId: slip.companyId,
      employeeId: slip.employeeId,
      year: slip.year,
      month: slip.month,
      createdAt: slip.at,
      updatedAt: slip.at,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return { row: made, created: true };
  return { row: (await slipOf(tx, slip.employeeId, slip.year, slip.month, { lock: true }))!, created: false };
}

export async function slipOf(
  db: Database,
  employeeId: string,
  year: number,
  month: number,
  options: { lock?: boolean } = {},
): Promise<SalarySlipRow | undefined> {
  const query = db
    .select()
    .from(salarySlips)
    .where(
      and(eq(salarySlips.employeeId, employeeId), eq(salarySlips.year, year), eq(salarySlips.month, month)),
    );
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function findSlip(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SalarySlipRow | undefined> {
  const query = db.select().from(salarySlips).where(eq(salarySlips.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateSlip(
  tx: Database,
  id: string,
  values: Partial<typeof salarySlips.$inferInsert>,
): Promise<SalarySlipRow> {
  const [row] = await tx.update(salarySlips).set(values).where(eq(salarySlips.id, id)).returning();
  return row!;
}

export async function deleteSlip(tx: Database, id: string): Promise<void> {
  await tx.delete(salarySlips).where(eq(salarySlips.id, id));
}

/** A slip's month as one number (year × 12 + month), to compare months across years. */
const MONTH_INDEX = sql`(${salarySlips.year} * 12 + ${salarySlips.month})`;

/** People's slips that meet `condition`, read a batch of people at a time. */
function slipsOf(db: Database, employeeIds: readonly string[], condition: SQL | undefined) {
  return inBatches(
    employeeIds,
    (batch) =>
      db
        .select()
        .from(salarySlips)
        .where(and(inArray(salarySlips.employeeId, batch), condition)),
    BATCH,
  );
}

/** People's calculated and finalised slips of a financial year before a month. */
export async function earlierSlipsOfYear(
  db: Database,
  employeeIds: readonly string[],
  financialYearStart: { year: number; month: number },
  before: { year: number; month: number },
): Promise<SalarySlipRow[]> {
  return slipsOf(
    db,
    employeeIds,
    and(
      inArray(salarySlips.status, ['calculated', 'finalised']),
      gte(MONTH_INDEX, financialYearStart.year * 12 + financialYearStart.month),
      lt(MONTH_INDEX, before.year * 12 + before.month),
    ),
  );
}

/**
 * Finalised slips of months before a financial year that a revision made after them reaches (in
 * force by the month's end): the only earlier months arrears may still be owed for.
 */
export async function slipsReachedByLaterRevisions(
  db: Database,
  employeeIds: readonly string[],
  before: { year: number; month: number },
): Promise<SalarySlipRow[]> {
  return slipsOf(
    db,
    employeeIds,
    and(
      eq(salarySlips.status, 'finalised'),
      lt(MONTH_INDEX, before.year * 12 + before.month),
      sql`exists (
        select 1 from ${salaryRevisions} r
         where r.employee_id = ${salarySlips.employeeId}
           and r.created_at > ${salarySlips.finalisedAt}
           and r.effective_from < make_date(${salarySlips.year}, ${salarySlips.month}, 1) + interval '1 month'
      )`,
    ),
  );
}

/** A slip that pays arrears; the same words as the partial index on them, so the index serves. */
const PAYS_ARREARS = sql`jsonb_array_length(coalesce(${salarySlips.lines} -> 'arrears', '[]'::jsonb)) > 0`;

/**
 * What each person's slips other than a month's have paid as arrears, by the month paid for
 * (`2026-5`): the amount and the PF wage it added. Read through the index of slips that pay arrears.
 */
export async function arrearsPaid(
  db: Database,
  employeeIds: readonly string[],
  except: { year: number; month: number },
): Promise<Map<string, Map<string, { amount: number; pfWage: number; cappedPfWage: number }>>> {
  const paid = new Map<string, Map<string, { amount: number; pfWage: number; cappedPfWage: number }>>();
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    const rows = await db
      .select({
        employeeId: salarySlips.employeeId,
        arrears: sql<unknown>`${salarySlips.lines} -> 'arrears'`,
      })
      .from(salarySlips)
      .where(
        and(
          inArray(salarySlips.employeeId, employeeIds.slice(i, i + BATCH)),
          PAYS_ARREARS,
          or(ne(salarySlips.year, except.year), ne(salarySlips.month, except.month)),
        ),
      );
    for (const row of rows) {
      const months = paid.get(row.employeeId) ?? new Map();
      for (const a of row.arrears as {
        year: number;
        month: number;
        amount: number;
        pfWage?: number;
        cappedPfWage?: number;
      }[]) {
        const key = `${a.year}-${a.month}`;
        const was = months.get(key) ?? { amount: 0, pfWage: 0, cappedPfWage: 0 };
        months.set(key, {
          amount: was.amount + a.amount,
          pfWage: was.pfWage + (a.pfWage ?? 0),
          cappedPfWage: was.cappedPfWage + (a.cappedPfWage ?? 0),
        });
      }
      paid.set(row.employeeId, months);
    }
  }
  return paid;
}

/** People's slips of a month, by person. */
export async function slipsOfMonth(
  db: Database,
  employeeIds: readonly string[],
  year: number,
  month: number,
): Promise<Map<string, SalarySlipRow>> {
  const rows = await slipsOf(db, employeeIds, and(eq(salarySlips.year, year), eq(salarySlips.month, month)));
  return new Map(rows.map((row) => [row.employeeId, row]));
}

/** The columns a calculation writes; the rest (who, which month, when made) never change. */
const CALCULATED_COLUMNS = [
  'status',
  'revisionId',
  'basisCentidays',
  'payableCentidays',
  'lossOfPayCentidays',
  'lines',
  'gross',
  'totalDeductions',
  'net',
  'calculatedAt',
  'updatedAt',
] as const;

/**
 * Writes slips as calculated in one statement, each whole or not at all: a person without a slip
 * gets one; a slip is replaced only if it is not finalised and has not changed since `readAt` (when
 * its facts were read). Answers the slips written; those left out had changed meanwhile.
 */
export async function saveCalculatedSlips(
  db: Database,
  values: readonly (typeof salarySlips.$inferInsert)[],
  readAt: Date,
): Promise<SalarySlipRow[]> {
  if (values.length === 0) return [];
  const set = Object.fromEntries(
    CALCULATED_COLUMNS.map((key) => [key, sql.raw(`excluded.${salarySlips[key].name}`)]),
  );
  return db
    .insert(salarySlips)
    .values([...values])
    .onConflictDoUpdate({
      target: [salarySlips.employeeId, salarySlips.year, salarySlips.month],
      set,
      setWhere: and(ne(salarySlips.status, 'finalised'), lte(salarySlips.updatedAt, readAt)),
    })
    .returning();
}

export interface SlipFilter {
  companyId: string;
  employeeId?: string | undefined;
  year?: number | undefined;
  month?: number | undefined;
  status?: string | undefined;
  statuses?: readonly string[];
  departmentId?: string | undefined;
  search?: string | undefined;
}

function slipWhere(filter: SlipFilter) {
  const term = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  return and(
    eq(salarySlips.companyId, filter.companyId),
    filter.employeeId ? eq(salarySlips.employeeId, filter.employeeId) : undefined,
    filter.year ? eq(salarySlips.year, filter.year) : undefined,
    filter.month ? eq(salarySlips.month, filter.month) : undefined,
    filter.status ? eq(salarySlips.status, filter.status) : undefined,
    filter.statuses ? inArray(salarySlips.status, [...filter.statuses]) : undefined,
    filter.departmentId ? eq(employees.departmentId, filter.departmentId) : undefined,
    term
      ? or(
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, term),
          ilike(employees.employeeCode, term),
        )
      : undefined,
  );
}

const slipPerson = {
  slip: salarySlips,
  firstName: employees.firstName,
  lastName: employees.lastName,
  employeeCode: employees.employeeCode,
  department: departments.name,
  designation: designations.name,
};

function slipQuery(db: Database) {
  return db
    .select(slipPerson)
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .$dynamic();
}

export type SlipWithPerson = Awaited<ReturnType<ReturnType<typeof slipQuery>['execute']>>[number];

export async function listSlips(
  db: Database,
  filter: SlipFilter,
  page: { page: number; limit: number },
): Promise<{ rows: SlipWithPerson[]; total: number }> {
  const where = slipWhere(filter);
  const [rows, [counted]] = await Promise.all([
    slipQuery(db)
      .where(where)
      .orderBy(
        desc(salarySlips.year),
        desc(salarySlips.month),
        asc(employees.firstName),
        asc(employees.lastName),
      )
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: count() })
      .from(salarySlips)
      .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function slipWithPerson(db: Database, id: string): Promise<SlipWithPerson | undefined> {
  const [row] = await slipQuery(db).where(eq(salarySlips.id, id));
  return row;
}

/** A month's calculated slips (of a department), locked for the transaction, with their people. */
export async function lockCalculatedSlips(
  tx: Database,
  companyId: string,
  year: number,
  month: number,
  departmentId?: string,
) {
  return tx
    .select({
      id: salarySlips.id,
      employeeId: salarySlips.employeeId,
      revisionId: salarySlips.revisionId,
      net: salarySlips.net,
      firstName: employees.firstName,
      lastName: employees.lastName,
      account: employeeStatutory.bankAccountNumber,
      ifsc: employeeStatutory.bankIfsc,
    })
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .leftJoin(employeeStatutory, eq(employeeStatutory.employeeId, salarySlips.employeeId))
    .where(
      and(
        eq(salarySlips.companyId, companyId),
        eq(salarySlips.year, year),
        eq(salarySlips.month, month),
        eq(salarySlips.status, 'calculated'),
        departmentId ? eq(employees.departmentId, departmentId) : undefined,
      ),
    )
    .orderBy(asc(employees.employeeCode))
    .for('update', { of: salarySlips });
}

/** Finalises these slips at once. */
export async function finaliseSlips(
  tx: Database,
  ids: readonly string[],
  by: string | null,
  at: Date,
): Promise<void> {
  for (let i = 0; i < ids.length; i += 5_000) {
    await tx
      .update(salarySlips)
      .set({ status: 'finalised', finalisedAt: at, finalisedBy: by, updatedAt: at })
      .where(inArray(salarySlips.id, ids.slice(i, i + 5_000)));
  }
}

/** Active accounts of these people: whom to tell. */
export async function accountsOf(db: Database, employeeIds: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < employeeIds.length; i += 5_000) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.employeeId, employeeIds.slice(i, i + 5_000)), eq(users.isActive, true)));
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
