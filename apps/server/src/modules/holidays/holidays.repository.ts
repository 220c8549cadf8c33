/** Holidays, offices' weekends and the offices they belong to. */
import type { HolidayType, WeekendRule } from '@hrms/contracts/holidays';
import { and, asc, count, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { selectRows } from '../../db/raw';
import {
  calendarFeeds,
  holidayReminders,
  holidays,
  holidayTemplates,
  officeWeekends,
} from '../../db/schema/holidays';
import { departments, employees, offices } from '../../db/schema/organization';
import { users } from '../../db/schema/users';

export type HolidayRow = typeof holidays.$inferSelect;
export type NewHoliday = typeof holidays.$inferInsert;

export interface OfficeRow {
  id: string;
  name: string;
  city: string | null;
  region: string | null;
  timezone: string;
}

export interface HolidayFilter {
  from?: string | undefined;
  to?: string | undefined;
  type?: HolidayType | undefined;
  search?: string | undefined;
  /** Only holidays that apply to this office (to all offices, to it, or to its region). */
  office?: { id: string; region: string | null } | undefined;
}

/** The same rule as office-calendar.ts `appliesTo`, in SQL. */
function appliesToOffice(office: { id: string; region: string | null }): SQL {
  const everywhere = sql`cardinality(${holidays.officeIds}) = 0 and cardinality(${holidays.regions}) = 0`;
  const named = sql`${office.id}::uuid = any(${holidays.officeIds})`;
  const byRegion = office.region
    ? sql`lower(${office.region}) = any(select lower(r) from unnest(${holidays.regions}) r)`
    : undefined;
  return or(everywhere, named, byRegion) as SQL;
}

function whereOf(companyId: string, filter: HolidayFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    eq(holidays.companyId, companyId),
    filter.from ? gte(holidays.date, filter.from) : undefined,
    filter.to ? lte(holidays.date, filter.to) : undefined,
    filter.type ? eq(holidays.type, filter.type) : undefined,
    search ? ilike(holidays.name, `%${escapeLike(search)}%`) : undefined,
    filter.office ? appliesToOffice(filter.office) : undefined,
  );
}

export async function listHolidays(
  db: Database,
  companyId: string,
  filter: HolidayFilter,
  page: { page: number; limit: number },
): Promise<{ rows: HolidayRow[]; total: number }> {
  const where = whereOf(companyId, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(holidays)
      .where(where)
      .orderBy(asc(holidays.date), asc(holidays.name))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(holidays).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Every holiday matching, in date order (calendars, exports, stats). */
export function allHolidays(db: Database, companyId: string, filter: HolidayFilter): Promise<HolidayRow[]> {
  return db
    .select()
    .from(holidays)
    .where(whereOf(companyId, filter))
    .orderBy(asc(holidays.date), asc(holidays.name));
}

/** One holiday of the company; with `lock`, locked until the transaction ends. */
export async function findHoliday(
  db: Database,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<HolidayRow | undefined> {
  const query = db
    .select()
    .from(holidays)
    .where(and(eq(holidays.companyId, companyId), eq(holidays.id, id)))
    .$dynamic();
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function insertHoliday(db: Database, values: NewHoliday): Promise<HolidayRow> {
  const [row] = await db.insert(holidays).values(values).returning();
  return row!;
}

export async function updateHoliday(
  db: Database,
  id: string,
  values: Partial<NewHoliday> & { updatedAt: Date },
): Promise<HolidayRow> {
  const [row] = await db.update(holidays).set(values).where(eq(holidays.id, id)).returning();
  return row!;
}

export async function deleteHoliday(db: Database, id: string): Promise<void> {
  await db.delete(holidays).where(eq(holidays.id, id));
}

export function listOffices(db: Database, companyId: string): Promise<OfficeRow[]> {
  return db
    .select({
      id: offices.id,
      name: offices.name,
      city: offices.city,
      region: offices.region,
      timezone: offices.timezone,
    })
    .from(offices)
    .where(eq(offices.companyId, companyId))
    .orderBy(asc(offices.name));
}

/** Each office's weekend rules; an office without a row keeps the default. */
export async function weekendRules(
  db: Database,
  officeIds: readonly string[],
): Promise<Map<string, WeekendRule[]>> {
  if (officeIds.length === 0) return new Map();
  const rows = await db
    .select({ officeId: officeWeekends.officeId, rules: officeWeekends.rules })
    .from(officeWeekends)
    .where(inArray(officeWeekends.officeId, [...officeIds]));
  return new Map(rows.map((r) => [r.officeId, r.rules]));
}

export async function saveWeekendRules(
  db: Database,
  officeId: string,
  rules: WeekendRule[],
  updatedBy: string,
  at: Date,
): Promise<void> {
  await db
    .insert(officeWeekends)
    .values({ officeId, rules, updatedBy, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: officeWeekends.officeId, set: { rules, updatedBy, updatedAt: at } });
}

/** Regions named by offices or by holidays, each once (case kept from its first use). */
export async function regionsInUse(db: Database, companyId: string): Promise<string[]> {
  const rows = await selectRows<{ region: string }>(
    db,
    sql`
    select distinct on (lower(region)) region from (
      select ${offices.region} as region from ${offices} where ${offices.companyId} = ${companyId} and ${offices.region} is not null
      union all
      select unnest(${holidays.regions}) from ${holidays} where ${holidays.companyId} = ${companyId}
    ) named
    order by lower(region), region`,
  );
  return rows.map((r) => r.region);
}

/** Where a person works: their company and office (with its region and time zone). */
export async function placeOf(
  db: Database,
  employeeId: string,
): Promise<{ companyId: string; office: OfficeRow | null } | undefined> {
  const [row] = await db
    .select({
      companyId: employees.companyId,
      officeId: offices.id,
      name: offices.name,
      city: offices.city,
      region: offices.region,
      timezone: offices.timezone,
    })
    .from(employees)
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .where(eq(employees.id, employeeId));
  if (!row) return undefined;
  const { companyId, officeId, name, city, region, timezone } = row;
  return {
    companyId,
    office: officeId && name && timezone ? { id: officeId, name, city, region, timezone } : null,
  };
}

export type HolidayTemplateRow = typeof holidayTemplates.$inferSelect;
export type { TemplateHolidayRow } from '../../db/schema/holidays';

export function listTemplates(db: Database, companyId: string): Promise<HolidayTemplateRow[]> {
  return db
    .select()
    .from(holidayTemplates)
    .where(eq(holidayTemplates.companyId, companyId))
    .orderBy(asc(holidayTemplates.name));
}

export async function findTemplate(
  db: Database,
  companyId: string,
  id: string,
): Promise<HolidayTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(holidayTemplates)
    .where(and(eq(holidayTemplates.companyId, companyId), eq(holidayTemplates.id, id)));
  return row;
}

export async function insertTemplate(
  db: Database,
  values: typeof holidayTemplates.$inferInsert,
): Promise<HolidayTemplateRow> {
  const [row] = await db.insert(holidayTemplates).values(values).returning();
  return row!;
}

export async function findFeed(db: Database, userId: string): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Makes or replaces the person's feed: the old address stops working at once. */
export async function saveFeed(db: Database, userId: string, tokenHash: string, at: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
}

export async function deleteFeed(db: Database, userId: string): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning();
  return rows.length > 0;
}

/** Whose feed this is: an active account, and its employee record if any. */
export async function feedOwner(
  db: Database,
  tokenHash: string,
): Promise<{ userId: string; employeeId: string | null } | undefined> {
  const [row] = await db
    .select({ userId: users.id, employeeId: users.employeeId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true)));
  return row;
}

/** Claims the reminder of a holiday for an office: true once, false for every later (or parallel) try. */
export async function claimReminder(
  db: Database,
  holidayId: string,
  officeId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(holidayReminders)
    .values({ holidayId, officeId, sentAt: at })
    .onConflictDoNothing()
    .returning({ holidayId: holidayReminders.holidayId });
  return rows.length > 0;
}

/** The accounts of the people who work in an office and have not left. */
export async function officeUserIds(db: Database, officeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(employees, eq(employees.id, users.employeeId))
    .where(and(eq(employees.officeId, officeId), eq(users.isActive, true), ne(employees.status, 'inactive')));
  return rows.map((r) => r.id);
}

/** Every company's offices, for the reminder pass. */
export function allOffices(db: Database): Promise<(OfficeRow & { companyId: string })[]> {
  return db
    .select({
      id: offices.id,
      companyId: offices.companyId,
      name: offices.name,
      city: offices.city,
      region: offices.region,
      timezone: offices.timezone,
    })
    .from(offices);
}

/** The company's active people with their office and department: whom optional holidays reach. */
export async function activePeople(
  db: Database,
  companyId: string,
): Promise<{ id: string; officeId: string | null; department: { id: string; name: string } | null }[]> {
  const rows = await db
    .select({
      id: employees.id,
      officeId: employees.officeId,
      departmentId: departments.id,
      departmentName: departments.name,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(eq(employees.companyId, companyId), ne(employees.status, 'inactive')));
  return rows.map((r) => ({
    id: r.id,
    officeId: r.officeId,
    department: r.departmentId && r.departmentName ? { id: r.departmentId, name: r.departmentName } : null,
  }));
}

/**
 * The accounts of the company's people who have not left: of these offices, or of every office and
 * none when `officeIds` is null.
 */
export async function peopleAccounts(
  db: Database,
  companyId: string,
  officeIds: readonly string[] | null,
): Promise<string[]> {
  if (officeIds?.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(employees, eq(employees.id, users.employeeId))
    .where(
      and(
        eq(employees.companyId, companyId),
        officeIds ? inArray(employees.officeId, [...officeIds]) : undefined,
        eq(users.isActive, true),
        ne(employees.status, 'inactive'),
      ),
    );
  return rows.map((r) => r.id);
}
