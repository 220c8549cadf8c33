/**
 * Leave: its types and their policies, requests, and the ledger balances are read from. Amounts are
 * whole hundredths of a day (`*_centidays`), so a monthly accrual of 1.25 days and a half day add up
 * exactly.
 */
import type { Gender } from '@hrms/contracts/employees';
import {
  END_HALVES,
  LEAVE_ACCRUALS,
  LEAVE_STATUSES,
  LEDGER_KINDS,
  START_HALVES,
} from '@hrms/contracts/leave';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { employeeDocuments } from './documents';
import { companies, employees } from './organization';
import { users } from './users';

export const leaveAccrual = pgEnum('leave_accrual', LEAVE_ACCRUALS);

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    paid: boolean('paid').notNull().default(true),
    tracksBalance: boolean('tracks_balance').notNull().default(true),
    annualCentidays: integer('annual_centidays'),
    accrual: leaveAccrual('accrual').notNull().default('yearly'),
    prorateForJoiners: boolean('prorate_for_joiners').notNull().default(true),
    carryForwardMaxCentidays: integer('carry_forward_max_centidays'),
    encashmentMaxCentidays: integer('encashment_max_centidays'),
    halfDayAllowed: boolean('half_day_allowed').notNull().default(true),
    maxConsecutiveCentidays: integer('max_consecutive_centidays'),
    minNoticeDays: integer('min_notice_days').notNull().default(0),
    attachmentAfterCentidays: integer('attachment_after_centidays'),
    countsWeekendsAndHolidays: boolean('counts_weekends_and_holidays').notNull().default(false),
    allowNegativeBalance: boolean('allow_negative_balance').notNull().default(false),
    /** Taken only on the optional holidays of one's office, one a request (restricted holidays). */
    optionalHolidays: boolean('optional_holidays').notNull().default(false),
    genders: text('genders').array().$type<Gender[]>().notNull().default(sql`'{}'::text[]`),
    officeIds: uuid('office_ids').array().notNull().default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('leave_types_company_code_key').on(t.companyId, t.code)],
);

export const leaveStatus = pgEnum('leave_status', LEAVE_STATUSES);
export const leaveStartHalf = pgEnum('leave_start_half', START_HALVES);
export const leaveEndHalf = pgEnum('leave_end_half', END_HALVES);
export const leaveLedgerKind = pgEnum('leave_ledger_kind', LEDGER_KINDS);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startHalf: leaveStartHalf('start_half').notNull().default('full'),
    endHalf: leaveEndHalf('end_half').notNull().default('full'),
    /** The leave year the days are counted in: a request never crosses one. */
    leaveYear: smallint('leave_year').notNull(),
    centidays: integer('centidays').notNull(),
    reason: text('reason'),
    /** The medical certificate or other proof, kept with the person's documents. */
    attachmentId: uuid('attachment_id').references(() => employeeDocuments.id, { onDelete: 'set null' }),
    status: leaveStatus('status').notNull().default('pending'),
    /** Two-level approval: 1 while the manager is to decide, 2 once they approved and hr is. */
    approvalLevel: smallint('approval_level').notNull().default(1),
    managerApprovedBy: uuid('manager_approved_by').references(() => users.id, { onDelete: 'set null' }),
    managerApprovedAt: instant('manager_approved_at'),
    managerComment: text('manager_comment'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    decisionComment: text('decision_comment'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: instant('cancelled_at'),
    cancelReason: text('cancel_reason'),
    ...timestamps(),
  },
  (t) => [
    index('leave_requests_employee_dates_idx').on(t.employeeId, t.startDate),
    index('leave_requests_company_status_idx').on(t.companyId, t.status, t.startDate),
    check('leave_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'leave_requests_one_year_check',
      sql`extract(year from ${t.endDate}) = ${t.leaveYear} and extract(year from ${t.startDate}) = ${t.leaveYear}`,
    ),
    check('leave_requests_centidays_check', sql`${t.centidays} >= 0`),
  ],
);

/**
 * Every change to a balance, signed: a balance is the sum of its entries in a leave year. Entries are
 * never updated or deleted; a mistake is corrected by another entry.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: id(),
    /** The order entries were written in: a running balance reads them in it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    leaveYear: smallint('leave_year').notNull(),
    kind: leaveLedgerKind('kind').notNull(),
    centidays: integer('centidays').notNull(),
    /** What an accrual, carry-forward or lapse is for: `YYYY-MM` or `YYYY`. */
    period: text('period'),
    requestId: uuid('request_id').references(() => leaveRequests.id, { onDelete: 'cascade' }),
    /** A grant usable until this date (compensatory off); what is left after it lapses. */
    expiresOn: date('expires_on', { mode: 'string' }),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('leave_ledger_balance_idx').on(t.employeeId, t.leaveYear, t.leaveTypeId),
    // A period is credited once however often the accrual runs.
    uniqueIndex('leave_ledger_period_key')
      .on(t.employeeId, t.leaveTypeId, t.kind, t.period)
      .where(sql`${t.period} is not null`),
    // An approval deducts once however often it is sent.
    uniqueIndex('leave_ledger_deduction_key').on(t.requestId).where(sql`${t.kind} = 'deduction'`),
  ],
);

/** An approver's stand-in for a date range: the delegate decides what the delegator could. */
export const leaveDelegations = pgTable(
  'leave_delegations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    delegatorId: uuid('delegator_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('leave_delegations_delegate_idx').on(t.delegateId, t.endDate),
    index('leave_delegations_delegator_idx').on(t.delegatorId, t.endDate),
    check('leave_delegations_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_delegations_not_self_check', sql`${t.delegatorId} <> ${t.delegateId}`),
  ],
);
