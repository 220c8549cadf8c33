/**
 * Payroll: the statutory rules as dated rows, each person's salary revisions, the month's salary
 * slips and the bulk runs that make them. Money is integer paise in `bigint` columns, read as JS
 * numbers (a salary is far below 2^53 paise). One slip a person and month is held by a unique key,
 * so generating twice, or two runs at once, never makes two.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { companies, departments, employees } from './organization';
import { users } from './users';

const paise = (name: string) => bigint(name, { mode: 'number' });

/**
 * A statutory rule (EPF, ESI, a state's professional tax, an income-tax regime) from a date: the
 * row with the latest `effective_from` on or before the pay period applies. The law is the same
 * for every company, so the rows are the product's; an admin adds one when the law changes.
 */
export const statutoryRules = pgTable(
  'statutory_rules',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** Which rule of the kind: `default`, a state and gender (`MH-male`), a regime (`new`). */
    key: text('key').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The rule's figures, validated by the contracts' schema of its kind. */
    params: jsonb('params').notNull(),
    /** Who added it; null for the rows the product ships. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('statutory_rules_kind_key_from_key').on(t.kind, t.key, t.effectiveFrom),
    check('statutory_rules_kind_check', sql`${t.kind} in ('epf', 'esi', 'professional_tax', 'income_tax')`),
  ],
);

/**
 * A person's salary from a date: a revision dated into a month already paid is paid as arrears
 * in the next slip. The structure is kept whole (components and options), so a slip can always be
 * explained by the revision it was calculated from.
 */
export const salaryRevisions = pgTable(
  'salary_revisions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The annual cost to company the components were made from, or null when given by component. */
    annualCtc: paise('annual_ctc'),
    /** The components (earnings and deductions, fixed or formulas), per the contracts' schema. */
    components: jsonb('components').notNull(),
    taxRegime: text('tax_regime').notNull().default('new'),
    /** The state whose professional tax applies (`MH`, `KA`), or null for none. */
    ptState: text('pt_state'),
    /** PF on the capped wage, on the actual wage, or not at all. */
    pfMode: text('pf_mode').notNull().default('capped'),
    epsMember: boolean('eps_member').notNull().default(true),
    /** Old-regime declarations (80C and the like), paise per section. */
    declarations: jsonb('declarations').notNull().default(sql`'{}'::jsonb`),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('salary_revisions_employee_from_key').on(t.employeeId, t.effectiveFrom),
    index('salary_revisions_company_idx').on(t.companyId),
    check('salary_revisions_ctc_check', sql`${t.annualCtc} is null or ${t.annualCtc} > 0`),
    check('salary_revisions_regime_check', sql`${t.taxRegime} in ('new', 'old')`),
    check('salary_revisions_pf_check', sql`${t.pfMode} in ('capped', 'actual', 'none')`),
  ],
);

/**
 * A person's slip of a month: draft → calculated → finalised. Its lines are kept as calculated,
 * so a finalised slip reads the same forever, whatever later changes to rules or salary.
 */
export const salarySlips = pgTable(
  'salary_slips',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    status: text('status').notNull().default('draft'),
    revisionId: uuid('revision_id').references(() => salaryRevisions.id, { onDelete: 'set null' }),
    /** Days of the basis (calendar days, 30, or working days), in hundredths of a day. */
    basisCentidays: integer('basis_centidays').notNull().default(0),
    payableCentidays: integer('payable_centidays').notNull().default(0),
    lossOfPayCentidays: integer('loss_of_pay_centidays').notNull().default(0),
    /** Earnings, deductions, employer contributions, adjustments and the tax working, as calculated. */
    lines: jsonb('lines').notNull().default(sql`'{}'::jsonb`),
    gross: paise('gross').notNull().default(0),
    totalDeductions: paise('total_deductions').notNull().default(0),
    net: paise('net').notNull().default(0),
    calculatedAt: instant('calculated_at'),
    finalisedAt: instant('finalised_at'),
    finalisedBy: uuid('finalised_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('salary_slips_employee_period_key').on(t.employeeId, t.year, t.month),
    index('salary_slips_company_period_idx').on(t.companyId, t.year, t.month),
    // The few slips that pay arrears, which every calculation reads for its people (arrearsPaid).
    index('salary_slips_arrears_idx')
      .on(t.employeeId)
      .where(sql`jsonb_array_length(coalesce(${t.lines} -> 'arrears', '[]'::jsonb)) > 0`),
    check('salary_slips_status_check', sql`${t.status} in ('draft', 'calculated', 'finalised')`),
    check('salary_slips_month_check', sql`${t.month} between 1 and 12`),
    check('salary_slips_net_check', sql`${t.net} = ${t.gross} - ${t.totalDeductions}`),
  ],
);

/**
 * A bulk run of a month: the request answers its id at once; the run makes each person's slip in
 * its own transaction and keeps count, so a restart resumes it and nothing is made twice.
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** People whose slip could not be made, with the reason. */
    failures: jsonb('failures').notNull().default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    finishedAt: instant('finished_at'),
    ...timestamps(),
  },
  (t) => [
    index('payroll_runs_company_idx').on(t.companyId, t.createdAt),
    // One run of a month at a time (of the company or of a department): a second start is a 409.
    uniqueIndex('payroll_runs_one_running_idx')
      .on(t.companyId, t.year, t.month)
      .where(sql`${t.status} = 'running'`),
    check('payroll_runs_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);

/**
 * A person's tax declaration for a financial year (its first year: 2026 is April 2026 to March
 * 2027): the regime and section 80C they declare, HR's decision, and who made it. One a person and
 * year; a new submission replaces it and waits for HR again. An approval writes it onto the salary
 * in force in the same transaction.
 */
export const taxDeclarations = pgTable(
  'tax_declarations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    financialYear: integer('financial_year').notNull(),
    regime: text('regime').notNull(),
    section80C: paise('section_80c').notNull().default(0),
    note: text('note'),
    status: text('status').notNull().default('submitted'),
    submittedAt: instant('submitted_at').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    decisionNote: text('decision_note'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tax_declarations_employee_year_key').on(t.employeeId, t.financialYear),
    index('tax_declarations_company_status_idx').on(t.companyId, t.status, t.submittedAt),
    check('tax_declarations_regime_check', sql`${t.regime} in ('new', 'old')`),
    check('tax_declarations_status_check', sql`${t.status} in ('submitted', 'approved', 'rejected')`),
    check('tax_declarations_80c_check', sql`${t.section80C} >= 0`),
  ],
);
