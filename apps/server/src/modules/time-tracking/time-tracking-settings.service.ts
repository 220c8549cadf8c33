/**
 * The rules of a shift: the settings in `/settings/time-tracking`, the shift each person keeps (their
 * own, their office's or the company's), and what attendance reads of the clock (the rules and each
 * day's worked time).
 *
 * Rules:
 * - A person's shift is their own, else their office's, else the company's; the thresholds are the
 *   company's.
 * - Hr gives a person a shift of their own or takes it away: audited, and today derived again in
 *   the same transaction (`shift.changed`).
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import {
  DEFAULT_TIME_TRACKING_SETTINGS,
  type SetEmployeeShiftBody,
  type TimeTrackingConfiguration,
  type TimeTrackingSettings,
  type UpdateTimeTrackingSettingsBody,
  UpdateTimeTrackingSettingsBodySchema,
} from '@hrms/contracts/time-tracking';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { calendarDateIn } from '../../lib/calendar-date';
import { addressInNetworks } from '../../lib/network';
import type { ClientInfo } from '../../lib/request-actor';
import { companyOfficeIds, findWorker, type Worker } from '../../people/people.repository';
import type { ShiftRules } from '../attendance/attendance-sources';
import { SettingsRecord } from '../configuration/settings-record';
import {
  type EntryWithBreaks,
  employeeShiftsOf,
  entriesBetween,
  setEmployeeShift,
} from './time-tracking.repository';
import { peopleOf, reachableWorker, type TimeTrackingDeps } from './time-tracking-context';
import { type DaySummary, summariseDay } from './worked-time';

const SETTINGS_KEY = 'time-tracking.settings';

export class TimeTrackingSettingsService {
  private readonly stored: SettingsRecord<TimeTrackingSettings>;

  constructor(private readonly deps: TimeTrackingDeps) {
    this.stored = new SettingsRecord(deps, {
      key: SETTINGS_KEY,
      category: 'time-tracking',
      defaults: DEFAULT_TIME_TRACKING_SETTINGS,
      change: UpdateTimeTrackingSettingsBodySchema,
      describe: {
        shiftStart: 'When the company’s shift starts (HH:MM, office time).',
        shiftEnd: 'When the company’s shift ends (HH:MM, office time).',
        graceMinutes: 'Minutes after the shift start before a first clock-in counts as late.',
        halfDayHours: 'A day with fewer worked hours than this is a half day.',
        overtimeAfterHours: 'Worked time beyond this many hours in a day is overtime.',
        breaksPaid: 'Whether breaks count as worked time.',
        maxBreakMinutes: 'Breaks longer than this in a day are flagged for review (null: no limit).',
        autoCloseAfterHours:
          'An entry still open this many hours after the shift end is closed at the shift end and flagged.',
        allowedNetworks: 'Clock-ins only from these networks (CIDR); empty: from anywhere.',
        officeShifts: 'Offices whose shift differs from the company’s.',
      },
      auditAction: 'settings.time_tracking.update',
      check: async (tx, after, actor) => {
        const issues = this.settingsIssues(after);
        const worker = actor.employeeId ? await findWorker(tx, actor.employeeId) : undefined;
        if (worker) issues.push(...(await this.officeIssues(tx, worker.companyId, after)));
        return issues;
      },
    });
  }

  // ------------------------------------------------------------------------------- settings

  async settings(actor: Actor): Promise<TimeTrackingSettings> {
    requirePermission(actor, 'settings:read');
    return this.currentSettings();
  }

  async updateSettings(actor: Actor, body: UpdateTimeTrackingSettingsBody): Promise<TimeTrackingSettings> {
    requirePermission(actor, 'settings:write');
    return this.stored.update(actor, body);
  }

  /** For the modules that follow the rules; no permission asked. */
  currentSettings(db: Database = this.deps.db): Promise<TimeTrackingSettings> {
    return this.stored.current(db);
  }

  /** A person's shift and thresholds: their own shift, else their office's, else the company's. */
  async rulesFor(db: Database, workers: readonly Worker[]): Promise<Map<string, ShiftRules>> {
    const settings = await this.currentSettings(db);
    const own = await employeeShiftsOf(
      db,
      peopleOf(
        workers.map((w) => w.id),
        workers[0]?.companyId,
      ),
    );
    const offices = new Map(settings.officeShifts.map((s) => [s.officeId, s]));
    return new Map(
      workers.map((w) => {
        const shift = own.get(w.id) ?? (w.officeId ? offices.get(w.officeId) : undefined) ?? settings;
        return [
          w.id,
          {
            shiftStart: shift.shiftStart,
            shiftEnd: shift.shiftEnd,
            graceMinutes: settings.graceMinutes,
            halfDayHours: settings.halfDayHours,
            overtimeAfterHours: settings.overtimeAfterHours,
          },
        ];
      }),
    );
  }

  /** Each person's entries summed per office day, keyed `employeeId|date`: what attendance reads. */
  async daySummaries(
    db: Database,
    companyId: string,
    employeeIds: readonly string[],
    from: string,
    to: string,
    now: Date,
  ): Promise<Map<string, DaySummary>> {
    const [settings, entries] = await Promise.all([
      this.currentSettings(db),
      entriesBetween(db, peopleOf(employeeIds, companyId), from, to),
    ]);
    const byDay = new Map<string, EntryWithBreaks[]>();
    for (const entry of entries) {
      const key = `${entry.employeeId}|${entry.workDate}`;
      byDay.set(key, [...(byDay.get(key) ?? []), entry]);
    }
    return new Map([...byDay].map(([key, day]) => [key, summariseDay(day, now, settings.breaksPaid)]));
  }

  // ------------------------------------------------------------------------- configuration

  async configuration(
    actor: Actor,
    query: { employeeId?: string | undefined },
    client: ClientInfo,
  ): Promise<TimeTrackingConfiguration> {
    const worker = await reachableWorker(this.deps, actor, query.employeeId);
    const [settings, rules] = await Promise.all([
      this.currentSettings(),
      this.rulesFor(this.deps.db, [worker]),
    ]);
    const rule = rules.get(worker.id)!;
    const own = (await employeeShiftsOf(this.deps.db, [worker.id])).has(worker.id);
    const office = worker.officeId && settings.officeShifts.some((s) => s.officeId === worker.officeId);
    const restricted = settings.allowedNetworks.length > 0;
    return {
      employee: { id: worker.id, name: worker.name },
      timeZone: worker.timeZone,
      office: worker.officeId && worker.officeName ? { id: worker.officeId, name: worker.officeName } : null,
      shiftStart: rule.shiftStart,
      shiftEnd: rule.shiftEnd,
      shiftSource: own ? 'employee' : office ? 'office' : 'company',
      graceMinutes: settings.graceMinutes,
      halfDayHours: settings.halfDayHours,
      overtimeAfterHours: settings.overtimeAfterHours,
      breaksPaid: settings.breaksPaid,
      maxBreakMinutes: settings.maxBreakMinutes,
      autoCloseAfterHours: settings.autoCloseAfterHours,
      networkRestricted: restricted,
      allowedHere: !restricted || addressInNetworks(client.ip, settings.allowedNetworks),
    };
  }

  /** Hr gives a person a shift of their own, or takes it away; audited, and today derived again. */
  async setEmployeeShift(actor: Actor, body: SetEmployeeShiftBody, client: ClientInfo) {
    await this.deps.access.require({
      actor,
      permission: 'settings:write',
      ids: [body.employeeId],
      least: 'full',
    });
    const worker = (await findWorker(this.deps.db, body.employeeId))!;
    const shift = body.shiftStart ? { shiftStart: body.shiftStart, shiftEnd: body.shiftEnd } : null;
    await withTransaction(this.deps.db, async (tx) => {
      const before = (await employeeShiftsOf(tx, [worker.id])).get(worker.id) ?? null;
      await setEmployeeShift(tx, worker.id, shift, actor.userId, this.deps.clock.now());
      await this.deps.audit.record(tx, actor, {
        action: shift ? 'time.shift.set' : 'time.shift.clear',
        entityType: 'employee_shift',
        entityId: worker.id,
        before,
        after: shift,
      });
      await this.deps.events.emit(tx, 'shift.changed', { worker, dates: [this.todayOf(worker)] });
    });
    return this.configuration(actor, { employeeId: worker.id }, client);
  }

  // ------------------------------------------------------------------------------- helpers

  private todayOf(worker: Worker): string {
    return calendarDateIn(this.deps.clock.now(), worker.timeZone);
  }

  private settingsIssues(settings: TimeTrackingSettings): FieldIssue[] {
    const issues: FieldIssue[] = [];
    const parsed = UpdateTimeTrackingSettingsBodySchema.safeParse(settings);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ field: issue.path.join('.'), message: issue.message });
      }
    }
    return issues;
  }

  private async officeIssues(db: Database, companyId: string, settings: TimeTrackingSettings) {
    const known = await companyOfficeIds(db, companyId);
    return settings.officeShifts.flatMap((shift, i) =>
      known.has(shift.officeId) ? [] : [{ field: `officeShifts.${i}.officeId`, message: 'Unknown office' }],
    );
  }
}
