/**
 * The calendar itself: holidays listed, added, changed and deleted (one at a time or several), the
 * pickers of the holiday form, the next holidays and a year by month, and each office's days, which
 * leave, attendance and payroll read through `officeCalendar` (decision 014).
 */

import type { FieldIssue } from '@hrms/contracts/errors';
import {
  type BulkCreateHolidaysBody,
  type BulkDeleteHolidaysBody,
  type BulkDeleteHolidaysResult,
  type BulkUpdateHolidaysBody,
  type CalendarDataResponse,
  type CalendarDay,
  type CreateHolidayBody,
  DEFAULT_WEEKEND,
  HOLIDAY_TYPE_LABELS,
  HOLIDAY_TYPES,
  type Holiday,
  type HolidayCalendarResponse,
  type HolidayItemsResponse,
  type HolidayListResponse,
  type ListHolidaysQuery,
  type UpdateHolidayBody,
  type WeekendRule,
} from '@hrms/contracts/holidays';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import { calendarDateText } from '../../lib/calendar-text';
import {
  allHolidays,
  deleteHoliday,
  findHoliday,
  type HolidayFilter,
  type HolidayRow,
  listHolidays,
  listOffices,
  type OfficeRow,
  regionsInUse,
  weekendRules,
} from './holidays.repository';
import {
  type Company,
  checkOffices,
  collectOfficeIssues,
  companyOf,
  defaultOffice,
  type HolidaysDeps,
  type HolidayWrites,
  NO_OFFICE,
  notFound,
  officeOf,
  snapshot,
  todayIn,
  toHoliday,
  unique,
  uniqueRegions,
  yearRange,
} from './holidays-context';
import { officeDays } from './office-calendar';

export class HolidayCalendarService {
  constructor(
    private readonly deps: HolidaysDeps,
    private readonly writes: HolidayWrites,
  ) {}

  async list(actor: Actor, query: ListHolidaysQuery): Promise<HolidayListResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const office = query.officeId ? officeOf(company, query.officeId, 'query.officeId') : undefined;
    const { rows, total } = await listHolidays(
      this.deps.db,
      company.id,
      { ...(query.year ? yearRange(query.year) : {}), type: query.type, search: query.search, office },
      query,
    );
    return {
      items: rows.map((row) => toHoliday(row, company)),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  async get(actor: Actor, id: string): Promise<Holiday> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const row = await findHoliday(this.deps.db, company.id, id);
    if (!row) throw notFound();
    return toHoliday(row, company);
  }

  async create(actor: Actor, body: CreateHolidayBody): Promise<Holiday> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    checkOffices(company, body.officeIds, 'body.officeIds');
    const row = await this.writes.unique(body.name, () =>
      this.writes.transact((tx) =>
        this.writes.add(tx, actor, company.id, {
          date: body.date,
          name: body.name,
          type: body.type,
          description: body.description ?? null,
          officeIds: unique(body.officeIds),
          regions: uniqueRegions(body.regions),
        }),
      ),
    );
    return toHoliday(row, company);
  }

  async update(actor: Actor, id: string, body: UpdateHolidayBody): Promise<Holiday> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    if (body.officeIds) checkOffices(company, body.officeIds, 'body.officeIds');
    const row = await this.writes.unique(body.name ?? 'This holiday', () =>
      this.writes.transact(async (tx) => {
        const before = await findHoliday(tx, company.id, id, { lock: true });
        if (!before) throw notFound();
        return this.writes.change(tx, actor, before, body);
      }),
    );
    return toHoliday(row, company);
  }

  async remove(actor: Actor, id: string): Promise<{ ok: true; message: string }> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    const name = await this.writes.transact(async (tx) => {
      const before = await findHoliday(tx, company.id, id, { lock: true });
      if (!before) throw notFound();
      await deleteHoliday(tx, id);
      this.writes.updates.holiday(tx, before, 'delete');
      await this.deps.events.emit(tx, 'calendar.changed', {
        actor,
        companyId: company.id,
        reach: { kind: 'dates', dates: [before.date] },
        dates: [before.date],
        reason: `${before.name} on ${calendarDateText(before.date)} is no longer a holiday`,
      });
      await this.deps.audit.record(tx, actor, {
        action: 'holiday.delete',
        entityType: 'holiday',
        entityId: id,
        before: snapshot(before),
        after: null,
      });
      return before.name;
    });
    return { ok: true, message: `${name} was deleted.` };
  }

  /** Several holidays at once: every one added, or (a duplicate, an unknown office) none. */
  async bulkCreate(actor: Actor, body: BulkCreateHolidaysBody): Promise<HolidayItemsResponse> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    const issues: FieldIssue[] = [];
    const seen = new Map<string, number>();
    body.holidays.forEach((holiday, i) => {
      collectOfficeIssues(company, holiday.officeIds, `body.holidays.${i}.officeIds`, issues);
      const key = `${holiday.date}|${holiday.name.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined) {
        issues.push({
          field: `body.holidays.${i}.name`,
          message: `The same as holiday ${first + 1} of the list`,
        });
      } else seen.set(key, i);
    });
    if (issues.length > 0) throw validationFailed(issues);
    const rows = await this.writes.unique('A holiday of the list', () =>
      this.writes.transact(async (tx) => {
        const created: HolidayRow[] = [];
        for (const h of body.holidays) {
          created.push(
            await this.writes.add(tx, actor, company.id, {
              date: h.date,
              name: h.name,
              type: h.type,
              description: h.description ?? null,
              officeIds: unique(h.officeIds),
              regions: uniqueRegions(h.regions),
            }),
          );
        }
        return created;
      }),
    );
    return { items: rows.map((row) => toHoliday(row, company)) };
  }

  /** Changes to several holidays: every one made, or (an unknown holiday or office) none. */
  async bulkUpdate(actor: Actor, body: BulkUpdateHolidaysBody): Promise<HolidayItemsResponse> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    const issues: FieldIssue[] = [];
    body.holidays.forEach((h, i) => {
      if (h.officeIds) collectOfficeIssues(company, h.officeIds, `body.holidays.${i}.officeIds`, issues);
    });
    if (issues.length > 0) throw validationFailed(issues);
    const rows = await this.writes.unique('A holiday of the list', () =>
      this.writes.transact(async (tx) => {
        const changed: HolidayRow[] = [];
        for (const [i, { id, ...fields }] of body.holidays.entries()) {
          const before = await findHoliday(tx, company.id, id, { lock: true });
          if (!before)
            throw validationFailed([{ field: `body.holidays.${i}.id`, message: 'Holiday not found' }]);
          changed.push(await this.writes.change(tx, actor, before, fields));
        }
        return changed;
      }),
    );
    return { items: rows.map((row) => toHoliday(row, company)) };
  }

  /** Deletes each holiday it can; one not found is reported, not fatal. */
  async bulkDelete(actor: Actor, body: BulkDeleteHolidaysBody): Promise<BulkDeleteHolidaysResult> {
    requirePermission(actor, 'holidays:manage');
    const results: BulkDeleteHolidaysResult['results'] = [];
    for (const id of unique(body.holidayIds)) {
      try {
        await this.remove(actor, id);
        results.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
        results.push({ id, ok: false, error: error.message });
      }
    }
    const succeeded = results.filter((r) => r.ok).length;
    return { results, succeeded, failed: results.length - succeeded };
  }

  types(actor: Actor) {
    requirePermission(actor, 'holidays:read');
    return { items: HOLIDAY_TYPES.map((value) => ({ value, ...HOLIDAY_TYPE_LABELS[value] })) };
  }

  async offices(actor: Actor) {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    return { items: company.offices, ownOfficeId: company.ownOffice?.id ?? null };
  }

  async regions(actor: Actor) {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    return { items: await regionsInUse(this.deps.db, company.id) };
  }

  /** The next holidays from today: of one office, else of every office. */
  async upcoming(
    actor: Actor,
    query: { limit: number; officeId?: string | undefined },
  ): Promise<HolidayItemsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const office = query.officeId ? officeOf(company, query.officeId, 'query.officeId') : undefined;
    return this.next(company, office, query.limit);
  }

  /** The holidays of my office in a year (every holiday when I have no office). */
  async myHolidays(actor: Actor, query: { year?: number | undefined }): Promise<HolidayItemsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const year = query.year ?? Number(todayIn(this.deps.clock, company).slice(0, 4));
    const rows = await allHolidays(this.deps.db, company.id, {
      ...yearRange(year),
      office: company.ownOffice ?? undefined,
    });
    return { items: rows.map((row) => toHoliday(row, company)) };
  }

  async myUpcoming(actor: Actor, query: { limit: number }): Promise<HolidayItemsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    return this.next(company, company.ownOffice ?? undefined, query.limit);
  }

  /** Each day of a range in one office's calendar: worked or not, and why. */
  async calendarData(
    actor: Actor,
    query: { from: string; to: string; officeId?: string | undefined },
  ): Promise<CalendarDataResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const office = defaultOffice(company, query.officeId);
    const [rules, holidays] = await Promise.all([
      weekendRules(this.deps.db, [office.id]),
      allHolidays(this.deps.db, company.id, { from: query.from, to: query.to, office }),
    ]);
    const days = officeDays(office, rules.get(office.id) ?? DEFAULT_WEEKEND, holidays, query.from, query.to);
    return {
      office: { id: office.id, name: office.name },
      days,
      workingDays: days.filter((d) => d.working).length,
    };
  }

  /**
   * One office's days and its time zone, for the modules that count working days (decision 014):
   * leave, attendance and payroll, which have checked the caller's reach themselves. A person
   * without an office keeps the default weekend and the holidays of every office.
   */
  async officeCalendar(
    companyId: string,
    officeId: string | null,
    from: string,
    to: string,
    db: Database = this.deps.db,
  ): Promise<{ timeZone: string; days: CalendarDay[] }> {
    const office = officeId ? (await listOffices(db, companyId)).find((o) => o.id === officeId) : undefined;
    const ref = office ?? { id: NO_OFFICE, region: null };
    const [rules, holidays] = await Promise.all([
      office ? weekendRules(db, [office.id]) : new Map<string, WeekendRule[]>(),
      allHolidays(db, companyId, { from, to, office: ref }),
    ]);
    return {
      timeZone: office?.timezone ?? DEFAULT_TIME_ZONE,
      days: officeDays(ref, rules.get(ref.id) ?? DEFAULT_WEEKEND, holidays, from, to),
    };
  }

  /** A year's holidays by month, of one office or of all. */
  async calendar(
    actor: Actor,
    query: { year: number; officeId?: string | undefined },
  ): Promise<HolidayCalendarResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const office = query.officeId ? officeOf(company, query.officeId, 'query.officeId') : undefined;
    const rows = await allHolidays(this.deps.db, company.id, { ...yearRange(query.year), office });
    const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, holidays: [] as Holiday[] }));
    for (const row of rows) months[Number(row.date.slice(5, 7)) - 1]!.holidays.push(toHoliday(row, company));
    return { year: query.year, office: office ? { id: office.id, name: office.name } : null, months };
  }

  private async next(
    company: Company,
    office: OfficeRow | undefined,
    limit: number,
  ): Promise<HolidayItemsResponse> {
    const filter: HolidayFilter = { from: todayIn(this.deps.clock, company, office), office };
    const { rows } = await listHolidays(this.deps.db, company.id, filter, { page: 1, limit });
    return { items: rows.map((row) => toHoliday(row, company)) };
  }
}
