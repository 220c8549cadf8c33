/**
 * Keeps attendance days true: derives a person's days in the transaction of the change that
 * affects them (a punch, a leave decision), regenerates a day for everyone, and revisits the days
 * that time alone changes (today's "not yet" once the shift begins; a day's hours once it is over).
 * Frappe HR marks attendance by a job that runs hours later; here the status is right at commit.
 */
import { ATTENDANCE_MODULE, ATTENDANCE_UPDATE_EVENT } from '@hrms/contracts/attendance';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import { ROLES } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { calendarDateIn, datesBetween, instantAt } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { findWorker, findWorkers, type Worker } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { DaySummary } from '../time-tracking/worked-time';
import {
  type AttendanceDayRow,
  companiesWithPeople,
  DERIVED_COLUMNS,
  type DerivedDayValues,
  type DerivedFields,
  deleteDerivedDays,
  keptDays,
  undecidedOn,
  unsettledPastDays,
  upsertDerivedDays,
} from './attendance-days.repository';
import { compactKeptCounts } from './attendance-rollups.repository';
import type { AttendanceSources } from './attendance-sources';
import { deriveDay } from './derive-day';

/** A day that changed: what `announce` tells of once the change has committed. */
export type AttendanceChange = AttendanceDayRow;

export interface AttendanceDerivationDeps {
  db: Database;
  clock: Clock;
  access: AccessService;
  realtime: RealtimeService;
  sources: AttendanceSources;
}

const NOTHING: DaySummary = {
  entries: 0,
  workedSeconds: 0,
  breakSeconds: 0,
  firstIn: null,
  lastOut: null,
  open: false,
};

/** Past this many people a read asks for the company's rows rather than a list of ids. */
const MANY_PEOPLE = 200;

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  return (a ?? null) === (b ?? null);
}

/** Whether a derived day says anything other than the one kept (or none is kept). */
function differs(kept: DerivedFields | undefined, fresh: DerivedDayValues): boolean {
  return !kept || DERIVED_COLUMNS.some((c) => !same(kept[c], fresh[c]));
}

/** Past this many changed people one broadcast to every role replaces a message per person. */
const BROADCAST_AFTER = 50;

export class AttendanceDerivationService {
  constructor(private readonly deps: AttendanceDerivationDeps) {}

  /**
   * Derives one person's days in the caller's transaction; answers the days that changed, to
   * `announce` once the transaction has committed.
   */
  async recompute(tx: Database, worker: Worker, dates: readonly string[]): Promise<AttendanceDayRow[]> {
    const sorted = [...new Set(dates)].sort();
    if (sorted.length === 0) return [];
    const { values, none } = await this.derive(tx, [worker], sorted[0]!, sorted.at(-1)!, sorted);
    await deleteDerivedDays(tx, worker.id, none.get(worker.id) ?? []);
    return this.write(tx, values);
  }

  /** Derives a person's days from `from` to `to` in the caller's transaction (a leave decided or cancelled). */
  async recomputeSpan(
    tx: Database,
    employeeId: string,
    from: string,
    to: string,
  ): Promise<AttendanceDayRow[]> {
    const worker = await findWorker(tx, employeeId);
    return worker ? this.recompute(tx, worker, datesBetween(from, to)) : [];
  }

  /** Derives again these dates (those some office has begun) for the company's people: a holiday changed. */
  async calendarChanged(
    tx: Database,
    companyId: string,
    dates: readonly string[],
  ): Promise<AttendanceDayRow[]> {
    const latest = calendarDateIn(this.deps.clock.now(), 'Etc/GMT-14');
    const begun = dates.filter((d) => d <= latest);
    if (begun.length === 0) return [];
    const workers = await findWorkers(tx, companyId);
    const changed: AttendanceDayRow[] = [];
    for (const date of begun) changed.push(...(await this.deriveMany(tx, workers, date)));
    return changed;
  }

  /** Derives one date for these people in the caller's transaction (a bulk mark makes their days first). */
  async deriveMany(tx: Database, workers: readonly Worker[], date: string): Promise<AttendanceDayRow[]> {
    const { values, none } = await this.derive(tx, workers, date, date);
    // A day outside someone's employment (their join date moved, they left) is not theirs to keep.
    for (const [employeeId, dates] of none) await deleteDerivedDays(tx, employeeId, dates);
    return this.write(tx, values);
  }

  /**
   * Derives every date from `from` to today for the company's people, in one transaction: the days of a
   * history written at once (the demo company's three months). Answers how many days it wrote.
   */
  async backfill(companyId: string, from: string): Promise<number> {
    const latest = calendarDateIn(this.deps.clock.now(), 'Etc/GMT-14');
    return withTransaction(this.deps.db, async (tx) => {
      const { values } = await this.derive(tx, await findWorkers(tx, companyId), from, latest);
      return (await this.write(tx, values)).length;
    });
  }

  /** Derives `date` for every active person of the company: idempotent, one transaction. */
  async regenerate(companyId: string, date: string): Promise<AttendanceDayRow[]> {
    return this.rederive(companyId, date);
  }

  /** Folds the running day counts (see `compactKeptCounts`); answers how many rows were folded. */
  compactCounts(): Promise<number> {
    return compactKeptCounts(this.deps.db);
  }

  /**
   * One pass of the clock (any process may run it; a pass that finds nothing new writes nothing):
   * each office's today for whoever has no day yet or is still "not yet" (absent once the shift has
   * begun), and the days not yet settled that are over in their person's zone, whose hours are
   * judged now. Days a punch keeps true are not read again. Answers how many days changed.
   */
  async revisit(): Promise<number> {
    const now = this.deps.clock.now();
    let changed = 0;
    for (const companyId of await companiesWithPeople(this.deps.db)) {
      const workers = await findWorkers(this.deps.db, companyId);
      const todays = new Map<string, string[]>();
      for (const w of workers) {
        const today = calendarDateIn(now, w.timeZone);
        // Appended in place: copying the list for every person is quadratic in the company's size.
        const ids = todays.get(today);
        if (ids) ids.push(w.id);
        else todays.set(today, [w.id]);
      }
      for (const [today, ids] of todays) {
        const undecided = await undecidedOn(this.deps.db, ids, today);
        if (undecided.length === 0) continue;
        const rows = await this.rederive(companyId, today, undecided);
        changed += rows.length;
        this.announce(rows);
      }
    }
    const due = new Map<string, string[]>();
    for (const day of await unsettledPastDays(this.deps.db, now)) {
      const key = `${day.companyId}|${day.date}`;
      const ids = due.get(key);
      if (ids) ids.push(day.employeeId);
      else due.set(key, [day.employeeId]);
    }
    for (const [key, ids] of due) {
      const [companyId, date] = key.split('|') as [string, string];
      const rows = await this.rederive(companyId, date, ids);
      changed += rows.length;
      this.announce(rows);
    }
    return changed;
  }

  /** Derives one date for these people (all the company's active people without ids). */
  private rederive(
    companyId: string,
    date: string,
    employeeIds?: readonly string[],
  ): Promise<AttendanceDayRow[]> {
    return withTransaction(this.deps.db, async (tx) =>
      this.deriveMany(tx, await findWorkers(tx, companyId, employeeIds), date),
    );
  }

  /** `attendance-update` (and the dashboard's) to each person, their managers and hr. */
  announce(rows: readonly AttendanceDayRow[]): void {
    if (rows.length === 0) return;
    const timestamp = this.deps.clock.now().toISOString();
    const emit = (
      target: Parameters<RealtimeService['emitTo']>[0],
      id: string,
      type: UpdatePayload['type'],
    ) => {
      this.deps.realtime.emitTo(target, ATTENDANCE_UPDATE_EVENT, {
        id,
        type,
        timestamp,
      } satisfies UpdatePayload);
      this.deps.realtime.emitTo(target, ServerEvent.dashboardUpdate, {
        module: ATTENDANCE_MODULE,
        timestamp,
      });
    };
    const people = new Set(rows.map((r) => r.employeeId));
    if (people.size > BROADCAST_AFTER) {
      emit({ roles: ROLES }, rows[0]!.date, 'update');
      return;
    }
    void (async () => {
      // Whom to tell is asked once a person, however many of their days changed.
      const followers = new Map<string, string[]>();
      for (const row of rows) {
        let users = followers.get(row.employeeId);
        if (!users) {
          users = await this.deps.access.followersOf([row.employeeId]);
          followers.set(row.employeeId, users);
        }
        emit({ users, roles: ['admin', 'hr'] }, row.id, 'update');
      }
    })().catch(() => undefined);
  }

  /**
   * Writes derived days and credits compensatory off for a weekend or holiday worked once that day
   * is over: half a day for the half-day threshold's hours, a whole day for twice them.
   */
  private async write(tx: Database, values: readonly DerivedDayValues[]): Promise<AttendanceDayRow[]> {
    if (values.length === 0) return [];
    // Only what differs from what is kept is written: a day regenerated for everyone writes the few
    // days that changed, not ten thousand that did not.
    const dates = values.map((v) => v.date).sort();
    const ids = [...new Set(values.map((v) => v.employeeId))];
    const kept = await keptDays(
      tx,
      ids.length > MANY_PEOPLE ? { companyId: values[0]!.companyId } : ids,
      dates[0]!,
      dates.at(-1)!,
    );
    const changed = await upsertDerivedDays(
      tx,
      values.filter((v) => differs(kept.get(`${v.employeeId}|${v.date}`), v)),
    );
    const earned = changed.filter(
      (d) =>
        d.settled && (d.derivedStatus === 'weekend' || d.derivedStatus === 'holiday') && d.workedMinutes > 0,
    );
    if (earned.length === 0) return changed;
    const workers = new Map(
      (
        await findWorkers(
          tx,
          earned[0]!.companyId,
          earned.map((d) => d.employeeId),
        )
      ).map((w) => [w.id, w]),
    );
    const rules = await this.deps.sources.rulesFor(tx, [...workers.values()]);
    for (const day of earned) {
      const worker = workers.get(day.employeeId);
      const rule = rules.get(day.employeeId);
      if (!worker || !rule) continue;
      const half = rule.halfDayHours * 60;
      if (day.workedMinutes < half) continue;
      await this.deps.sources.creditCompOff(tx, worker, day.date, day.workedMinutes >= 2 * half ? 1 : 0.5);
    }
    return changed;
  }

  /** The derived values of these people's days; `none` lists dates a person has no day on. */
  private async derive(
    db: Database,
    workers: readonly Worker[],
    from: string,
    to: string,
    only?: readonly string[],
  ): Promise<{ values: DerivedDayValues[]; none: Map<string, string[]> }> {
    const values: DerivedDayValues[] = [];
    const none = new Map<string, string[]>();
    if (workers.length === 0) return { values, none };
    const { sources, clock } = this.deps;
    const now = clock.now();
    const companyId = workers[0]!.companyId;
    const ids = workers.map((w) => w.id);
    // One after another: `db` is often a transaction, whose one connection takes a query at a time.
    const rules = await sources.rulesFor(db, workers);
    const summaries = await sources.daySummaries(db, companyId, ids, from, to, now);
    const leave = await sources.leaveDays(
      db,
      companyId,
      workers.length === 1 ? workers[0]!.id : null,
      from,
      to,
    );
    const calendars = new Map<string, Awaited<ReturnType<AttendanceSources['officeCalendar']>>>();
    for (const officeId of new Set(workers.map((w) => w.officeId ?? ''))) {
      calendars.set(officeId, await sources.officeCalendar(companyId, officeId || null, from, to, db));
    }
    const instants = new Map<string, Date>();
    const at = (date: string, time: string, zone: string) => {
      const key = `${date}|${time}|${zone}`;
      let instant = instants.get(key);
      if (!instant) {
        instant = instantAt(date, time, zone);
        instants.set(key, instant);
      }
      return instant;
    };
    const dates = only ?? datesBetween(from, to);
    for (const w of workers) {
      const rule = rules.get(w.id)!;
      const today = calendarDateIn(now, w.timeZone);
      const calendar = new Map(calendars.get(w.officeId ?? '')!.days.map((d) => [d.date, d]));
      for (const date of dates) {
        const day = calendar.get(date);
        const taken = leave.get(`${w.id}|${date}`);
        const derived = deriveDay({
          date,
          today,
          now,
          joinDate: w.joinDate,
          exitDate: w.exitDate,
          working: day?.working ?? true,
          reason: day?.reason ?? null,
          holidayName: day?.holidays.find((h) => h.type !== 'optional')?.name ?? null,
          leaveCentidays: taken?.centidays ?? 0,
          leaveTypeCode: taken?.code ?? null,
          shiftStart: at(date, rule.shiftStart, w.timeZone),
          shiftEnd: at(date, rule.shiftEnd, w.timeZone),
          graceMinutes: rule.graceMinutes,
          halfDayHours: rule.halfDayHours,
          overtimeAfterHours: rule.overtimeAfterHours,
          worked: summaries.get(`${w.id}|${date}`) ?? NOTHING,
        });
        if (!derived) {
          none.set(w.id, [...(none.get(w.id) ?? []), date]);
          continue;
        }
        values.push({
          ...derived,
          companyId: w.companyId,
          employeeId: w.id,
          sortName: w.name.toLowerCase(),
          date,
          derivedStatus: derived.status,
          updatedAt: now,
        });
      }
    }
    return { values, none };
  }
}
