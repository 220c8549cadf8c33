/**
 * What the holidays use cases share (holidays.service.ts): their dependencies, the caller's company
 * and offices, how a holiday is shown and audited, and the writes: a transaction whose changes are
 * told of once it has committed, and a holiday added or changed in it with its `calendar.changed`
 * event and audit row.
 */

import type { FieldIssue } from '@hrms/contracts/errors';
import type { Holiday, UpdateHolidayBody } from '@hrms/contracts/holidays';
import { type Database, withTransaction } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import type { Actor } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import { calendarDateText } from '../../lib/calendar-text';
import type { Clock } from '../../lib/clock';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { findCompany } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { HolidayLeave } from './holiday-leave';
import { HolidayUpdates } from './holiday-updates';
import {
  type HolidayRow,
  insertHoliday,
  listOffices,
  type NewHoliday,
  type OfficeRow,
  placeOf,
  updateHoliday,
} from './holidays.repository';

export interface HolidaysDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  configuration: ConfigurationService;
  notifications: NotificationsService;
  /** Open pages of the people a change reaches refresh (`holiday-update`). */
  realtime: RealtimeService;
  /** Approved leave a holiday meets (the leave module, handed in by the manifest). */
  leave?: HolidayLeave | undefined;
  /** Tells of calendar changes in their transaction (attendance derives the days, leave recounts). */
  events: EventBus;
}

/** Stands for "no office": only holidays of every office apply to it. */
export const NO_OFFICE = '00000000-0000-0000-0000-000000000000';
export const notFound = () => new AppError('NOT_FOUND', 'Holiday not found.');

export const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** What the audit trail keeps of a holiday. */
export function snapshot(row: HolidayRow) {
  return {
    date: row.date,
    name: row.name,
    type: row.type,
    description: row.description,
    officeIds: row.officeIds,
    regions: row.regions,
  };
}

export const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Regions compared without case: "karnataka" and "Karnataka" are one. */
export function uniqueRegions(regions: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const region of regions) if (!seen.has(region.toLowerCase())) seen.set(region.toLowerCase(), region);
  return [...seen.values()];
}

export interface Company {
  id: string;
  offices: OfficeRow[];
  /** The actor's own office, if they have one. */
  ownOffice: OfficeRow | null;
}

/** The actor's company, its offices and the actor's own office. */
export async function companyOf(db: Database, actor: Actor): Promise<Company> {
  const place = actor.employeeId ? await placeOf(db, actor.employeeId) : undefined;
  const companyId = place?.companyId ?? (await findCompany(db, null))?.id;
  if (!companyId) throw new AppError('NOT_FOUND', 'There is no company yet.');
  return {
    id: companyId,
    offices: await listOffices(db, companyId),
    ownOffice: place?.office ?? null,
  };
}

/** Today in the office's time zone (the actor's office, else the first). */
export function todayIn(clock: Clock, company: Company, office?: OfficeRow): string {
  const zone = (office ?? company.ownOffice ?? company.offices[0])?.timezone ?? DEFAULT_TIME_ZONE;
  return calendarDateIn(clock.now(), zone);
}

export function officeOf(company: Company, officeId: string, field: string): OfficeRow {
  const office = company.offices.find((o) => o.id === officeId);
  if (!office) throw validationFailed([{ field, message: 'Unknown office' }]);
  return office;
}

/** The office asked for, else my own, else the first. */
export function defaultOffice(company: Company, officeId: string | undefined): OfficeRow {
  if (officeId) return officeOf(company, officeId, 'query.officeId');
  const office = company.ownOffice ?? company.offices[0];
  if (!office) throw new AppError('NOT_FOUND', 'The company has no office yet.');
  return office;
}

export function checkOffices(company: Company, officeIds: readonly string[], field: string): void {
  const issues: FieldIssue[] = [];
  collectOfficeIssues(company, officeIds, field, issues);
  if (issues.length > 0) throw validationFailed(issues);
}

export function collectOfficeIssues(
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

export function toHoliday(row: HolidayRow, company: Company): Holiday {
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

/**
 * The calendar's writes, one for every use case: the holidays and weekends a transaction changed
 * are told of once it has committed, whichever use case changed them.
 */
export class HolidayWrites {
  /** Holidays and weekends a transaction changed, told of once it has committed. */
  readonly updates: HolidayUpdates;

  constructor(private readonly deps: HolidaysDeps) {
    this.updates = new HolidayUpdates(deps);
  }

  /** A transaction whose holiday and weekend changes are told of once it has committed. */
  async transact<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    let used: Database | undefined;
    const result = await withTransaction(this.deps.db, (tx) => {
      used = tx;
      return work(tx);
    });
    if (used) await this.updates.tell(used);
    return result;
  }

  /** Inserts one holiday and its audit row, in the caller's transaction. */
  async add(
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
    await this.deps.events.emit(tx, 'calendar.changed', {
      actor,
      companyId: companyId,
      reach: { kind: 'dates', dates: [created.date] },
      dates: [created.date],
      reason: `${created.name} on ${calendarDateText(created.date)} is a holiday`,
    });
    await this.deps.audit.record(tx, actor, {
      action: 'holiday.create',
      entityType: 'holiday',
      entityId: created.id,
      before: null,
      after: importedFrom ? { ...snapshot(created), importedFrom } : snapshot(created),
    });
    return created;
  }

  /** Applies the fields sent to a locked holiday and audits before and after. */
  async change(tx: Database, actor: Actor, before: HolidayRow, body: UpdateHolidayBody): Promise<HolidayRow> {
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
    await this.deps.events.emit(tx, 'calendar.changed', {
      actor,
      companyId: before.companyId,
      reach: { kind: 'dates', dates: [...new Set([before.date, after.date])] },
      dates: [before.date, after.date],
      reason:
        before.date === after.date
          ? `${after.name} on ${calendarDateText(after.date)} changed`
          : `${after.name} moved from ${calendarDateText(before.date)} to ${calendarDateText(after.date)}`,
    });
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
  async unique<T>(name: string, work: () => Promise<T>): Promise<T> {
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
}
