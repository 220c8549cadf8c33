/**
 * Reading the clock: the entries, reports by day, week and month, and the team board.
 *
 * Rules:
 * - One reads one's own entries and reports; a manager those of their line, hr anyone's
 *   (`attendance:manage`). The team board is a manager's line, or the company for hr.
 * - Days are cut in the person's office zone; a report's days worked, working days and extra days
 *   are counted by `countWorkedDays`, as attendance's figures are.
 */
import { employeePhotoUrl } from '@hrms/contracts/employees';
import { employeeScope } from '@hrms/contracts/roles';
import {
  type ClockState,
  countWorkedDays,
  type ListTimeEntriesQuery,
  type TeamClockBoard,
  type TimeEntryListResponse,
  type TimeReport,
} from '@hrms/contracts/time-tracking';
import { type Actor, requirePermission } from '../../lib/access';
import { addDays, calendarDateIn } from '../../lib/calendar-date';
import { findFaces, findWorkers, type Worker } from '../../people/people.repository';
import { entriesBetween, listEntries, openEntriesOf } from './time-tracking.repository';
import {
  ownWorker,
  peopleOf,
  reachableWorker,
  sinceOf,
  stateOfEntry,
  type TimeTrackingDeps,
  toEntry,
} from './time-tracking-context';
import type { TimeTrackingSettingsService } from './time-tracking-settings.service';
import { summariseDay } from './worked-time';

export class TimeTrackingReportsService {
  constructor(
    private readonly deps: TimeTrackingDeps,
    private readonly rules: TimeTrackingSettingsService,
  ) {}

  // ------------------------------------------------------------------------------- reading

  async entries(actor: Actor, query: ListTimeEntriesQuery): Promise<TimeEntryListResponse> {
    requirePermission(actor, 'time-tracking:self');
    const now = this.deps.clock.now();
    const scope = await this.entryScope(actor, query);
    const settings = await this.rules.currentSettings();
    const { rows, total } = await listEntries(this.deps.db, scope, query, query);
    return {
      items: rows.map((row) =>
        toEntry(row, { id: row.employeeId, name: row.name, employeeCode: row.employeeCode }, now, settings),
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
    const worker = await reachableWorker(this.deps, actor, query.employeeId);
    return this.report(worker, 'daily', date, date);
  }

  /** The week (Monday to Sunday) holding `date`. */
  async weeklyReport(
    actor: Actor,
    date: string,
    query: { employeeId?: string | undefined },
  ): Promise<TimeReport> {
    const worker = await reachableWorker(this.deps, actor, query.employeeId);
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
    const worker = await reachableWorker(this.deps, actor, query.employeeId);
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
    const actorWorker = await ownWorker(this.deps, actor);
    const ids =
      employeeScope(actor.role) === 'all' ? undefined : await this.deps.access.teamIds(actorWorker.id);
    const workers =
      ids && ids.length === 0 ? [] : await findWorkers(this.deps.db, actorWorker.companyId, ids);
    const now = this.deps.clock.now();
    const settings = await this.rules.currentSettings();
    const todays = workers.map((w) => calendarDateIn(now, w.timeZone)).sort();
    const people = peopleOf(
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
      this.rules.currentSettings(),
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
      entries: period === 'daily' ? entries.map((e) => toEntry(e, person, now, settings)) : [],
    };
  }

  private async entryScope(actor: Actor, query: ListTimeEntriesQuery) {
    if (query.employeeId) {
      const worker = await reachableWorker(this.deps, actor, query.employeeId);
      return { kind: 'person' as const, employeeId: worker.id };
    }
    const worker = await ownWorker(this.deps, actor);
    if (query.scope === 'self') return { kind: 'person' as const, employeeId: worker.id };
    requirePermission(actor, 'attendance:manage');
    return employeeScope(actor.role) === 'all'
      ? { kind: 'company' as const, companyId: worker.companyId }
      : { kind: 'team' as const, managerId: worker.id, companyId: worker.companyId };
  }
}
