/**
 * Payroll's rows: the statutory rules (the product's and those an admin adds) and each person's
 * salary revisions.
 */
import type { StatutoryRule, StatutoryRuleKind } from '@hrms/contracts/payroll-rules';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { anyOf } from '../../db/chunked';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import {
  companies,
  departments,
  designations,
  employeeStatutory,
  employees,
  offices,
} from '../../db/schema/organization';
import { payrollRuns, salaryRevisions, salarySlips, statutoryRules } from '../../db/schema/payroll';
import { users } from '../../db/schema/users';

export type StatutoryRuleDbRow = typeof statutoryRules.$inferSelect & { addedBy: string | null };
export type SalaryRevisionRow = typeof salaryRevisions.$inferSelect;
export type NewSalaryRevision = typeof salaryRevisions.$inferInsert;

export async function listStatutoryRules(
  db: Database,
  kind?: StatutoryRuleKind,
): Promise<StatutoryRuleDbRow[]> {
  return db
    .select({
      id: statutoryRules.id,
      kind: statutoryRules.kind,
      key: statutoryRules.key,
      effectiveFrom: statutoryRules.effectiveFrom,
      params: statutoryRules.params,
      createdBy: statutoryRules.createdBy,
      createdAt: statutoryRules.createdAt,
      updatedAt: statutoryRules.updatedAt,
      addedBy: users.email,
    })
    .from(statutoryRules)
    .leftJoin(users, eq(users.id, statutoryRules.createdBy))
    .where(kind ? eq(statutoryRules.kind, kind) : undefined)
    .orderBy(asc(statutoryRules.kind), asc(statutoryRules.key), desc(statutoryRules.effectiveFrom));
}

/**
 * Adds rules; a rule of the same kind, key and date already kept is left as it is. Answers the
 * rows added (none for a rule already kept).
 */
export async function insertStatutoryRules(
  db: Database,
  rules: readonly StatutoryRule[],
  createdBy: string | null,
  at: Date,
): Promise<(typeof statutoryRules.$inferSelect)[]> {
  if (rules.length === 0) return [];
  return db
    .insert(statutoryRules)
    .values(
      rules.map((r) => ({
        kind: r.kind,
        key: r.key,
        effectiveFrom: r.effectiveFrom,
        params: r.params,
        createdBy,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** A person's revisions, newest first. */
export async function revisionsOf(db: Database, employeeId: string): Promise<SalaryRevisionRow[]> {
  return db
    .select()
    .from(salaryRevisions)
    .where(eq(salaryRevisions.employeeId, employeeId))
    .orderBy(desc(salaryRevisions.effectiveFrom));
}

/** Holds the person's revisions still for the transaction: their record's row is locked. */
export async function lockRevisionsOf(tx: Database, employeeId: string): Promise<void> {
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .for('no key update');
}

export async function insertRevision(tx: Database, row: NewSalaryRevision): Promise<SalaryRevisionRow> {
  const [inserted] = await tx.insert(salaryRevisions).values(row).returning();
  return inserted!;
}

export async function updateRevision(
  tx: Database,
  id: string,
  changes: Partial<NewSalaryRevision>,
): Promise<SalaryRevisionRow> {
  const [updated] = await tx
    .update(salaryRevisions)
    .set(changes)
    .where(eq(salaryRevisions.id, id))
    .returning();
  return updated!;
}

export async function deleteRevisionsOf(tx: Database, employeeId: string): Promise<number> {
  const deleted = await tx
    .delete(salaryRevisions)
    .where(eq(salaryRevisions.employeeId, employeeId))
    .returning({ id: salaryRevisions.id });
  return deleted.length;
}

/** The person as payroll names them: code, department and designation. */
export async function payrollPerson(db: Database, employeeId: string) {
  const [row] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      department: departments.name,
      designation: designations.name,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .where(eq(employees.id, employeeId));
  if (!row) return undefined;
  const { firstName, lastName, ...rest } = row;
  return { ...rest, name: `${firstName} ${lastName}` };
}

// ------------------------------------------------------------------------------------- slips

export type SalarySlipRow = typeof salarySlips.$inferSelect;
export type PayrollRunRow = typeof payrollRuns.$inferSelect;

/** Each person's revision in force on a date: their latest from on or before it. */
export async function revisionsOn(
  db: Database,
  employeeIds: readonly string[],
  date: string,
): Promise<Map<string, SalaryRevisionRow>> {
  const found = new Map<string, SalaryRevisionRow>();
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    const rows = await db
      .selectDistinctOn([salaryRevisions.employeeId])
      .from(salaryRevisions)
      .where(
        and(
          inArray(salaryRevisions.employeeId, employeeIds.slice(i, i + BATCH)),
          lte(salaryRevisions.effectiveFrom, date),
        ),
      )
      .orderBy(salaryRevisions.employeeId, desc(salaryRevisions.effectiveFrom));
    for (const row of rows) found.set(row.employeeId, row);
  }
  return found;
}

/** Ids a query takes at once. */
const BATCH = 1000;

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

/** People's calculated and finalised slips of a financial year before a month. */
export async function earlierSlipsOfYear(
  db: Database,
  employeeIds: readonly string[],
  financialYearStart: { year: number; month: number },
  before: { year: number; month: number },
): Promise<SalarySlipRow[]> {
  const index = sql`(${salarySlips.year} * 12 + ${salarySlips.month})`;
  const rows: SalarySlipRow[] = [];
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    rows.push(
      ...(await db
        .select()
        .from(salarySlips)
        .where(
          and(
            inArray(salarySlips.employeeId, employeeIds.slice(i, i + BATCH)),
            inArray(salarySlips.status, ['calculated', 'finalised']),
            gte(index, financialYearStart.year * 12 + financialYearStart.month),
            lt(index, before.year * 12 + before.month),
          ),
        )),
    );
  }
  return rows;
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
  const index = sql`(${salarySlips.year} * 12 + ${salarySlips.month})`;
  const rows: SalarySlipRow[] = [];
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    rows.push(
      ...(await db
        .select()
        .from(salarySlips)
        .where(
          and(
            inArray(salarySlips.employeeId, employeeIds.slice(i, i + BATCH)),
            eq(salarySlips.status, 'finalised'),
            lt(index, before.year * 12 + before.month),
            sql`exists (
              select 1 from ${salaryRevisions} r
               where r.employee_id = ${salarySlips.employeeId}
                 and r.created_at > ${salarySlips.finalisedAt}
                 and r.effective_from < make_date(${salarySlips.year}, ${salarySlips.month}, 1) + interval '1 month'
            )`,
          ),
        )),
    );
  }
  return rows;
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
  const found = new Map<string, SalarySlipRow>();
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    const rows = await db
      .select()
      .from(salarySlips)
      .where(
        and(
          inArray(salarySlips.employeeId, employeeIds.slice(i, i + BATCH)),
          eq(salarySlips.year, year),
          eq(salarySlips.month, month),
        ),
      );
    for (const row of rows) found.set(row.employeeId, row);
  }
  return found;
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

/** A month's slips by status and department, summed. */
export async function monthFigures(
  db: Database,
  companyId: string,
  year: number,
  month: number,
  departmentId?: string,
) {
  return db
    .select({
      status: salarySlips.status,
      department: departments.name,
      slips: count(),
      gross: sql<number>`coalesce(sum(${salarySlips.gross}), 0)::bigint`.mapWith(Number),
      deductions: sql<number>`coalesce(sum(${salarySlips.totalDeductions}), 0)::bigint`.mapWith(Number),
      net: sql<number>`coalesce(sum(${salarySlips.net}), 0)::bigint`.mapWith(Number),
      employer: sql<number>`coalesce(sum((
        select coalesce(sum((e ->> 'amount')::bigint), 0)
          from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'employer', '[]'::jsonb)) e
      )), 0)::bigint`.mapWith(Number),
    })
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        eq(salarySlips.companyId, companyId),
        eq(salarySlips.year, year),
        eq(salarySlips.month, month),
        departmentId ? eq(employees.departmentId, departmentId) : undefined,
      ),
    )
    .groupBy(salarySlips.status, departments.name);
}

/** The person's bank details, for finalising and the transfer file. */
export async function bankDetailsOf(db: Database, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return new Map<string, { account: string | null; ifsc: string | null }>();
  const rows = await db
    .select({
      employeeId: employeeStatutory.employeeId,
      account: employeeStatutory.bankAccountNumber,
      ifsc: employeeStatutory.bankIfsc,
    })
    .from(employeeStatutory)
    .where(anyOf(employeeStatutory.employeeId, employeeIds));
  return new Map(rows.map((r) => [r.employeeId, { account: r.account, ifsc: r.ifsc }]));
}

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

/**
 * The latest month with finalised slips, and whether some slip of it still waits (a month
 * finalised for one department and not yet for another); undefined before any month was finalised.
 */
export async function latestFinalisedMonth(
  db: Database,
  companyId: string,
): Promise<{ year: number; month: number; waiting: boolean } | undefined> {
  const [latest] = await db
    .select({ year: salarySlips.year, month: salarySlips.month })
    .from(salarySlips)
    .where(and(eq(salarySlips.companyId, companyId), eq(salarySlips.status, 'finalised')))
    .orderBy(desc(salarySlips.year), desc(salarySlips.month))
    .limit(1);
  if (!latest) return undefined;
  const [waiting] = await db
    .select({ id: salarySlips.id })
    .from(salarySlips)
    .where(
      and(
        eq(salarySlips.companyId, companyId),
        eq(salarySlips.year, latest.year),
        eq(salarySlips.month, latest.month),
        ne(salarySlips.status, 'finalised'),
      ),
    )
    .limit(1);
  return { ...latest, waiting: waiting !== undefined };
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

/** A month's finalised slips with what the bank and the statutory returns ask of each person. */
export async function finalisedSlipsOfMonth(db: Database, companyId: string, year: number, month: number) {
  return db
    .select({
      slip: salarySlips,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      exitDate: employees.exitDate,
      uan: employeeStatutory.uan,
      esicNumber: employeeStatutory.esicNumber,
      bankAccount: employeeStatutory.bankAccountNumber,
      ifsc: employeeStatutory.bankIfsc,
      ptState: salaryRevisions.ptState,
    })
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .leftJoin(employeeStatutory, eq(employeeStatutory.employeeId, salarySlips.employeeId))
    .leftJoin(salaryRevisions, eq(salaryRevisions.id, salarySlips.revisionId))
    .where(
      and(
        eq(salarySlips.companyId, companyId),
        eq(salarySlips.year, year),
        eq(salarySlips.month, month),
        eq(salarySlips.status, 'finalised'),
      ),
    )
    .orderBy(asc(employees.employeeCode));
}
export type FinalisedSlip = Awaited<ReturnType<typeof finalisedSlipsOfMonth>>[number];

/** Slips with everything their PDF prints: the company, the person, their bank and numbers. */
export async function slipDocuments(db: Database, where: { ids: readonly string[] }) {
  if (where.ids.length === 0) return [];
  return db
    .select({
      slip: salarySlips,
      companyName: sql<string>`coalesce(${companies.legalName}, ${companies.name})`,
      companyLogoKey: companies.logoKey,
      officeAddress: offices.address,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      joinDate: employees.joinDate,
      dateOfBirth: employees.dateOfBirth,
      designation: designations.name,
      department: departments.name,
      pan: employeeStatutory.pan,
      uan: employeeStatutory.uan,
      bankName: employeeStatutory.bankName,
      bankAccount: employeeStatutory.bankAccountNumber,
      ifsc: employeeStatutory.bankIfsc,
    })
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .innerJoin(companies, eq(companies.id, salarySlips.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(employeeStatutory, eq(employeeStatutory.employeeId, salarySlips.employeeId))
    .where(anyOf(salarySlips.id, where.ids))
    .orderBy(asc(employees.employeeCode));
}
export type SlipDocumentRow = Awaited<ReturnType<typeof slipDocuments>>[number];

/** The ids of a month's finalised slips, in employee-code order. */
export async function finalisedSlipIds(db: Database, companyId: string, year: number, month: number) {
  const rows = await db
    .select({ id: salarySlips.id })
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .where(
      and(
        eq(salarySlips.companyId, companyId),
        eq(salarySlips.year, year),
        eq(salarySlips.month, month),
        eq(salarySlips.status, 'finalised'),
      ),
    )
    .orderBy(asc(employees.employeeCode));
  return rows.map((r) => r.id);
}

/**
 * Year-to-date figures per person: their calculated and finalised slips of the financial year up
 * to and including a month (gross, deductions, net, income tax).
 */
export async function yearToDate(
  db: Database,
  employeeIds: readonly string[],
  from: { year: number; month: number },
  to: { year: number; month: number },
) {
  if (employeeIds.length === 0)
    return new Map<string, { gross: number; deductions: number; net: number; tds: number }>();
  const index = sql`(${salarySlips.year} * 12 + ${salarySlips.month})`;
  const rows = await db
    .select({
      employeeId: salarySlips.employeeId,
      gross: sql<number>`sum(${salarySlips.gross})::bigint`.mapWith(Number),
      deductions: sql<number>`sum(${salarySlips.totalDeductions})::bigint`.mapWith(Number),
      net: sql<number>`sum(${salarySlips.net})::bigint`.mapWith(Number),
      tds: sql<number>`coalesce(sum((${salarySlips.lines} ->> 'tds')::bigint), 0)::bigint`.mapWith(Number),
    })
    .from(salarySlips)
    .where(
      and(
        anyOf(salarySlips.employeeId, employeeIds),
        inArray(salarySlips.status, ['calculated', 'finalised']),
        gte(index, from.year * 12 + from.month),
        lte(index, to.year * 12 + to.month),
      ),
    )
    .groupBy(salarySlips.employeeId);
  return new Map(rows.map((r) => [r.employeeId, r]));
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

/** Finalised pay by month over a range: gross, net, employer cost and people paid. */
export async function costByMonth(
  db: Database,
  companyId: string,
  from: { year: number; month: number },
  to: { year: number; month: number },
) {
  const index = sql`(${salarySlips.year} * 12 + ${salarySlips.month})`;
  const where = and(
    eq(salarySlips.companyId, companyId),
    eq(salarySlips.status, 'finalised'),
    gte(index, from.year * 12 + from.month),
    lte(index, to.year * 12 + to.month),
  );
  const employerCost = sql<number>`coalesce(sum((
    select coalesce(sum((e ->> 'amount')::bigint), 0)
      from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'employer', '[]'::jsonb)) e
  )), 0)::bigint`.mapWith(Number);
  const [months, byDepartment, byComponent] = [
    await db
      .select({
        year: salarySlips.year,
        month: salarySlips.month,
        people: count(),
        gross: sql<number>`sum(${salarySlips.gross})::bigint`.mapWith(Number),
        net: sql<number>`sum(${salarySlips.net})::bigint`.mapWith(Number),
        employer: employerCost,
      })
      .from(salarySlips)
      .where(where)
      .groupBy(salarySlips.year, salarySlips.month)
      .orderBy(salarySlips.year, salarySlips.month),
    await db
      .select({
        department: departments.name,
        slips: count(),
        people: sql<number>`count(distinct ${salarySlips.employeeId})`.mapWith(Number),
        gross: sql<number>`sum(${salarySlips.gross})::bigint`.mapWith(Number),
        net: sql<number>`sum(${salarySlips.net})::bigint`.mapWith(Number),
        employer: employerCost,
      })
      .from(salarySlips)
      .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .where(where)
      .groupBy(departments.name)
      .orderBy(departments.name),
    (await db.execute(sql`
      select part, line ->> 'code' as code, min(line ->> 'name') as name, sum((line ->> 'amount')::bigint)::bigint as amount
        from ${salarySlips},
             lateral (
               select 'earning' as part, e as line from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'earnings', '[]'::jsonb)) e
               union all
               select 'deduction', d from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'deductions', '[]'::jsonb)) d
               union all
               select 'employer', r from jsonb_array_elements(coalesce(${salarySlips.lines} -> 'employer', '[]'::jsonb)) r
             ) lines
       where ${where}
       group by part, line ->> 'code'
       order by part, sum((line ->> 'amount')::bigint) desc`)) as unknown as
      | { rows: { part: string; code: string; name: string; amount: string | number }[] }
      | { part: string; code: string; name: string; amount: string | number }[],
  ];
  const componentRows = Array.isArray(byComponent) ? byComponent : byComponent.rows;
  return {
    months,
    byDepartment,
    byComponent: componentRows.map((r) => ({
      part: r.part,
      code: r.code,
      name: r.name,
      amount: Number(r.amount),
    })),
  };
}

/** Every revision of these people, newest first each. */
export async function revisionsOfPeople(
  db: Database,
  employeeIds: readonly string[],
): Promise<Map<string, SalaryRevisionRow[]>> {
  const found = new Map<string, SalaryRevisionRow[]>();
  for (let i = 0; i < employeeIds.length; i += BATCH) {
    const rows = await db
      .select()
      .from(salaryRevisions)
      .where(inArray(salaryRevisions.employeeId, employeeIds.slice(i, i + BATCH)))
      .orderBy(salaryRevisions.employeeId, desc(salaryRevisions.effectiveFrom));
    for (const row of rows) found.set(row.employeeId, [...(found.get(row.employeeId) ?? []), row]);
  }
  return found;
}
