/**
 * Time tracking: clock entries, the breaks inside them, and the shifts of people whose shift is
 * their own. One open entry a person and one open break an entry are held by partial unique indexes.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { companies, employees } from './organization';
import { users } from './users';

export const timeEntries = pgTable(
  'time_entries',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The office day the entry began on, in the office's zone at the clock-in. */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    clockIn: instant('clock_in').notNull(),
    clockOut: instant('clock_out'),
    clockInAddress: text('clock_in_address'),
    clockInDevice: text('clock_in_device'),
    clockOutAddress: text('clock_out_address'),
    clockOutDevice: text('clock_out_device'),
    note: text('note'),
    /** Closed by the clock at the shift end because it was left open. */
    autoClosed: boolean('auto_closed').notNull().default(false),
    /** Why the entry wants a look (left open, a long break), or null. */
    flag: text('flag'),
    ...timestamps(),
  },
  (t) => [
    // One open entry a person: a second clock-in, however concurrent, is refused by the database.
    uniqueIndex('time_entries_one_open_key').on(t.employeeId).where(sql`${t.clockOut} is null`),
    index('time_entries_employee_date_idx').on(t.employeeId, t.workDate),
    index('time_entries_company_date_idx').on(t.companyId, t.workDate),
    check('time_entries_order_check', sql`${t.clockOut} is null or ${t.clockOut} >= ${t.clockIn}`),
  ],
);

/**
 * How many clock entries each company has a work date, flagged or not: the time report's counts of
 * entries read these. Signed rows written by statement-level triggers on `time_entries`
 * (migration 0015, decision 021), folded by the clock's pass.
 */
export const timeEntryCounts = pgTable(
  'time_entry_counts',
  {
    // No foreign key: the triggers write here while a cascade deletes the company.
    companyId: uuid('company_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    flagged: boolean('flagged').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [index('time_entry_counts_company_date_idx').on(t.companyId, t.workDate)],
);

export const timeBreaks = pgTable(
  'time_breaks',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => timeEntries.id, { onDelete: 'cascade' }),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [
    uniqueIndex('time_breaks_one_open_key').on(t.entryId).where(sql`${t.endedAt} is null`),
    index('time_breaks_entry_idx').on(t.entryId, t.startedAt),
    check('time_breaks_order_check', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/** A person's own shift, where it differs from their office's and the company's. */
export const employeeShifts = pgTable(
  'employee_shifts',
  {
    employeeId: uuid('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    shiftStart: time('shift_start').notNull(),
    shiftEnd: time('shift_end').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [check('employee_shifts_order_check', sql`${t.shiftEnd} > ${t.shiftStart}`)],
);
