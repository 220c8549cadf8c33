/**
 * The clock (decision 017): clock-in, breaks and clock-out, one's status, entries recorded on an
 * approved regularisation, and entries left open closed by the clock's pass.
 *
 * Rules:
 * - clocked_out → clock-in → working ⇄ break → on_break; clock-out from working or a break. Any
 *   other action is a 409 naming the state. One open entry a person and one open break an entry
 *   are held by partial unique indexes (`insert … on conflict do nothing`); a break or a clock-out
 *   locks the open entry. Server time only; each entry keeps the address and device it came from.
 * - Each punch tells of itself in its own transaction (`clock.punched`), where attendance derives
 *   the person's day, so the day's status is right the moment the punch commits.
 * - Clock-ins may be limited to office networks (CIDR). An entry left open past the shift end plus
 *   the setting's hours is closed at the shift end and flagged for review, never silently.
 */
import { ServerEvent } from '@hrms/contracts/realtime';
import type { Role } from '@hrms/contracts/roles';
import {
  CLOCK_ACTION_FROM,
  type ClockAction,
  type ClockState,
  type ClockStatus,
  type ClockStatusUpdated,
  TIME_TRACKING_MODULE,
} from '@hrms/contracts/time-tracking';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { calendarDateIn, instantAt, timeOfDayIn } from '../../lib/calendar-date';
import { addressInNetworks } from '../../lib/network';
import type { ClientInfo } from '../../lib/request-actor';
import { describeDevice, deviceLabel } from '../../lib/user-agent';
import { findWorker, type Worker } from '../../people/people.repository';
import {
  allOpenEntries,
  closeEntry,
  compactEntryCounts,
  endBreak,
  entriesBetween,
  flagEntry,
  insertClosedEntry,
  insertOpenEntry,
  openEntry,
  overlappingEntries,
  startBreak,
} from './time-tracking.repository';
import {
  clockConflict,
  ownWorker,
  sinceOf,
  stateOfEntry,
  type TimeTrackingDeps,
  toEntry,
} from './time-tracking-context';
import type { TimeTrackingSettingsService } from './time-tracking-settings.service';
import { summariseDay, workedTime } from './worked-time';

const HR_ROLES: readonly Role[] = ['admin', 'hr'];
const AUTO_CLOSE_FLAG = 'Left open: closed at the shift end';

export class TimeTrackingClockService {
  constructor(
    private readonly deps: TimeTrackingDeps,
    private readonly rules: TimeTrackingSettingsService,
  ) {}

  // ------------------------------------------------------------------------------- the clock

  async status(actor: Actor): Promise<ClockStatus> {
    requirePermission(actor, 'time-tracking:self');
    const worker = await ownWorker(this.deps, actor);
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
    const worker = await ownWorker(this.deps, actor);
    const settings = await this.rules.currentSettings();
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
    await withTransaction(this.deps.db, async (tx) => {
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
        await this.deps.events.emit(tx, 'clock.punched', { worker, dates: [workDate] });
        return;
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
      await this.deps.events.emit(tx, 'clock.punched', { worker, dates: [entry.workDate] });
    });
    const status = await this.statusOf(worker);
    this.announce(worker, status);
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
    const settings = await this.rules.currentSettings();
    const now = this.deps.clock.now();
    let closed = 0;
    for (const entry of await allOpenEntries(this.deps.db)) {
      const worker = await findWorker(this.deps.db, entry.employeeId);
      if (!worker) continue;
      const rule = (await this.rules.rulesFor(this.deps.db, [worker])).get(worker.id)!;
      const shiftEnd = instantAt(entry.workDate, rule.shiftEnd, worker.timeZone);
      if (now.getTime() < shiftEnd.getTime() + settings.autoCloseAfterHours * 3_600_000) continue;
      const at = entry.clockIn > shiftEnd ? entry.clockIn : shiftEnd;
      const changed = await withTransaction(this.deps.db, async (tx) => {
        // Locked and read again: the person may have clocked out meanwhile.
        const still = await openEntry(tx, worker.id, { lock: true });
        if (still?.id !== entry.id) return false;
        await closeEntry(tx, entry.id, {
          clockOut: at,
          clockOutAddress: null,
          clockOutDevice: null,
          autoClosed: true,
          flag: AUTO_CLOSE_FLAG,
          note: entry.note,
          updatedAt: now,
        });
        await this.deps.events.emit(tx, 'clock.punched', { worker, dates: [entry.workDate] });
        return true;
      });
      if (!changed) continue;
      closed += 1;
      this.announce(worker, await this.statusOf(worker));
    }
    return closed;
  }

  // ------------------------------------------------------------------------------- helpers

  private async statusOf(worker: Worker): Promise<ClockStatus> {
    const now = this.deps.clock.now();
    const today = calendarDateIn(now, worker.timeZone);
    const [settings, rules, entries, open] = await Promise.all([
      this.rules.currentSettings(),
      this.rules.rulesFor(this.deps.db, [worker]),
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
      openEntry: open ? toEntry(open, person, now, settings) : null,
    };
  }

  private async stateOf(db: Database, employeeId: string): Promise<ClockState> {
    return stateOfEntry(await openEntry(db, employeeId));
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
