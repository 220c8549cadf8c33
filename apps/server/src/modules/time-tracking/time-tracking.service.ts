/**
 * Time tracking (spec §7 "Time tracking", product decisions): the clock, its entries and reports,
 * and the rules of a shift.
 *
 * Rules:
 * - clocked_out → clock-in → working ⇄ break → on_break; clock-out from working or a break. Any
 *   other action is a 409 naming the state. One open entry a person and one open break an entry
 *   are held by partial unique indexes (`insert … on conflict do nothing`); a break or a clock-out
 *   locks the open entry. Server time only; each entry keeps the address and device it came from.
 * - Each punch derives the person's attendance day in its own transaction, so the day's status is
 *   right the moment the punch commits.
 * - Clock-ins may be limited to office networks (CIDR). An entry left open past the shift end plus
 *   the setting's hours is closed at the shift end and flagged for review, never silently.
 * - Days are cut in the person's office zone.
 */

import { employeePhotoUrl } from '@hrms/contracts/employees';
import type { FieldIssue } from '@hrms/contracts/errors';
import { ServerEvent } from '@hrms/contracts/realtime';
import type { Role } from '@hrms/contracts/roles';
import { employeeScope } from '@hrms/contracts/roles';
import {
  CLOCK_ACTION_FROM,
  CLOCK_STATE_LABELS,
  type ClockAction,
  type ClockState,
  type ClockStatus,
  type ClockStatusUpdated,
  countWorkedDays,
  DEFAULT_TIME_TRACKING_SETTINGS,
  type ListTimeEntriesQuery,
  type SetEmployeeShiftBody,
  type TeamClockBoard,
  TIME_TRACKING_MODULE,
  type TimeEntry,
  type TimeEntryListResponse,
  type TimeReport,
  type TimeTrackingConfiguration,
  type TimeTrackingSettings,
  type UpdateTimeTrackingSettingsBody,
  UpdateTimeTrackingSettingsBodySchema,
} from '@hrms/contracts/time-tracking';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { addDays, calendarDateIn, instantAt, timeOfDayIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { addressInNetworks } from '../../lib/network';
import type { ClientInfo } from '../../lib/request-actor';
import { describeDevice, deviceLabel } from '../../lib/user-agent';
import {
  companyOfficeIds,
  findFaces,
  findWorker,
  findWorkers,
  type PeopleOf,
  type Worker,
} from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AttendanceChange } from '../attendance/attendance-derivation.service';
import type { ShiftRules } from '../attendance/attendance-sources';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingsRecord } from '../configuration/settings-record';
import type { HolidaysService } from '../holidays/holidays.service';
import {
  allOpenEntries,
  closeEntry,
  compactEntryCounts,
  type EntryWithBreaks,
  employeeShiftsOf,
  endBreak,
  entriesBetween,
  flagEntry,
  insertClosedEntry,
  insertOpenEntry,
  listEntries,
  openEntriesOf,
  openEntry,
  overlappingEntries,
  setEmployeeShift,
  startBreak,
} from './time-tracking.repository';
import { type DaySummary, summariseDay, workedTime } from './worked-time';

const SETTINGS_KEY = 'time-tracking.settings';
const HR_ROLES: readonly Role[] = ['admin', 'hr'];
const AUTO_CLOSE_FLAG = 'Left open: closed at the shift end';
/** Past this many people a read asks for the company's rows rather than a list of ids. */
const MANY_PEOPLE = 200;

/** What the clock asks attendance: derive a person's days in the punch's transaction, then tell. */
export interface AttendancePort {
  recompute(tx: Database, worker: Worker, dates: readonly string[]): Promise<AttendanceChange[]>;
  announce(rows: readonly AttendanceChange[]): void;
}

export interface TimeTrackingDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  configuration: ConfigurationService;
  realtime: RealtimeService;
  holidays: Pick<HolidaysService, 'officeCalendar'>;
  attendance: AttendancePort;
}

/** The 409 of an action the clock's state does not allow, naming the state and what to do. */
export function clockConflict(action: ClockAction, state: ClockState): AppError {
  const now = `You are ${CLOCK_STATE_LABELS[state].toLowerCase()}`;
  const next: Record<ClockAction, string> = {
    'clock-in': state === 'on_break' ? 'end your break instead' : 'you are clocked in already',
    'clock-out': 'clock in first',
    'break-start': state === 'on_break' ? 'end it before starting another' : 'clock in before taking a break',
    'break-end': state === 'working' ? 'you are not on a break' : 'clock in first',
  };
  return new AppError('CONFLICT', `${now}: ${next[action]}.`);
}

export class TimeTrackingService {
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
      this.people(
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
      entriesBetween(db, this.people(employeeIds, companyId), from, to),
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
    const worker = await this.reachable(actor, query.employeeId);
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
    await this.deps.access.requireOne(actor, 'settings:write', body.employeeId, { least: 'full' });
    const worker = (await findWorker(this.deps.db, body.employeeId))!;
    const shift = body.shiftStart ? { shiftStart: body.shiftStart, shiftEnd: body.shiftEnd } : null;
    const changed = await withTransaction(this.deps.db, async (tx) => {
      const before = (await employeeShiftsOf(tx, [worker.id])).get(worker.id) ?? null;
      await setEmployeeShift(tx, worker.id, shift, actor.userId, this.deps.clock.now());
      await this.deps.audit.record(tx, actor, {
        action: shift ? 'time.shift.set' : 'time.shift.clear',
        entityType: 'employee_shift',
        entityId: worker.id,
        before,
        after: shift,
      });
      return this.deps.attendance.recompute(tx, worker, [this.todayOf(worker)]);
    });
    this.deps.attendance.announce(changed);
    return this.configuration(actor, { employeeId: worker.id }, client);
  }

  // ------------------------------------------------------------------------------- the clock

  async status(actor: Actor): Promise<ClockStatus> {
    requirePermission(actor, 'time-tracking:self');
    const worker = await this.self(actor);
    return this.statusOf(worker);
  }

  clockIn(actor: Actor, client: ClientInfo, note?: string) {
    return this.act(actor, 'clock-in', client, note);
  }

  clockOut(actor: Actor, client: ClientInfo, note?: string) {
    return this.act(actor, 'clock-out', client, note);
  }

  startBreak(actor: Actor, client: ClientInfo) {
    return this.act(actor, 'break-start', client);
  }

  endBreak(actor: Actor, client: ClientInfo) {
    return this.act(actor, 'break-end', client);
  }

  private async act(
    actor: Actor,
    action: ClockAction,
    client: ClientInfo,
    note?: string,
  ): Promise<ClockStatus> {
    requirePermission(actor, 'time-tracking:self');
    const worker = await this.self(actor);
    const settings = await this.currentSettings();
    if (worker.status === 'inactive') {
      throw new AppError('FORBIDDEN', 'Your employment has ended: the clock is closed to you.');
    }
    if (action === 'clock-in' && settings.allowedNetworks.length > 0) {
      if (!addressInNetworks(client.ip, settings.allowedNetworks)) {
        throw new AppError(
          'FORBIDDEN',
          `You can clock in only from an office network; this device's address (${client.ip ?? 'unknown'}) is not on one.`,
        );
      }
    }
    const device = client.userAgent ? deviceLabel(describeDevice(client.userAgent)) : null;
    const changed = await withTransaction(this.deps.db, async (tx) => {
      const now = this.deps.clock.now();
      if (action === 'clock-in') {
        const workDate = calendarDateIn(now, worker.timeZone);
        if (workDate < worker.joinDate) {
          throw new AppError('CONFLICT', 'You can clock in from the day you join.');
        }
        const created = await insertOpenEntry(tx, {
          companyId: worker.companyId,
          employeeId: worker.id,
          workDate,
          clockIn: now,
          clockInAddress: client.ip,
          clockInDevice: device,
          note: note || null,
          createdAt: now,
          updatedAt: now,
        });
        if (!created) throw clockConflict(action, await this.stateOf(tx, worker.id));
        return this.deps.attendance.recompute(tx, worker, [workDate]);
      }
      const entry = await openEntry(tx, worker.id, { lock: true });
      const state = stateOfEntry(entry);
      if (!entry || !CLOCK_ACTION_FROM[action].includes(state)) throw clockConflict(action, state);
      if (action === 'break-start') {
        if (!(await startBreak(tx, entry.id, now))) throw clockConflict(action, 'on_break');
      } else if (action === 'break-end') {
        await endBreak(tx, entry.id, now);
      } else {
        await closeEntry(tx, entry.id, {
          clockOut: now,
          clockOutAddress: client.ip,
          clockOutDevice: device,
          note: note ? [entry.note, note].filter(Boolean).join('\n') : entry.note,
          updatedAt: now,
        });
        const closed = { ...entry, clockOut: now };
        const { breakSeconds } = workedTime(closed, now, settings.breaksPaid);
        if (settings.maxBreakMinutes !== null && breakSeconds > settings.maxBreakMinutes * 60) {
          await flagEntry(
            tx,
            entry.id,
            `Breaks of ${Math.round(breakSeconds / 60)} minutes, over the ${settings.maxBreakMinutes} allowed`,
          );
        }
      }
      return this.deps.attendance.recompute(tx, worker, [entry.workDate]);
    });
    const status = await this.statusOf(worker);
    this.announce(worker, status);
    this.deps.attendance.announce(changed);
    return status;
  }

  /**
   * Records a closed entry of times a person forgot to punch, once their regularisation is approved,
   * in the caller's transaction; refused when it overlaps an entry of theirs.
   */
  async recordEntry(
    tx: Database,
    worker: Worker,
    workDate: string,
    from: Date,
    to: Date,
    note: string,
  ): Promise<void> {
    const [clash] = await overlappingEntries(tx, worker.id, from, to);
    if (clash) {
      const zone = worker.timeZone;
      const until = clash.clockOut ? `to ${timeOfDayIn(clash.clockOut, zone)}` : 'and still open';
      throw new AppError(
        'CONFLICT',
        `These times overlap a clock entry from ${timeOfDayIn(clash.clockIn, zone)} ${until} on ${clash.workDate}.`,
      );
    }
    const now = this.deps.clock.now();
    await insertClosedEntry(tx, {
      companyId: worker.companyId,
      employeeId: worker.id,
      workDate,
      clockIn: from,
      clockOut: to,
      clockInDevice: 'Recorded on request',
      clockOutDevice: 'Recorded on request',
      note,
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * Closes entries left open past their shift end plus the setting's hours, at the shift end (or at
   * the clock-in, if that was later), flagged for review. Answers how many it closed.
   */
  /** Folds the running entry counts; answers how many rows were folded. */
  compactCounts(): Promise<number> {
    return compactEntryCounts(this.deps.db);
  }

  async closeForgotten(): Promise<number> {
    const settings = await this.currentSettings();
    const now = this.deps.clock.now();
    let closed = 0;
    for (const entry of await allOpenEntries(this.deps.db)) {
      const worker = await findWorker(this.deps.db, entry.employeeId);
      if (!worker) continue;
      const rule = (await this.rulesFor(this.deps.db, [worker])).get(worker.id)!;
      const shiftEnd = instantAt(entry.workDate, rule.shiftEnd, worker.timeZone);
      if (now.getTime() < shiftEnd.getTime() + settings.autoCloseAfterHours * 3_600_000) continue;
      const at = entry.clockIn > shiftEnd ? entry.clockIn : shiftEnd;
      const changed = await withTransaction(this.deps.db, async (tx) => {
        // Locked and read again: the person may have clocked out meanwhile.
        const still = await openEntry(tx, worker.id, { lock: true });
        if (still?.id !== entry.id) return null;
        await closeEntry(tx, entry.id, {
          clockOut: at,
          clockOutAddress: null,
          clockOutDevice: null,
          autoClosed: true,
          flag: AUTO_CLOSE_FLAG,
          note: entry.note,
          updatedAt: now,
        });
        return this.deps.attendance.recompute(tx, worker, [entry.workDate]);
      });
      if (!changed) continue;
      closed += 1;
      this.announce(worker, await this.statusOf(worker));
      this.deps.attendance.announce(changed);
    }
    return closed;
  }

  // ------------------------------------------------------------------------------- reading

  async entries(actor: Actor, query: ListTimeEntriesQuery): Promise<TimeEntryListResponse> {
    requirePermission(actor, 'time-tracking:self');
    const now = this.deps.clock.now();
    const scope = await this.entryScope(actor, query);
    const settings = await this.currentSettings();
    const { rows, total } = await listEntries(this.deps.db, scope, query, query);
    return {
      items: rows.map((row) =>
        this.toEntry(
          row,
          { id: row.employeeId, name: row.name, employeeCode: row.employeeCode },
          now,
          settings,
        ),
      ),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  async dailyReport(
    actor: Actor,
    date: string,
    query: { employeeId?: string | undefined },
  ): Promise<TimeReport> {
    const worker = await this.reachable(actor, query.employeeId);
    return this.report(worker, 'daily', date, date);
  }

  /** The week (Monday to Sunday) holding `date`. */
  async weeklyReport(
    actor: Actor,
    date: string,
    query: { employeeId?: string | undefined },
  ): Promise<TimeReport> {
    const worker = await this.reachable(actor, query.employeeId);
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = addDays(date, -weekday);
    return this.report(worker, 'weekly', monday, addDays(monday, 6));
  }

  async monthlyReport(
    actor: Actor,
    year: number,
    month: number,
    query: { employeeId?: string | undefined },
  ): Promise<TimeReport> {
    const worker = await this.reachable(actor, query.employeeId);
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    const to = addDays(
      month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`,
      -1,
    );
    return this.report(worker, 'monthly', from, to);
  }

  /** Everyone one may see (a manager's line, or the company for hr) and their clock now. */
  async team(actor: Actor): Promise<TeamClockBoard> {
    requirePermission(actor, 'attendance:manage');
    const actorWorker = await this.self(actor);
    const ids =
      employeeScope(actor.role) === 'all' ? undefined : await this.deps.access.teamIds(actorWorker.id);
    const workers =
      ids && ids.length === 0 ? [] : await findWorkers(this.deps.db, actorWorker.companyId, ids);
    const now = this.deps.clock.now();
    const settings = await this.currentSettings();
    const todays = workers.map((w) => calendarDateIn(now, w.timeZone)).sort();
    const people = this.people(
      workers.map((w) => w.id),
      actorWorker.companyId,
    );
    const [open, entries, faces] = await Promise.all([
      openEntriesOf(this.deps.db, people),
      todays.length > 0
        ? entriesBetween(this.deps.db, people, todays[0]!, todays.at(-1)!)
        : Promise.resolve([]),
      findFaces(
        this.deps.db,
        workers.map((w) => w.id),
      ),
    ]);
    const openBy = new Map(open.map((e) => [e.employeeId, e]));
    const items = workers
      .filter((w) => w.status !== 'inactive')
      .map((w) => {
        const today = calendarDateIn(now, w.timeZone);
        const day = summariseDay(
          entries.filter((e) => e.employeeId === w.id && e.workDate === today),
          now,
          settings.breaksPaid,
        );
        const entry = openBy.get(w.id);
        const state = stateOfEntry(entry);
        const face = faces.get(w.id);
        return {
          employee: {
            id: w.id,
            name: w.name,
            employeeCode: w.employeeCode,
            designation: face?.designation ?? null,
            photoUrl: employeePhotoUrl(face?.photoKey ?? null),
          },
          state,
          since: sinceOf(entry),
          workedSecondsToday: day.workedSeconds,
          firstInToday: day.firstIn?.toISOString() ?? null,
        };
      });
    const rank: Record<ClockState, number> = { working: 0, on_break: 1, clocked_out: 2 };
    items.sort((a, b) => rank[a.state] - rank[b.state] || a.employee.name.localeCompare(b.employee.name));
    return { serverTime: now.toISOString(), items };
  }

  // ------------------------------------------------------------------------------- helpers

  private async report(
    worker: Worker,
    period: TimeReport['period'],
    from: string,
    to: string,
  ): Promise<TimeReport> {
    const now = this.deps.clock.now();
    const [settings, entries, calendar] = await Promise.all([
      this.currentSettings(),
      entriesBetween(this.deps.db, [worker.id], from, to),
      this.deps.holidays.officeCalendar(worker.companyId, worker.officeId, from, to),
    ]);
    const overtimeAfter = settings.overtimeAfterHours * 3600;
    const days = calendar.days.map((day) => {
      const summary = summariseDay(
        entries.filter((e) => e.workDate === day.date),
        now,
        settings.breaksPaid,
      );
      return {
        date: day.date,
        workedSeconds: summary.workedSeconds,
        breakSeconds: summary.breakSeconds,
        overtimeSeconds: Math.max(0, summary.workedSeconds - overtimeAfter),
        firstIn: summary.firstIn?.toISOString() ?? null,
        lastOut: summary.lastOut?.toISOString() ?? null,
        entries: summary.entries,
        working: day.working,
        reason: day.reason,
      };
    });
    const sum = (key: 'workedSeconds' | 'breakSeconds' | 'overtimeSeconds') =>
      days.reduce((total, d) => total + d[key], 0);
    // Working days are the calendar's up to today while employed; a day clocked is worked whatever it is.
    const today = calendarDateIn(now, worker.timeZone);
    const employed = (date: string) =>
      date >= worker.joinDate && (worker.exitDate === null || date <= worker.exitDate);
    const counted = countWorkedDays(
      days.map((d) => ({
        working: d.working && d.date <= today && employed(d.date),
        worked: d.entries > 0,
      })),
    );
    const person = { id: worker.id, name: worker.name, employeeCode: worker.employeeCode };
    return {
      employee: person,
      period,
      from,
      to,
      timeZone: worker.timeZone,
      days,
      totals: {
        workedSeconds: sum('workedSeconds'),
        breakSeconds: sum('breakSeconds'),
        overtimeSeconds: sum('overtimeSeconds'),
        ...counted,
      },
      entries: period === 'daily' ? entries.map((e) => this.toEntry(e, person, now, settings)) : [],
    };
  }

  private async statusOf(worker: Worker): Promise<ClockStatus> {
    const now = this.deps.clock.now();
    const today = calendarDateIn(now, worker.timeZone);
    const [settings, rules, entries, open] = await Promise.all([
      this.currentSettings(),
      this.rulesFor(this.deps.db, [worker]),
      entriesBetween(this.deps.db, [worker.id], today, today),
      openEntry(this.deps.db, worker.id),
    ]);
    const rule = rules.get(worker.id)!;
    // An entry opened yesterday and still open counts toward today's status, not today's hours.
    const day = summariseDay(entries, now, settings.breaksPaid);
    const lastClosed = entries.filter((e) => e.clockOut).at(-1);
    const person = { id: worker.id, name: worker.name, employeeCode: worker.employeeCode };
    return {
      state: stateOfEntry(open),
      since: sinceOf(open) ?? lastClosed?.clockOut?.toISOString() ?? null,
      serverTime: now.toISOString(),
      timeZone: worker.timeZone,
      today: {
        date: today,
        workedSeconds: day.workedSeconds,
        breakSeconds: day.breakSeconds,
        firstIn: day.firstIn?.toISOString() ?? null,
        lastOut: day.lastOut?.toISOString() ?? null,
      },
      shiftStart: rule.shiftStart,
      shiftEnd: rule.shiftEnd,
      openEntry: open ? this.toEntry(open, person, now, settings) : null,
    };
  }

  private async stateOf(db: Database, employeeId: string): Promise<ClockState> {
    return stateOfEntry(await openEntry(db, employeeId));
  }

  private toEntry(
    row: EntryWithBreaks,
    employee: TimeEntry['employee'],
    now: Date,
    settings: TimeTrackingSettings,
  ): TimeEntry {
    const time = workedTime(row, now, settings.breaksPaid);
    return {
      id: row.id,
      employee,
      workDate: row.workDate,
      clockIn: row.clockIn.toISOString(),
      clockOut: row.clockOut?.toISOString() ?? null,
      workedSeconds: time.workedSeconds,
      breakSeconds: time.breakSeconds,
      breaks: row.breaks.map((b) => ({
        startedAt: b.startedAt.toISOString(),
        endedAt: b.endedAt?.toISOString() ?? null,
      })),
      clockInAddress: row.clockInAddress,
      clockInDevice: row.clockInDevice,
      clockOutAddress: row.clockOutAddress,
      clockOutDevice: row.clockOutDevice,
      note: row.note,
      autoClosed: row.autoClosed,
      flag: row.flag,
    };
  }

  /**
   * Whom a read is about: the ids, or for many people their company (one indexed read instead of a
   * list of thousands of ids; rows of others are ignored by the caller's keys).
   */
  private people(ids: readonly string[], companyId: string | undefined): PeopleOf {
    return ids.length > MANY_PEOPLE && companyId ? { companyId } : ids;
  }

  /** The actor's own record: the clock is for people with one. */
  private async self(actor: Actor): Promise<Worker> {
    const worker = actor.employeeId ? await findWorker(this.deps.db, actor.employeeId) : undefined;
    if (!worker) throw new AppError('NOT_FOUND', 'Your account has no employee record, so it has no clock.');
    return worker;
  }

  /** The actor's own, or another's they reach (their line for a manager, anyone for hr). */
  private async reachable(actor: Actor, employeeId: string | undefined): Promise<Worker> {
    requirePermission(actor, 'time-tracking:self');
    if (!employeeId || employeeId === actor.employeeId) return this.self(actor);
    await this.deps.access.requireOne(actor, 'attendance:manage', employeeId);
    return (await findWorker(this.deps.db, employeeId))!;
  }

  private async entryScope(actor: Actor, query: ListTimeEntriesQuery) {
    if (query.employeeId) {
      const worker = await this.reachable(actor, query.employeeId);
      return { kind: 'person' as const, employeeId: worker.id };
    }
    const worker = await this.self(actor);
    if (query.scope === 'self') return { kind: 'person' as const, employeeId: worker.id };
    requirePermission(actor, 'attendance:manage');
    return employeeScope(actor.role) === 'all'
      ? { kind: 'company' as const, companyId: worker.companyId }
      : { kind: 'team' as const, managerId: worker.id, companyId: worker.companyId };
  }

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

  /** `time_tracking:status_updated` to the person's tabs and devices, their managers and hr. */
  private announce(worker: Worker, status: ClockStatus): void {
    void (async () => {
      const users = await this.deps.access.followersOf([worker.id]);
      const payload: ClockStatusUpdated = {
        employeeId: worker.id,
        state: status.state,
        since: status.since,
        timestamp: status.serverTime,
      };
      this.deps.realtime.emitTo({ users, roles: HR_ROLES }, ServerEvent.timeTrackingStatusUpdated, payload);
      this.deps.realtime.emitTo({ users, roles: HR_ROLES }, ServerEvent.dashboardUpdate, {
        module: TIME_TRACKING_MODULE,
        timestamp: status.serverTime,
      });
    })().catch(() => undefined);
  }
}

function stateOfEntry(entry: EntryWithBreaks | undefined): ClockState {
  if (!entry) return 'clocked_out';
  return entry.breaks.some((b) => b.endedAt === null) ? 'on_break' : 'working';
}

/** When the current state began: the open break's start, else the open entry's clock-in. */
function sinceOf(entry: EntryWithBreaks | undefined): string | null {
  if (!entry) return null;
  const open = entry.breaks.find((b) => b.endedAt === null);
  return (open?.startedAt ?? entry.clockIn).toISOString();
}
