/**
 * Leave: its types and their policies. Amounts are whole hundredths of a day (`*_centidays`), so a
 * monthly accrual of 1.25 days and a half day add up exactly.
 */
import type { Gender } from '@hrms/contracts/employees';
import { LEAVE_ACCRUALS } from '@hrms/contracts/leave';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { companies } from './organization';

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
    carryForwardMaxCentidays: integer('carry_forward_max_centidays'),
    encashmentMaxCentidays: integer('encashment_max_centidays'),
    halfDayAllowed: boolean('half_day_allowed').notNull().default(true),
    maxConsecutiveCentidays: integer('max_consecutive_centidays'),
    minNoticeDays: integer('min_notice_days').notNull().default(0),
    attachmentAfterCentidays: integer('attachment_after_centidays'),
    countsWeekendsAndHolidays: boolean('counts_weekends_and_holidays').notNull().default(false),
    allowNegativeBalance: boolean('allow_negative_balance').notNull().default(false),
    genders: text('genders').array().$type<Gender[]>().notNull().default(sql`'{}'::text[]`),
    officeIds: uuid('office_ids').array().notNull().default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('leave_types_company_code_key').on(t.companyId, t.code)],
);
