/**
 * Holidays and each office's weekend: together, the office calendar that leave, attendance and
 * payroll read (modules/holidays/office-calendar.ts).
 */
import { HOLIDAY_TYPES, type HolidayType, type WeekendRule } from '@hrms/contracts/holidays';
import { sql } from 'drizzle-orm';
import { date, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { companies, offices } from './organization';
import { users } from './users';

export const holidayType = pgEnum('holiday_type', HOLIDAY_TYPES);

/**
 * A holiday of the company. It applies to every office when both `officeIds` and `regions` are
 * empty, else to the offices listed and to every office in a listed region.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    type: holidayType('type').notNull().default('public'),
    description: text('description'),
    officeIds: uuid('office_ids').array().notNull().default(sql`'{}'::uuid[]`),
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  // Also serves a company's holidays by date range.
  (t) => [uniqueIndex('holidays_company_date_name_key').on(t.companyId, t.date, t.name)],
);

/** The days an office does not work, as rules (every Sunday; the 2nd and 4th Saturday). */
export const officeWeekends = pgTable('office_weekends', {
  officeId: uuid('office_id')
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<WeekendRule[]>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/** A company's own holiday list, applied to a year in one step; the built-in ones are data in the contracts. */
export const holidayTemplates = pgTable(
  'holiday_templates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    holidays: jsonb('holidays').$type<TemplateHolidayRow[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('holiday_templates_company_name_key').on(t.companyId, t.name)],
);

export interface TemplateHolidayRow {
  date: string;
  name: string;
  type: HolidayType;
  description: string | null;
  regions: string[];
}

/**
 * A person's calendar subscription: the address holds a random token, of which only the SHA-256
 * is kept, so the address is shown once and a reset makes the old one stop working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Which offices have been reminded of which holiday: claimed by insert, so each is sent once. */
export const holidayReminders = pgTable(
  'holiday_reminders',
  {
    holidayId: uuid('holiday_id')
      .notNull()
      .references(() => holidays.id, { onDelete: 'cascade' }),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.holidayId, t.officeId] })],
);
