/**
 * Attendance: one row a person a day, the status derived from the facts (time entries, approved
 * leave, holidays, the office's weekend) in the transaction that changed them, unless a correction
 * holds it.
 */
import { ATTENDANCE_SOURCES, ATTENDANCE_STATUSES, REGULARIZATION_STATUSES } from '@hrms/contracts/attendance';
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
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { companies, employees } from './organization';
import { users } from './users';

export const attendanceStatus = pgEnum('attendance_status', ATTENDANCE_STATUSES);
export const attendanceSource = pgEnum('attendance_source', ATTENDANCE_SOURCES);

export const attendanceDays = pgTable(
  'attendance_days',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /**
     * The person's name, lower case, as of the day's last derivation: lists of everyone's days sort
     * by it from the index alone. Shown names come from the person's record, never from here.
     */
    sortName: text('sort_name').notNull().default(''),
    /**
     * The person's department and office, copied by the database: a trigger fills them on insert
     * and a trigger on `employees` rewrites them when the person moves (migration 0015), so the
     * rollups below are kept by the days' own rows. Never written by the application.
     */
    departmentId: uuid('department_id'),
    officeId: uuid('office_id'),
    status: attendanceStatus('status').notNull(),
    /** What derivation says, kept under a correction so removing it is possible and visible. */
    derivedStatus: attendanceStatus('derived_status').notNull(),
    source: attendanceSource('source').notNull().default('derived'),
    firstIn: instant('first_in'),
    lastOut: instant('last_out'),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    breakMinutes: integer('break_minutes').notNull().default(0),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    lateMinutes: integer('late_minutes').notNull().default(0),
    /** The day is over: only a new fact (a correction, a leave change) derives it again. */
    settled: boolean('settled').notNull().default(false),
    /** Leave taken that day, in hundredths of a day (50 for a half day). */
    leaveCentidays: integer('leave_centidays').notNull().default(0),
    leaveTypeCode: text('leave_type_code'),
    holidayName: text('holiday_name'),
    correctionReason: text('correction_reason'),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: instant('corrected_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('attendance_days_employee_date_key').on(t.employeeId, t.date),
    // Everyone's days newest first, by name: a page is read from the index without sorting a month.
    index('attendance_days_company_date_name_idx').on(
      t.companyId,
      t.date.desc().nullsFirst(),
      t.sortName,
      t.employeeId,
    ),
    // The same order within one status: a page of "absent" days is read without skipping the rest.
    index('attendance_days_company_status_date_name_idx').on(
      t.companyId,
      t.status,
      t.date.desc().nullsFirst(),
      t.sortName,
      t.employeeId,
    ),
    check('attendance_days_minutes_check', sql`${t.workedMinutes} >= 0 and ${t.breakMinutes} >= 0`),
  ],
);

/**
 * How many days each status holds, per company and date: the company's counts are read from here
 * instead of counting a month of everyone's days. Rows are signed changes, never updated in place:
 * triggers on `attendance_days` add one row per key a statement changes (migration 0014), so
 * concurrent writers never wait on one another; a key's count is the sum of its rows, and
 * `compactKeptCounts` folds a key's rows into one from time to time.
 */
export const attendanceDayCounts = pgTable(
  'attendance_day_counts',
  {
    // No foreign key (dropped in 0015): the triggers write here while a cascade deletes the company.
    companyId: uuid('company_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: attendanceStatus('status').notNull(),
    days: integer('days').notNull(),
  },
  (t) => [index('attendance_day_counts_company_date_idx').on(t.companyId, t.date, t.status)],
);

/**
 * The company's days per date, department, office, status and whether the day has a punch, with
 * their minutes: reports over a company, a department or an office read these instead of millions
 * of days. Signed rows written by statement-level triggers on `attendance_days`, as the day counts
 * above (migration 0015, decision 021); `compactKeptCounts` folds them.
 */
export const attendanceRollups = pgTable(
  'attendance_rollups',
  {
    // No foreign keys: the triggers write here while a cascade deletes the company or person whose
    // days go, and such rows sum to nothing.
    companyId: uuid('company_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    departmentId: uuid('department_id'),
    officeId: uuid('office_id'),
    status: attendanceStatus('status').notNull(),
    /** The days have a first punch. */
    clocked: boolean('clocked').notNull(),
    days: integer('days').notNull(),
    workedMinutes: bigint('worked_minutes', { mode: 'number' }).notNull(),
    breakMinutes: bigint('break_minutes', { mode: 'number' }).notNull(),
    overtimeMinutes: bigint('overtime_minutes', { mode: 'number' }).notNull(),
  },
  (t) => [index('attendance_rollups_company_date_idx').on(t.companyId, t.date)],
);

/**
 * Which days of a month a person has a day row (and a punch) as bits (bit 0 the 1st): how many
 * people had days in any period is a count of people whose bits meet the period's, read from one
 * row a person a month instead of their days. Signed rows whose sums are the masks, kept by the same
 * triggers (each day is one row, so its bit is added once and taken away once).
 */
export const attendancePersonMonths = pgTable(
  'attendance_person_months',
  {
    // No foreign keys, as for the rollups.
    companyId: uuid('company_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    dayBits: bigint('day_bits', { mode: 'number' }).notNull(),
    clockedBits: bigint('clocked_bits', { mode: 'number' }).notNull(),
  },
  (t) => [index('attendance_person_months_company_month_idx').on(t.companyId, t.month, t.employeeId)],
);

export const regularizationStatus = pgEnum('regularization_status', REGULARIZATION_STATUSES);

/** Asking for a forgotten punch to be recorded; decided as leave is, recorded as a clock entry. */
export const attendanceRegularizations = pgTable(
  'attendance_regularizations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    clockIn: instant('clock_in').notNull(),
    clockOut: instant('clock_out').notNull(),
    reason: text('reason').notNull(),
    status: regularizationStatus('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    decisionComment: text('decision_comment'),
    ...timestamps(),
  },
  (t) => [
    // One question a day waits at a time.
    uniqueIndex('attendance_regularizations_one_pending_key')
      .on(t.employeeId, t.date)
      .where(sql`${t.status} = 'pending'`),
    index('attendance_regularizations_company_status_idx').on(t.companyId, t.status, t.date),
    check('attendance_regularizations_order_check', sql`${t.clockOut} > ${t.clockIn}`),
  ],
);
