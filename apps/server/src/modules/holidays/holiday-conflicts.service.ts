/**
 * What a holiday runs into, and settling it: a weekend of an office it reaches, another holiday on
 * its day there, and approved leave that counts its day (the leave module answers through
 * `HolidayLeave`). A clash of a saved holiday is kept, moved or refunded, and the choice audited.
 */

import {
  type CheckConflictsBody,
  DEFAULT_WEEKEND,
  type HolidayConflict,
  type LeaveImpactQuery,
  type LeaveImpactResponse,
  type LeaveOnHoliday,
  type ResolveConflictBody,
  type ResolveConflictResult,
  WEEKDAY_NAMES,
} from '@hrms/contracts/holidays';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { calendarDateText } from '../../lib/calendar-text';
import type { HolidayCalendarService } from './holiday-calendar.service';
import { allHolidays, findHoliday, weekendRules } from './holidays.repository';
import {
  type Company,
  checkOffices,
  companyOf,
  type HolidaysDeps,
  type HolidayWrites,
  notFound,
  snapshot,
  toHoliday,
} from './holidays-context';
import { appliesTo, isWeekend } from './office-calendar';

export class HolidayConflictsService {
  constructor(
    private readonly deps: HolidaysDeps,
    private readonly writes: HolidayWrites,
    /** A clash settled by moving the holiday moves it as any change of a holiday does. */
    private readonly calendar: Pick<HolidayCalendarService, 'update'>,
  ) {}

  /** What a holiday on this date, for these offices and regions, would run into. */
  async checkConflicts(actor: Actor, body: CheckConflictsBody): Promise<{ conflicts: HolidayConflict[] }> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    checkOffices(company, body.officeIds, 'body.officeIds');
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
    const company = await companyOf(this.deps.db, actor);
    let target: { date: string; officeIds: string[]; regions: string[] };
    if (query.holidayId) {
      const holiday = await findHoliday(this.deps.db, company.id, query.holidayId);
      if (!holiday) throw notFound();
      target = holiday;
    } else {
      target = { date: query.date!, officeIds: query.officeIds ?? [], regions: query.regions ?? [] };
      checkOffices(company, target.officeIds, 'query.officeIds');
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
    const company = await companyOf(this.deps.db, actor);
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
      await this.calendar.update(actor, id, { date: body.date! });
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
    await this.writes.transact((tx) =>
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
    return { action: body.action, holiday: toHoliday(after, company), refunded };
  }

  /**
   * The offices a holiday reaches whose weekend it falls on, and the other holidays it meets there.
   * Applying a template asks it of each holiday it adds, in its transaction.
   */
  async conflictsOf(
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
}
