/**
 * Payroll: the statutory rules as dated rows and each person's salary revisions. Money is integer
 * paise in `bigint` columns, read as JS numbers (a salary is far below 2^53 paise).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { companies, employees } from './organization';
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
