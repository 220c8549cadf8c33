/**
 * Holidays and the office calendar (spec §7 "Holidays"). Everyone reads them (`holidays:read`);
 * admin and hr manage them (`holidays:manage`).
 *
 * Rules:
 * - A holiday applies to every office, or to the offices and regions it names; one name once a date.
 * - Public and company holidays close the office; an optional one leaves the day worked.
 * - Each office has weekend rules (default Saturday and Sunday); `office-calendar.ts` decides
 *   whether a day is worked, for this module and for leave, attendance and payroll.
 * - Every change is audited with its before and after.
 */

import { createHash, randomBytes } from 'node:crypto';
import type { FieldIssue } from '@hrms/contracts/errors';
import { BUILT_IN_HOLIDAY_TEMPLATES, type BuiltInHolidayTemplate } from '@hrms/contracts/holiday-templates';
import {
  type ApplyTemplateResult,
  type BulkCreateHolidaysBody,
  type BulkDeleteHolidaysBody,
  type BulkDeleteHolidaysResult,
  type BulkUpdateHolidaysBody,
  type CalendarDataResponse,
  type CalendarDay,
  type CalendarFeed,
  type CheckConflictsBody,
  type CreateHolidayBody,
  type CreateHolidayTemplateBody,
  DEFAULT_HOLIDAY_NOTIFICATIONS,
  DEFAULT_WEEKEND,
  HOLIDAY_IMPORT_MAX_BYTES,
  HOLIDAY_IMPORT_MAX_ROWS,
  HOLIDAY_TYPE_LABELS,
  HOLIDAY_TYPES,
  type Holiday,
  type HolidayAnalyticsResponse,
  type HolidayCalendarResponse,
  type HolidayConflict,
  type HolidayExportQuery,
  HolidayImportFieldsSchema,
  type HolidayImportResult,
  type HolidayItemsResponse,
  type HolidayListResponse,
  type HolidayNotificationSettings,
  type HolidayStatsResponse,
  type HolidayTemplate,
  type HolidayType,
  type HolidayUtilizationResponse,
  type LeaveImpactQuery,
  type LeaveImpactResponse,
  type LeaveOnHoliday,
  type ListHolidaysQuery,
  type ResolveConflictBody,
  type ResolveConflictResult,
  type UpdateHolidayBody,
  type UpdateHolidayNotificationSettingsBody,
  UpdateHolidayNotificationSettingsBodySchema,
  type UpdateWeekendConfigBody,
  WEEKDAY_NAMES,
  type WeekendConfigResponse,
  type WeekendRule,
} from '@hrms/contracts/holidays';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import { calendarDateText } from '../../lib/calendar-text';
import type { Clock } from '../../lib/clock';
import { detectFileKind } from '../../lib/file-type';
import { toICalendar } from '../../lib/icalendar';
import type { ReceiveUpload } from '../../lib/multipart-upload';
import { toCsv } from '../../lib/spreadsheet';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { findCompany } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AttendanceChange } from '../attendance/attendance-derivation.service';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingsRecord } from '../configuration/settings-record';
import type { NotificationsService } from '../notifications/notifications.service';
import type { HolidayAttendance } from './holiday-attendance';
import { parseHolidayCsv, parseICalendar } from './holiday-files';
import type { CalendarReach, HolidayLeave } from './holiday-leave';
import { HolidayUpdates } from './holiday-updates';
import {
  activePeople,
  allHolidays,
  allOffices,
  claimReminder,
  deleteFeed,
  deleteHoliday,
  feedOwner,
  findFeed,
  findHoliday,
  findTemplate,
  type HolidayFilter,
  type HolidayRow,
  insertHoliday,
  insertTemplate,
  listHolidays,
  listOffices,
  listTemplates,
  type NewHoliday,
  type OfficeRow,
  officeUserIds,
  placeOf,
  regionsInUse,
  saveFeed,
  saveWeekendRules,
  type TemplateHolidayRow,
  updateHoliday,
  weekendRules,
} from './holidays.repository';
import { appliesTo, isWeekend, longWeekends, officeDays } from './office-calendar';

export interface HolidaysDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  configuration: ConfigurationService;
  notifications: NotificationsService;
  /** Open pages of the people a change reaches refresh (`holiday-update`). */
  realtime: RealtimeService;
  /** Approved leave a holiday meets (the leave module, handed in by app.ts). */
  leave?: HolidayLeave | undefined;
  /** Attendance marks holidays: the days a holiday change touches, derived in its transaction. */
  attendance?: HolidayAttendance | undefined;
}

/** Stands for "no office": only holidays of every office apply to it. */
const NO_OFFICE = '00000000-0000-0000-0000-000000000000';
const notFound = () => new AppError('NOT_FOUND', 'Holiday not found.');

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** What the audit trail keeps of a holiday. */
function snapshot(row: HolidayRow) {
  return {
    date: row.date,
    name: row.name,
    type: row.type,
    description: row.description,
    officeIds: row.officeIds,
    regions: row.regions,
  };
}

interface Company {
  id: string;
  offices: OfficeRow[];
  /** The actor's own office, if they have one. */
  ownOffice: OfficeRow | null;
}

export class HolidaysService {
  /** Attendance days a transaction changed, told of once it has committed. */
  private readonly marks = new WeakMap<Database, AttendanceChange[]>();
  /** What leave counted again in a transaction does once it has committed. */
  private readonly recounts = new WeakMap<Database, (() => Promise<void>)[]>();

  private readonly reminders: SettingsRecord<HolidayNotificationSettings>;
  /** Holidays and weekends a transaction changed, told of once it has committed. */
  private readonly updates: HolidayUpdates;

  constructor(private readonly deps: HolidaysDeps) {
    this.updates = new HolidayUpdates(deps);
    this.reminders = new SettingsRecord(deps, {
      key: NOTIFICATIONS_KEY,
      category: 'holidays',
      prefix: 'holidays.reminders',
      defaults: DEFAULT_HOLIDAY_NOTIFICATIONS,
      change: UpdateHolidayNotificationSettingsBodySchema,
      describe: {
        enabled: 'Remind the people of each office before its holidays.',
        daysBefore: 'How many days before a holiday the reminder goes; 0 reminds on the morning of the day.',
      },
      auditAction: 'settings.holidays.notifications',
    });
  }

  async list(actor: Actor, query: ListHolidaysQuery): Promise<HolidayListResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const office = query.officeId ? this.officeOf(company, query.officeId, 'query.officeId') : undefined;
    const { rows, total } = await listHolidays(
      this.deps.db,
      company.id,
      { ...(query.year ? yearRange(query.year) : {}), type: query.type, search: query.search, office },
      query,
    );
    return {
      items: rows.map((row) => this.toHoliday(row, company)),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  async get(actor: Actor, id: string): Promise<Holiday> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const row = await findHoliday(this.deps.db, company.id, id);
    if (!row) throw notFound();
    return this.toHoliday(row, company);
  }

  async create(actor: Actor, body: CreateHolidayBody): Promise<Holiday> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    this.checkOffices(company, body.officeIds, 'body.officeIds');
    const row = await this.unique(body.name, () =>
      this.transact((tx) =>
        this.add(tx, actor, company.id, {
          date: body.date,
          name: body.name,
          type: body.type,
          description: body.description ?? null,
          officeIds: unique(body.officeIds),
          regions: uniqueRegions(body.regions),
        }),
      ),
    );
    return this.toHoliday(row, company);
  }

  async update(actor: Actor, id: string, body: UpdateHolidayBody): Promise<Holiday> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    if (body.officeIds) this.checkOffices(company, body.officeIds, 'body.officeIds');
    const row = await this.unique(body.name ?? 'This holiday', () =>
      this.transact(async (tx) => {
        const before = await findHoliday(tx, company.id, id, { lock: true });
        if (!before) throw notFound();
        return this.change(tx, actor, before, body);
      }),
    );
    return this.toHoliday(row, company);
  }

  async remove(actor: Actor, id: string): Promise<{ ok: true; message: string }> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    const name = await this.transact(async (tx) => {
      const before = await findHoliday(tx, company.id, id, { lock: true });
      if (!before) throw notFound();
      await deleteHoliday(tx, id);
      this.updates.holiday(tx, before, 'delete');
      await this.markDays(tx, company.id, [before.date]);
      await this.recountLeave(
        tx,
        actor,
        company.id,
        { kind: 'dates', dates: [before.date] },
        `${before.name} on ${calendarDateText(before.date)} is no longer a holiday`,
      );
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
    const company = await this.company(actor);
    const issues: FieldIssue[] = [];
    const seen = new Map<string, number>();
    body.holidays.forEach((holiday, i) => {
      this.collectOfficeIssues(company, holiday.officeIds, `body.holidays.${i}.officeIds`, issues);
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
    const rows = await this.unique('A holiday of the list', () =>
      this.transact(async (tx) => {
        const created: HolidayRow[] = [];
        for (const h of body.holidays) {
          created.push(
            await this.add(tx, actor, company.id, {
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
    return { items: rows.map((row) => this.toHoliday(row, company)) };
  }

  /** Changes to several holidays: every one made, or (an unknown holiday or office) none. */
  async bulkUpdate(actor: Actor, body: BulkUpdateHolidaysBody): Promise<HolidayItemsResponse> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    const issues: FieldIssue[] = [];
    body.holidays.forEach((h, i) => {
      if (h.officeIds) this.collectOfficeIssues(company, h.officeIds, `body.holidays.${i}.officeIds`, issues);
    });
    if (issues.length > 0) throw validationFailed(issues);
    const rows = await this.unique('A holiday of the list', () =>
      this.transact(async (tx) => {
        const changed: HolidayRow[] = [];
        for (const [i, { id, ...fields }] of body.holidays.entries()) {
          const before = await findHoliday(tx, company.id, id, { lock: true });
          if (!before)
            throw validationFailed([{ field: `body.holidays.${i}.id`, message: 'Holiday not found' }]);
          changed.push(await this.change(tx, actor, before, fields));
        }
        return changed;
      }),
    );
    return { items: rows.map((row) => this.toHoliday(row, company)) };
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

  /** The built-in lists (India, Karnataka, Maharashtra by year) and the company's own. */
  async templates(actor: Actor): Promise<{ items: HolidayTemplate[] }> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const own = await listTemplates(this.deps.db, company.id);
    return {
      items: [
        ...BUILT_IN_HOLIDAY_TEMPLATES.map((t) =>
          templateOf(t.id, t.name, t.description, true, builtInHolidays(t)),
        ),
        ...own.map((t) => templateOf(t.id, t.name, t.description, false, t.holidays)),
      ],
    };
  }

  async createTemplate(actor: Actor, body: CreateHolidayTemplateBody): Promise<HolidayTemplate> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    const holidays: TemplateHolidayRow[] = body.holidays.map((h) => ({
      date: h.date,
      name: h.name,
      type: h.type,
      description: h.description ?? null,
      regions: uniqueRegions(h.regions),
    }));
    const now = this.deps.clock.now();
    try {
      const row = await this.transact(async (tx) => {
        const created = await insertTemplate(tx, {
          companyId: company.id,
          name: body.name,
          description: body.description ?? null,
          holidays,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        await this.deps.audit.record(tx, actor, {
          action: 'holiday.template.create',
          entityType: 'holiday_template',
          entityId: created.id,
          before: null,
          after: { name: created.name, holidays: holidays.length },
        });
        return created;
      });
      return templateOf(row.id, row.name, row.description, false, row.holidays);
    } catch (error) {
      const { code, constraint } = sqlState(error);
      if (isRaceConflict(code) && constraint === 'holiday_templates_company_name_key') {
        throw new AppError('CONFLICT', `A template named ${body.name} already exists.`);
      }
      throw error;
    }
  }

  /**
   * Adds a template's holidays to the calendar. A holiday already there (its name on its date) is
   * skipped, so applying twice adds nothing; what is added on a weekend or beside another holiday is
   * reported for a second look, not refused.
   */
  async applyTemplate(actor: Actor, id: string): Promise<ApplyTemplateResult> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    const builtIn = BUILT_IN_HOLIDAY_TEMPLATES.find((t) => t.id === id);
    const own = builtIn || !UUID.test(id) ? undefined : await findTemplate(this.deps.db, company.id, id);
    const template = builtIn
      ? { id: builtIn.id, name: builtIn.name, holidays: builtInHolidays(builtIn) }
      : own
        ? { id: own.id, name: own.name, holidays: own.holidays }
        : undefined;
    if (!template) throw new AppError('NOT_FOUND', 'Template not found.');
    const result = await this.unique('A holiday of the template', () =>
      this.transact(async (tx) => {
        const dates = template.holidays.map((h) => h.date).sort();
        const existing = await allHolidays(tx, company.id, { from: dates[0], to: dates.at(-1) });
        const there = new Set(existing.map((h) => `${h.date}|${h.name.toLowerCase()}`));
        const added: HolidayRow[] = [];
        const conflicts: HolidayConflict[] = [];
        for (const h of template.holidays) {
          if (there.has(`${h.date}|${h.name.toLowerCase()}`)) continue;
          const candidate = { date: h.date, name: h.name, officeIds: [], regions: h.regions };
          conflicts.push(...(await this.conflictsOf(tx, company, candidate)));
          added.push(
            await this.add(tx, actor, company.id, {
              date: h.date,
              name: h.name,
              type: h.type,
              description: h.description,
              officeIds: [],
              regions: h.regions,
            }),
          );
          there.add(`${h.date}|${h.name.toLowerCase()}`);
        }
        await this.deps.audit.record(tx, actor, {
          action: 'holiday.template.apply',
          entityType: 'holiday_template',
          entityId: template.id,
          before: null,
          after: { template: template.id, created: added.length },
        });
        return { created: added.length, conflicts };
      }),
    );
    return {
      template: { id: template.id, name: template.name },
      created: result.created,
      skipped: template.holidays.length - result.created,
      conflicts: result.conflicts,
    };
  }

  /** What a holiday on this date, for these offices and regions, would run into. */
  async checkConflicts(actor: Actor, body: CheckConflictsBody): Promise<{ conflicts: HolidayConflict[] }> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    this.checkOffices(company, body.officeIds, 'body.officeIds');
    const conflicts = await this.conflictsOf(this.deps.db, company, {
      date: body.date,
      name: body.name ?? 'The holiday',
      officeIds: body.officeIds,
      regions: body.regions,
      excludeId: body.excludeId,
    });
    const onLeave = await this.deps.leave?.impactOn(
      company.id,
      body.date,
      this.reachedOffices(company, body),
      true,
    );
    if (onLeave && onLeave.length > 0) {
      const days = onLeave.reduce((sum, item) => sum + item.daysBack, 0);
      const people = new Set(onLeave.map((item) => item.employee.id)).size;
      conflicts.push({
        kind: 'leave',
        date: body.date,
        name: body.name ?? 'The holiday',
        message: `${people} ${people === 1 ? 'person has' : 'people have'} approved leave on ${calendarDateText(body.date)}: ${days} ${days === 1 ? 'day goes' : 'days go'} back to them if their leave is counted again.`,
        office: null,
        holiday: null,
      });
    }
    return { conflicts };
  }

  /** Approved leave a saved holiday still counts, or that a planned one would meet: the days each gets back. */
  async leaveImpact(actor: Actor, query: LeaveImpactQuery): Promise<LeaveImpactResponse> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    let target: { date: string; officeIds: string[]; regions: string[] };
    if (query.holidayId) {
      const holiday = await findHoliday(this.deps.db, company.id, query.holidayId);
      if (!holiday) throw notFound();
      target = holiday;
    } else {
      target = { date: query.date!, officeIds: query.officeIds ?? [], regions: query.regions ?? [] };
      this.checkOffices(company, target.officeIds, 'query.officeIds');
    }
    const found =
      (await this.deps.leave?.impactOn(
        company.id,
        target.date,
        this.reachedOffices(company, target),
        !query.holidayId,
      )) ?? [];
    // Leave hr chose to keep counting beside this holiday, on this date, is settled, not a clash.
    const kept = query.holidayId ? await this.keptLeave(query.holidayId, target.date) : new Set<string>();
    const items = found.filter((i) => !kept.has(i.requestId));
    return {
      date: target.date,
      items,
      people: new Set(items.map((i) => i.employee.id)).size,
      daysBack: items.reduce((sum, i) => sum + i.daysBack, 0),
    };
  }

  /**
   * A clash of a saved holiday, settled: keep it as it is, move it to another date, or give back the
   * approved leave that still counts its day. The choice is audited with its note.
   */
  async resolveConflict(actor: Actor, id: string, body: ResolveConflictBody): Promise<ResolveConflictResult> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    const holiday = await findHoliday(this.deps.db, company.id, id);
    if (!holiday) throw notFound();
    let refunded: LeaveOnHoliday[] = [];
    // Keeping records the leave it keeps, so the list of clashes no longer shows it.
    const kept =
      body.action === 'keep'
        ? ((await this.deps.leave?.impactOn(
            company.id,
            holiday.date,
            this.reachedOffices(company, holiday),
            false,
          )) ?? [])
        : [];
    if (body.action === 'move') {
      await this.update(actor, id, { date: body.date! });
    } else if (body.action === 'refund') {
      refunded =
        (await this.deps.leave?.refundFor(
          actor,
          company.id,
          holiday.date,
          this.reachedOffices(company, holiday),
          `${holiday.name} on ${calendarDateText(holiday.date)} is a holiday`,
        )) ?? [];
    }
    const after = (await findHoliday(this.deps.db, company.id, id))!;
    await this.transact((tx) =>
      this.deps.audit.record(tx, actor, {
        action: 'holiday.conflict.resolve',
        entityType: 'holiday',
        entityId: id,
        before: snapshot(holiday),
        after: {
          ...snapshot(after),
          resolution: body.action,
          refunded: refunded.map((r) => ({ requestId: r.requestId, daysBack: r.daysBack })),
          kept: kept.map((k) => k.requestId),
        },
        reason: body.note ?? null,
      }),
    );
    return { action: body.action, holiday: this.toHoliday(after, company), refunded };
  }

  /** Requests hr kept counting beside the holiday on `date`, as its audited resolutions say. */
  private async keptLeave(holidayId: string, date: string): Promise<Set<string>> {
    const trail = await this.deps.audit.entriesAbout(this.deps.db, 'holiday', holidayId, {
      page: 1,
      limit: 200,
    });
    const kept = new Set<string>();
    for (const entry of trail.rows) {
      const after = entry.after as { resolution?: string; date?: string; kept?: string[] } | null;
      if (
        entry.action === 'holiday.conflict.resolve' &&
        after?.resolution === 'keep' &&
        after.date === date
      ) {
        for (const id of after.kept ?? []) kept.add(id);
      }
    }
    return kept;
  }

  /** The offices a holiday applies to; `null` when it applies everywhere (people without an office too). */
  private reachedOffices(
    company: Company,
    holiday: { officeIds: readonly string[]; regions: readonly string[] },
  ): string[] | null {
    if (holiday.officeIds.length === 0 && holiday.regions.length === 0) return null;
    return company.offices.filter((office) => appliesTo(holiday, office)).map((o) => o.id);
  }

  async feed(actor: Actor): Promise<CalendarFeed> {
    requirePermission(actor, 'holidays:read');
    const feed = await findFeed(this.deps.db, actor.userId);
    return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null, path: null };
  }

  /** A new subscription address for me; any earlier one stops working. */
  async createFeed(actor: Actor): Promise<CalendarFeed> {
    requirePermission(actor, 'holidays:read');
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock.now();
    await this.transact(async (tx) => {
      const before = await findFeed(tx, actor.userId);
      await saveFeed(tx, actor.userId, feedTokenHash(token), now);
      await this.deps.audit.record(tx, actor, {
        action: 'user.calendar_feed.create',
        entityType: 'user',
        entityId: actor.userId,
        before: before ? { createdAt: before.createdAt.toISOString() } : null,
        after: { createdAt: now.toISOString() },
      });
    });
    return { active: true, createdAt: now.toISOString(), path: `/api/holidays/feed/${token}.ics` };
  }

  async deleteFeed(actor: Actor): Promise<CalendarFeed> {
    requirePermission(actor, 'holidays:read');
    await this.transact(async (tx) => {
      if (!(await deleteFeed(tx, actor.userId))) {
        this.deps.audit.nothingChanged();
        return;
      }
      await this.deps.audit.record(tx, actor, {
        action: 'user.calendar_feed.delete',
        entityType: 'user',
        entityId: actor.userId,
        before: null,
        after: null,
      });
    });
    return { active: false, createdAt: null, path: null };
  }

  /**
   * The subscription itself, asked for by a calendar app with no session: the token is the key. The
   * holidays of the person's office from the start of last year to the end of next year.
   */
  async feedFile(file: string): Promise<string> {
    const owner = await feedOwner(this.deps.db, feedTokenHash(file.replace(/\.ics$/, '')));
    if (!owner) throw new AppError('NOT_FOUND', 'This calendar address is not in use.');
    const place = owner.employeeId ? await placeOf(this.deps.db, owner.employeeId) : undefined;
    const companyId = place?.companyId ?? (await findCompany(this.deps.db, null))?.id;
    if (!companyId) throw new AppError('NOT_FOUND', 'This calendar address is not in use.');
    const office = place?.office ?? undefined;
    const year = Number(
      calendarDateIn(this.deps.clock.now(), office?.timezone ?? DEFAULT_TIME_ZONE).slice(0, 4),
    );
    const rows = await allHolidays(this.deps.db, companyId, {
      from: `${year - 1}-01-01`,
      to: `${year + 1}-12-31`,
      office,
    });
    // The owner's own approved leave sits beside the holidays, so a phone shows both.
    const leave =
      owner.employeeId && this.deps.leave
        ? await this.deps.leave.approvedLeaveOf(owner.employeeId, `${year - 1}-01-01`, `${year + 1}-12-31`)
        : [];
    return toICalendar(office ? `Holidays · ${office.name}` : 'Holidays', [
      ...rows.map((h) => ({
        uid: `holiday-${h.id}@hrms`,
        date: h.date,
        summary: h.type === 'optional' ? `${h.name} (optional)` : h.name,
        description: h.description,
        categories: [HOLIDAY_TYPE_LABELS[h.type].label],
        stamp: h.updatedAt,
      })),
      ...leave.map((l) => ({
        uid: `leave-${l.requestId}@hrms`,
        date: l.startDate,
        until: l.endDate,
        summary: `On leave: ${l.leaveType}${l.half ? ` (${l.half})` : ''}`,
        description: null,
        categories: ['Leave'],
        stamp: l.updatedAt,
      })),
    ]);
  }

  async notificationSettings(actor: Actor): Promise<HolidayNotificationSettings> {
    requirePermission(actor, 'holidays:read');
    return this.reminderSettings();
  }

  async updateNotificationSettings(
    actor: Actor,
    body: UpdateHolidayNotificationSettingsBody,
  ): Promise<HolidayNotificationSettings> {
    requirePermission(actor, 'holidays:manage');
    return this.reminders.update(actor, body);
  }

  /**
   * One reminder pass: for each office, the holidays `daysBefore` days after its today reach its
   * people as a notification. Each (holiday, office) is claimed in the database first, so a pass run
   * twice, or by several processes at once, reminds once. Returns how many reminders went out.
   */
  async sendReminders(): Promise<number> {
    const settings = await this.reminderSettings();
    if (!settings.enabled) return 0;
    const now = this.deps.clock.now();
    let sent = 0;
    for (const office of await allOffices(this.deps.db)) {
      const day = addDays(calendarDateIn(now, office.timezone), settings.daysBefore);
      const due = await allHolidays(this.deps.db, office.companyId, { from: day, to: day, office });
      for (const holiday of due) {
        if (!(await claimReminder(this.deps.db, holiday.id, office.id, now))) continue;
        const userIds = await officeUserIds(this.deps.db, office.id);
        await this.deps.notifications.notify(userIds, reminderOf(holiday, office.name, settings.daysBefore));
        sent += userIds.length;
      }
    }
    return sent;
  }

  private reminderSettings(): Promise<HolidayNotificationSettings> {
    return this.reminders.current();
  }

  /** Each office's year: working days (by month), weekends, holidays and the long weekends they make. */
  async analytics(actor: Actor, query: { year?: number | undefined }): Promise<HolidayAnalyticsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const year = query.year ?? Number(this.today(company).slice(0, 4));
    const { from, to } = yearRange(year);
    const [rules, holidays] = await Promise.all([
      weekendRules(
        this.deps.db,
        company.offices.map((o) => o.id),
      ),
      allHolidays(this.deps.db, company.id, { from, to }),
    ]);
    return {
      year,
      offices: company.offices.map((office) => {
        const days = officeDays(office, rules.get(office.id) ?? DEFAULT_WEEKEND, holidays, from, to);
        const closing = (d: CalendarDay) => d.holidays.some((h) => h.type !== 'optional');
        const workingDaysByMonth = Array.from({ length: 12 }, () => 0);
        for (const day of days) if (day.working) workingDaysByMonth[Number(day.date.slice(5, 7)) - 1]! += 1;
        return {
          office: { id: office.id, name: office.name },
          workingDays: days.filter((d) => d.working).length,
          weekendDays: days.filter((d) => d.reason === 'weekend').length,
          holidaysOnWorkingDays: days.filter((d) => d.reason === 'holiday').length,
          holidaysOnWeekends: days.filter((d) => d.reason === 'weekend' && closing(d)).length,
          optionalHolidays: days.reduce(
            (n, d) => n + d.holidays.filter((h) => h.type === 'optional').length,
            0,
          ),
          workingDaysByMonth,
          longWeekends: longWeekends(days),
        };
      }),
    };
  }

  /**
   * Optional holidays taken in a year, per holiday, office and department: approved leave of the type
   * marked for them, against each person's allowance. A person counts where they are now.
   */
  async utilizationReport(
    actor: Actor,
    query: { year?: number | undefined },
  ): Promise<HolidayUtilizationResponse> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    const year = query.year ?? Number(this.today(company).slice(0, 4));
    const [people, optional, taken] = await Promise.all([
      activePeople(this.deps.db, company.id),
      allHolidays(this.deps.db, company.id, { ...yearRange(year), type: 'optional' }),
      this.deps.leave?.optionalHolidaysTaken(company.id, year) ?? { allowance: null, requests: [] },
    ]);
    const officeById = new Map(company.offices.map((o) => [o.id, o]));
    const reaches = (holiday: HolidayRow, officeId: string | null) => {
      const office = officeId ? officeById.get(officeId) : undefined;
      return appliesTo(holiday, office ?? { id: NO_OFFICE, region: null });
    };
    const byPerson = new Map(people.map((p) => [p.id, p]));
    const mine = new Map<string, { approved: number; pending: number }>();
    const onDate = new Map<string, { approved: Set<string>; pending: Set<string> }>();
    for (const r of taken.requests) {
      if (!byPerson.has(r.employeeId)) continue;
      const m = mine.get(r.employeeId) ?? { approved: 0, pending: 0 };
      m[r.status] += 1;
      mine.set(r.employeeId, m);
      const d = onDate.get(r.date) ?? { approved: new Set<string>(), pending: new Set<string>() };
      d[r.status].add(r.employeeId);
      onDate.set(r.date, d);
    }
    /** The figures of a group of people: those an optional holiday of the year reaches. */
    const figures = (group: typeof people) => {
      const reached = group.filter((p) => optional.some((h) => reaches(h, p.officeId)));
      const counts = reached.map((p) => mine.get(p.id) ?? { approved: 0, pending: 0 });
      return {
        people: reached.length,
        peopleWhoTook: counts.filter((c) => c.approved > 0).length,
        daysTaken: counts.reduce((n, c) => n + c.approved, 0),
        daysPending: counts.reduce((n, c) => n + c.pending, 0),
      };
    };
    const totals = figures(people);
    const departments = new Map<
      string,
      { department: { id: string; name: string } | null; group: typeof people }
    >();
    for (const person of people) {
      const key = person.department?.id ?? '';
      const entry = departments.get(key) ?? { department: person.department, group: [] };
      entry.group.push(person);
      departments.set(key, entry);
    }
    return {
      year,
      allowance: taken.allowance,
      totals: {
        ...totals,
        daysUnused:
          taken.allowance === null
            ? 0
            : Math.max(0, totals.people * taken.allowance - totals.daysTaken - totals.daysPending),
      },
      holidays: optional.map((h) => {
        const d = onDate.get(h.date);
        const inReach = (ids: Set<string> | undefined) =>
          [...(ids ?? [])].filter((id) => reaches(h, byPerson.get(id)!.officeId)).length;
        return {
          id: h.id,
          date: h.date,
          name: h.name,
          eligible: people.filter((p) => reaches(h, p.officeId)).length,
          taken: inReach(d?.approved),
          pending: inReach(d?.pending),
        };
      }),
      offices: company.offices.map((office) => ({
        office: { id: office.id, name: office.name },
        ...figures(people.filter((p) => p.officeId === office.id)),
      })),
      departments: [...departments.values()]
        .map(({ department, group }) => ({ department, ...figures(group) }))
        .sort((a, b) => (a.department?.name ?? '~').localeCompare(b.department?.name ?? '~')),
    };
  }

  types(actor: Actor) {
    requirePermission(actor, 'holidays:read');
    return { items: HOLIDAY_TYPES.map((value) => ({ value, ...HOLIDAY_TYPE_LABELS[value] })) };
  }

  async offices(actor: Actor) {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    return { items: company.offices, ownOfficeId: company.ownOffice?.id ?? null };
  }

  async regions(actor: Actor) {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    return { items: await regionsInUse(this.deps.db, company.id) };
  }

  /** The next holidays from today: of one office, else of every office. */
  async upcoming(
    actor: Actor,
    query: { limit: number; officeId?: string | undefined },
  ): Promise<HolidayItemsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const office = query.officeId ? this.officeOf(company, query.officeId, 'query.officeId') : undefined;
    return this.next(company, office, query.limit);
  }

  /** The holidays of my office in a year (every holiday when I have no office). */
  async myHolidays(actor: Actor, query: { year?: number | undefined }): Promise<HolidayItemsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const year = query.year ?? Number(this.today(company).slice(0, 4));
    const rows = await allHolidays(this.deps.db, company.id, {
      ...yearRange(year),
      office: company.ownOffice ?? undefined,
    });
    return { items: rows.map((row) => this.toHoliday(row, company)) };
  }

  async myUpcoming(actor: Actor, query: { limit: number }): Promise<HolidayItemsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    return this.next(company, company.ownOffice ?? undefined, query.limit);
  }

  async weekendConfig(actor: Actor): Promise<WeekendConfigResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const rules = await weekendRules(
      this.deps.db,
      company.offices.map((o) => o.id),
    );
    return {
      items: company.offices.map((office) => ({
        office: { id: office.id, name: office.name },
        rules: rules.get(office.id) ?? DEFAULT_WEEKEND,
      })),
    };
  }

  async updateWeekendConfig(actor: Actor, body: UpdateWeekendConfigBody): Promise<WeekendConfigResponse> {
    requirePermission(actor, 'holidays:manage');
    const company = await this.company(actor);
    const office = this.officeOf(company, body.officeId, 'body.officeId');
    const rules = [...body.rules].sort((a, b) => a.weekday - b.weekday);
    await this.transact(async (tx) => {
      const before = (await weekendRules(tx, [office.id])).get(office.id) ?? DEFAULT_WEEKEND;
      await saveWeekendRules(tx, office.id, rules, actor.userId, this.deps.clock.now());
      this.updates.office(tx, company.id, office.id);
      await this.deps.audit.record(tx, actor, {
        action: 'holiday.weekend.update',
        entityType: 'office',
        entityId: office.id,
        before: { rules: before },
        after: { rules },
      });
      // Today's days follow the new weekend at once; days already past keep theirs until hr
      // regenerates them (a past day may have been paid on).
      await this.markDays(tx, company.id, [calendarDateIn(this.deps.clock.now(), office.timezone)]);
      await this.recountLeave(
        tx,
        actor,
        company.id,
        { kind: 'office', officeId: office.id },
        `the ${office.name} office’s weekend changed`,
      );
    });
    return this.weekendConfig(actor);
  }

  /** Each day of a range in one office's calendar: worked or not, and why. */
  async calendarData(
    actor: Actor,
    query: { from: string; to: string; officeId?: string | undefined },
  ): Promise<CalendarDataResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const office = this.defaultOffice(company, query.officeId);
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
    const company = await this.company(actor);
    const office = query.officeId ? this.officeOf(company, query.officeId, 'query.officeId') : undefined;
    const rows = await allHolidays(this.deps.db, company.id, { ...yearRange(query.year), office });
    const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, holidays: [] as Holiday[] }));
    for (const row of rows)
      months[Number(row.date.slice(5, 7)) - 1]!.holidays.push(this.toHoliday(row, company));
    return { year: query.year, office: office ? { id: office.id, name: office.name } : null, months };
  }

  async stats(actor: Actor, query: { year?: number | undefined }): Promise<HolidayStatsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const today = this.today(company);
    const year = query.year ?? Number(today.slice(0, 4));
    const rows = await allHolidays(this.deps.db, company.id, yearRange(year));
    const byType = Object.fromEntries(HOLIDAY_TYPES.map((t) => [t, 0])) as Record<HolidayType, number>;
    const byMonth = Array.from({ length: 12 }, () => 0);
    for (const row of rows) {
      byType[row.type] += 1;
      byMonth[Number(row.date.slice(5, 7)) - 1]! += 1;
    }
    const coming = rows.filter((row) => row.date >= today);
    return {
      year,
      total: rows.length,
      byType,
      byMonth,
      upcoming: coming.length,
      nextHoliday: coming[0] ? this.toHoliday(coming[0], company) : null,
    };
  }

  /** A year's holidays (of one office, or all) as CSV or iCalendar. */
  async exportFile(
    actor: Actor,
    query: HolidayExportQuery,
  ): Promise<{ body: string; contentType: string; fileName: string }> {
    requirePermission(actor, 'holidays:read');
    const company = await this.company(actor);
    const office = query.officeId ? this.officeOf(company, query.officeId, 'query.officeId') : undefined;
    const rows = await allHolidays(this.deps.db, company.id, { ...yearRange(query.year), office });
    const holidays = rows.map((row) => this.toHoliday(row, company));
    const base = `holidays-${query.year}${office ? `-${office.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : ''}`;
    if (query.format === 'ics') {
      const body = toICalendar(
        `Holidays ${query.year}${office ? ` · ${office.name}` : ''}`,
        holidays.map((h) => ({
          uid: `holiday-${h.id}@hrms`,
          date: h.date,
          summary: h.type === 'optional' ? `${h.name} (optional)` : h.name,
          description: h.description,
          categories: [HOLIDAY_TYPE_LABELS[h.type].label],
          stamp: new Date(h.updatedAt),
        })),
      );
      return { body, contentType: 'text/calendar; charset=utf-8', fileName: `${base}.ics` };
    }
    const body = toCsv([
      ['date', 'name', 'type', 'offices', 'regions', 'description'],
      ...holidays.map((h) => [
        h.date,
        h.name,
        h.type,
        h.allOffices ? 'All offices' : h.offices.map((o) => o.name).join('; '),
        h.regions.join('; '),
        h.description,
      ]),
    ]);
    return { body, contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv` };
  }

  /**
   * A CSV (our export's columns) or an iCalendar file of holidays. `dry-run` reports every row's
   * problem and changes nothing; `commit` adds every new row or, if any row is wrong, none. A row
   * already there (its name on its date) is skipped, so importing a file twice adds it once.
   */
  async importFile(actor: Actor, receive: ReceiveUpload): Promise<HolidayImportResult> {
    requirePermission(actor, 'holidays:manage');
    const { file, fields } = await receive(HOLIDAY_IMPORT_MAX_BYTES);
    const parsedFields = HolidayImportFieldsSchema.safeParse(fields);
    if (!parsedFields.success) {
      throw validationFailed(
        parsedFields.error.issues.map((issue) => ({
          field: `body.${issue.path.join('.')}`,
          message: issue.message,
        })),
      );
    }
    if (!file) throw validationFailed([{ field: 'file', message: 'Choose a CSV or .ics file to import' }]);
    const mode = parsedFields.data.mode;
    if (detectFileKind(file.bytes) !== 'csv') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a CSV or an iCalendar (.ics) file: UTF-8 text.');
    }
    const text = file.bytes.toString('utf8');
    const format = /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text) ? 'ics' : 'csv';
    const { rows, errors } = format === 'ics' ? parseICalendar(text) : parseHolidayCsv(file.bytes);
    if (rows.length > HOLIDAY_IMPORT_MAX_ROWS) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file holds ${rows.length} holidays; at most ${HOLIDAY_IMPORT_MAX_ROWS} can be imported at once.`,
      );
    }
    const company = await this.company(actor);
    const officeByName = new Map(company.offices.map((o) => [o.name.toLowerCase(), o]));
    const seen = new Map<string, number>();
    const resolved = rows.map((row) => {
      const officeIds = row.offices.flatMap((name) => {
        const office = officeByName.get(name.toLowerCase());
        if (!office) errors.push({ row: row.line, column: 'offices', message: `No office is named ${name}` });
        return office ? [office.id] : [];
      });
      const key = `${row.date}|${row.name.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined && row.date) {
        errors.push({
          row: row.line,
          column: 'name',
          message: `${row.name} on ${row.date} is also on line ${first}`,
        });
      } else seen.set(key, row.line);
      return { ...row, officeIds: unique(officeIds), regions: uniqueRegions(row.regions) };
    });
    const dates = resolved
      .map((r) => r.date)
      .filter(Boolean)
      .sort();
    const existing = dates.length
      ? await allHolidays(this.deps.db, company.id, { from: dates[0], to: dates.at(-1) })
      : [];
    const there = new Set(existing.map((h) => `${h.date}|${h.name.toLowerCase()}`));
    const isThere = (r: { date: string; name: string }) => there.has(`${r.date}|${r.name.toLowerCase()}`);
    const badLines = new Set(errors.map((e) => e.row));
    const fresh = resolved.filter((r) => !isThere(r));
    const names = new Map(company.offices.map((o) => [o.id, o.name]));
    const result: HolidayImportResult = {
      mode,
      format,
      totalRows: rows.length,
      validRows: resolved.filter((r) => !badLines.has(r.line)).length,
      errors: errors.sort((a, b) => a.row - b.row),
      committed: false,
      created: 0,
      skipped: resolved.length - fresh.length,
      preview: resolved.slice(0, 50).map((r) => ({
        row: r.line,
        date: r.date || null,
        name: r.name,
        type: r.type,
        appliesTo:
          r.officeIds.length === 0 && r.regions.length === 0
            ? 'All offices'
            : [...r.officeIds.map((id) => names.get(id) ?? ''), ...r.regions.map((g) => `${g} offices`)].join(
                ', ',
              ),
        exists: isThere(r),
      })),
    };
    if (mode === 'dry-run' || errors.length > 0) {
      this.deps.audit.nothingChanged();
      return result;
    }
    const created = await this.unique('A holiday in the file', () =>
      this.transact(async (tx) => {
        for (const row of fresh) {
          const { date, name, type, description, officeIds, regions } = row;
          await this.add(
            tx,
            actor,
            company.id,
            { date, name, type, description, officeIds, regions },
            format,
          );
        }
        return fresh.length;
      }),
    );
    if (created === 0) this.deps.audit.nothingChanged();
    return { ...result, committed: true, created };
  }

  // ------------------------------------------------------------------------------------------------
  /** The offices a holiday reaches whose weekend it falls on, and the other holidays it meets there. */
  private async conflictsOf(
    db: Database,
    company: Company,
    candidate: {
      date: string;
      name: string;
      officeIds: string[];
      regions: string[];
      excludeId?: string | undefined;
    },
  ): Promise<HolidayConflict[]> {
    const reached = company.offices.filter((office) => appliesTo(candidate, office));
    const [rules, sameDay] = await Promise.all([
      weekendRules(
        db,
        reached.map((o) => o.id),
      ),
      allHolidays(db, company.id, { from: candidate.date, to: candidate.date }),
    ]);
    const conflicts: HolidayConflict[] = [];
    const weekday = WEEKDAY_NAMES[new Date(`${candidate.date}T00:00:00Z`).getUTCDay()];
    for (const office of reached) {
      if (isWeekend(rules.get(office.id) ?? DEFAULT_WEEKEND, candidate.date)) {
        conflicts.push({
          kind: 'weekend',
          date: candidate.date,
          name: candidate.name,
          message: `${calendarDateText(candidate.date)} is a ${weekday}, a weekend day in the ${office.name} office.`,
          office: { id: office.id, name: office.name },
          holiday: null,
        });
      }
    }
    for (const other of sameDay) {
      if (other.id === candidate.excludeId || other.name.toLowerCase() === candidate.name.toLowerCase())
        continue;
      const shared = reached.filter((office) => appliesTo(other, office));
      if (shared.length === 0) continue;
      conflicts.push({
        kind: 'holiday',
        date: candidate.date,
        name: candidate.name,
        message: `${other.name} is already a holiday on ${calendarDateText(candidate.date)} in ${shared.map((o) => `the ${o.name} office`).join(' and ')}.`,
        office: null,
        holiday: { id: other.id, name: other.name },
      });
    }
    return conflicts;
  }

  /** A transaction whose attendance changes are told of once it has committed. */
  private async transact<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    let used: Database | undefined;
    const result = await withTransaction(this.deps.db, (tx) => {
      used = tx;
      return work(tx);
    });
    const changes = used ? this.marks.get(used) : undefined;
    if (changes && changes.length > 0) this.deps.attendance?.announce(changes);
    if (used) await this.updates.tell(used);
    for (const told of (used && this.recounts.get(used)) ?? []) await told();
    return result;
  }

  /** Leave the change reaches is counted again in its transaction; its people are told after it. */
  private async recountLeave(
    tx: Database,
    actor: Actor,
    companyId: string,
    reach: CalendarReach,
    reason: string,
  ): Promise<void> {
    if (!this.deps.leave) return;
    const told = await this.deps.leave.calendarChanged(tx, actor, companyId, reach, reason);
    this.recounts.set(tx, [...(this.recounts.get(tx) ?? []), told]);
  }

  /** Derives again the attendance of these dates (those begun) for the company's people. */
  private async markDays(tx: Database, companyId: string, dates: readonly string[]): Promise<void> {
    if (!this.deps.attendance) return;
    const changes = await this.deps.attendance.calendarChanged(tx, companyId, [...new Set(dates)]);
    this.marks.set(tx, [...(this.marks.get(tx) ?? []), ...changes]);
  }

  /** Inserts one holiday and its audit row, in the caller's transaction. */
  private async add(
    tx: Database,
    actor: Actor,
    companyId: string,
    fields: Pick<NewHoliday, 'date' | 'name' | 'type' | 'description' | 'officeIds' | 'regions'>,
    importedFrom?: 'csv' | 'ics',
  ): Promise<HolidayRow> {
    const now = this.deps.clock.now();
    const created = await insertHoliday(tx, {
      ...fields,
      companyId,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    this.updates.holiday(tx, created, 'create');
    await this.markDays(tx, companyId, [created.date]);
    await this.recountLeave(
      tx,
      actor,
      companyId,
      { kind: 'dates', dates: [created.date] },
      `${created.name} on ${calendarDateText(created.date)} is a holiday`,
    );
    await this.deps.audit.record(tx, actor, {
      action: 'holiday.create',
      entityType: 'holiday',
      entityId: created.id,
      before: null,
      after: importedFrom ? { ...snapshot(created), importedFrom } : snapshot(created),
    });
    return created;
  }

  private async next(
    company: Company,
    office: OfficeRow | undefined,
    limit: number,
  ): Promise<HolidayItemsResponse> {
    const filter: HolidayFilter = { from: this.today(company, office), office };
    const { rows } = await listHolidays(this.deps.db, company.id, filter, { page: 1, limit });
    return { items: rows.map((row) => this.toHoliday(row, company)) };
  }

  /** Today in the office's time zone (the actor's office, else the first). */
  private today(company: Company, office?: OfficeRow): string {
    const zone = (office ?? company.ownOffice ?? company.offices[0])?.timezone ?? DEFAULT_TIME_ZONE;
    return calendarDateIn(this.deps.clock.now(), zone);
  }

  private async company(actor: Actor): Promise<Company> {
    const place = actor.employeeId ? await placeOf(this.deps.db, actor.employeeId) : undefined;
    const companyId = place?.companyId ?? (await findCompany(this.deps.db, null))?.id;
    if (!companyId) throw new AppError('NOT_FOUND', 'There is no company yet.');
    return {
      id: companyId,
      offices: await listOffices(this.deps.db, companyId),
      ownOffice: place?.office ?? null,
    };
  }

  private officeOf(company: Company, officeId: string, field: string): OfficeRow {
    const office = company.offices.find((o) => o.id === officeId);
    if (!office) throw validationFailed([{ field, message: 'Unknown office' }]);
    return office;
  }

  /** The office asked for, else my own, else the first. */
  private defaultOffice(company: Company, officeId: string | undefined): OfficeRow {
    if (officeId) return this.officeOf(company, officeId, 'query.officeId');
    const office = company.ownOffice ?? company.offices[0];
    if (!office) throw new AppError('NOT_FOUND', 'The company has no office yet.');
    return office;
  }

  private checkOffices(company: Company, officeIds: readonly string[], field: string): void {
    const issues: FieldIssue[] = [];
    this.collectOfficeIssues(company, officeIds, field, issues);
    if (issues.length > 0) throw validationFailed(issues);
  }

  private collectOfficeIssues(
    company: Company,
    officeIds: readonly string[],
    field: string,
    issues: FieldIssue[],
  ): void {
    const known = new Set(company.offices.map((o) => o.id));
    officeIds.forEach((id, i) => {
      if (!known.has(id)) issues.push({ field: `${field}.${i}`, message: 'Unknown office' });
    });
  }

  /** Applies the fields sent to a locked holiday and audits before and after. */
  private async change(
    tx: Database,
    actor: Actor,
    before: HolidayRow,
    body: UpdateHolidayBody,
  ): Promise<HolidayRow> {
    const after = await updateHoliday(tx, before.id, {
      ...(body.date !== undefined ? { date: body.date } : {}),
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.type !== undefined ? { type: body.type } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.officeIds !== undefined ? { officeIds: unique(body.officeIds) } : {}),
      ...(body.regions !== undefined ? { regions: uniqueRegions(body.regions) } : {}),
      updatedAt: this.deps.clock.now(),
    });
    this.updates.holiday(tx, before, 'update');
    this.updates.holiday(tx, after, 'update');
    await this.markDays(tx, before.companyId, [before.date, after.date]);
    await this.recountLeave(
      tx,
      actor,
      before.companyId,
      { kind: 'dates', dates: [...new Set([before.date, after.date])] },
      before.date === after.date
        ? `${after.name} on ${calendarDateText(after.date)} changed`
        : `${after.name} moved from ${calendarDateText(before.date)} to ${calendarDateText(after.date)}`,
    );
    await this.deps.audit.record(tx, actor, {
      action: 'holiday.update',
      entityType: 'holiday',
      entityId: before.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  }

  /** A second holiday of the same name on the same date is a 409, however the race was won. */
  private async unique<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const { code, constraint } = sqlState(error);
      if (isRaceConflict(code) && constraint === 'holidays_company_date_name_key') {
        throw new AppError('CONFLICT', `${name} is already a holiday on that date.`);
      }
      throw error;
    }
  }

  private toHoliday(row: HolidayRow, company: Company): Holiday {
    const names = new Map(company.offices.map((o) => [o.id, o.name]));
    return {
      id: row.id,
      date: row.date,
      name: row.name,
      type: row.type,
      description: row.description,
      allOffices: row.officeIds.length === 0 && row.regions.length === 0,
      offices: row.officeIds.flatMap((id) => {
        const name = names.get(id);
        return name ? [{ id, name }] : [];
      }),
      regions: row.regions,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];
/** Regions compared without case: "karnataka" and "Karnataka" are one. */
function uniqueRegions(regions: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const region of regions) if (!seen.has(region.toLowerCase())) seen.set(region.toLowerCase(), region);
  return [...seen.values()];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function builtInHolidays(template: BuiltInHolidayTemplate): TemplateHolidayRow[] {
  return template.holidays.map((h) => ({
    date: h.date,
    name: h.name,
    type: h.type,
    description: h.description ?? null,
    regions: template.region ? [template.region] : [],
  }));
}

function templateOf(
  id: string,
  name: string,
  description: string | null,
  builtIn: boolean,
  holidays: readonly TemplateHolidayRow[],
): HolidayTemplate {
  const years = [...new Set(holidays.map((h) => Number(h.date.slice(0, 4))))].sort((a, b) => a - b);
  return { id, name, description, builtIn, years, holidays: [...holidays] };
}

const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const NOTIFICATIONS_KEY = 'holidays.notifications';

/** "Diwali on Monday, 9 Nov": what the people of an office read before a holiday. */
function reminderOf(holiday: HolidayRow, officeName: string, daysBefore: number) {
  const day = new Date(`${holiday.date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const when = daysBefore === 0 ? 'Today' : daysBefore === 1 ? 'Tomorrow' : `In ${daysBefore} days`;
  return {
    event: 'holidayReminder' as const,
    type: 'info' as const,
    title: `${holiday.name} on ${day}`,
    message:
      holiday.type === 'optional'
        ? `${when}: an optional holiday. Ask for it as leave if you wish to take it.`
        : `${when}: the ${officeName} office is closed.`,
    module: 'holidays',
    link: '/holidays',
  };
}
