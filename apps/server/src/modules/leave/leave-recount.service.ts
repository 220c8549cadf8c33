/**
 * Leave counted again when the office calendar changes (decision 028): a holiday saved over approved
 * leave gives its days back (the holidays module asks, holiday-leave.ts), and a change to holidays,
 * an office's weekend or a person's office recounts the live leave it reaches, in the transaction of
 * that change and under the person's row lock, as asking and cancelling hold it.
 */

import type { LeaveOnHoliday } from '@hrms/contracts/holidays';
import { fromCentidays, LEAVE_MODULE, leaveRequestLink } from '@hrms/contracts/leave';
import { type Database, withTransaction } from '../../db/client';
import type { Actor } from '../../lib/access';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import { findPeople } from '../../people/people.repository';
import type { Notice } from '../notifications/notifications.service';
import { findLeaveType } from './leave.repository';
import { countDays, daysText, rangeText, shareOf } from './leave-days';
import type { LeaveDecisionsService } from './leave-decisions.service';
import {
  approvedCovering,
  findRequestView,
  type LeaveRequestView,
  type RecountReach,
  requestsToRecount,
} from './leave-request-lists.repository';
import { announce, type LeaveRequestsDeps, snapshot } from './leave-request-rules';
import {
  balanceOf,
  findPerson,
  findRequest,
  insertLedger,
  type LeaveRequestRow,
  lockPerson,
  officeName,
  updateRequest,
} from './leave-requests.repository';

export class LeaveRecountService {
  constructor(
    private readonly deps: LeaveRequestsDeps,
    /** Who decides for whom: a pending request's approvers hear that it counts differently. */
    private readonly deciders: Pick<LeaveDecisionsService, 'approversToTell'>,
  ) {}

  /** The holidays module's question (holiday-leave.ts): approved leave a holiday meets, and its days back. */
  async impactOn(
    companyId: string,
    date: string,
    officeIds: readonly string[] | null,
    planned: boolean,
    db: Database = this.deps.db,
  ): Promise<LeaveOnHoliday[]> {
    const rows = await approvedCovering(db, companyId, date, officeIds);
    const impact: LeaveOnHoliday[] = [];
    for (const row of rows) {
      if (row.typeCountsWeekendsAndHolidays) continue;
      const back = planned
        ? await this.shareWorked(companyId, row, date, db)
        : row.centidays - (await this.recount(companyId, row, db));
      if (back > 0) {
        impact.push({
          requestId: row.id,
          employee: { id: row.employeeId, name: `${row.firstName} ${row.lastName}` },
          leaveType: { code: row.typeCode, name: row.typeName },
          startDate: row.startDate,
          endDate: row.endDate,
          daysBack: fromCentidays(back),
        });
      }
    }
    return impact;
  }

  /** Counts again the approved leave a saved holiday meets and gives back the difference. */
  async refundFor(
    actor: Actor,
    companyId: string,
    date: string,
    officeIds: readonly string[] | null,
    reason: string,
  ): Promise<LeaveOnHoliday[]> {
    const given: LeaveOnHoliday[] = [];
    const notices: Notice[] = [];
    const changed: LeaveRequestRow[] = [];
    for (const item of await this.impactOn(companyId, date, officeIds, false)) {
      await withTransaction(this.deps.db, async (tx) => {
        const known = await findRequest(tx, item.requestId);
        if (!known) return;
        await lockPerson(tx, known.employeeId);
        const before = await findRequest(tx, item.requestId, { lock: true });
        if (before?.status !== 'approved') return;
        const view = await findRequestView(tx, before.id);
        if (!view) return;
        const centidays = await this.recount(companyId, view, tx);
        const back = before.centidays - centidays;
        if (back <= 0) return;
        const now = this.deps.clock.now();
        const after = await updateRequest(tx, before.id, { centidays, updatedAt: now });
        await insertLedger(tx, [
          {
            companyId,
            employeeId: before.employeeId,
            leaveTypeId: before.leaveTypeId,
            leaveYear: before.leaveYear,
            kind: 'restoration',
            centidays: back,
            requestId: before.id,
            reason,
            createdBy: actor.userId,
            createdAt: now,
          },
        ]);
        await this.deps.audit.record(tx, actor, {
          action: 'leave.request.refund',
          entityType: 'leave_request',
          entityId: before.id,
          before: snapshot(before),
          after: snapshot(after),
          reason,
        });
        const [brief] = (await findPeople(tx, [before.employeeId])).values();
        if (brief?.userId) {
          notices.push(
            ...(await this.deps.notifications.store(tx, [brief.userId], {
              type: 'success',
              event: 'leaveDecided',
              title: 'Leave given back',
              message: `${daysText(back)} of your leave ${rangeText(before)} went back to your balance: ${reason}`,
              module: LEAVE_MODULE,
              link: leaveRequestLink(before.id),
            })),
          );
        }
        changed.push(after);
        given.push({ ...item, daysBack: fromCentidays(back) });
      });
    }
    this.deps.notifications.deliver(notices);
    for (const row of changed) await announce(this.deps, row, 'update');
    return given;
  }

  /**
   * The office calendar changed in `tx` (a holiday added, changed or removed, an office's weekend, a
   * person's office): the live leave it reaches is counted again there, under the ledger's locks
   * (decision 028). A pending request holds what it now counts; approved leave not yet over gets the
   * difference back, or is charged the days it gained when the balance allows; a request left with
   * no working day is cancelled. Each request counted again is audited, and the person and their
   * approver are told once the change has committed: what the answer does.
   */
  async calendarChanged(
    tx: Database,
    actor: Actor,
    companyId: string,
    reach: RecountReach,
    reason: string,
  ): Promise<() => Promise<void>> {
    // Approved leave ended before today (in any zone) keeps its count: it may have been paid on.
    const yesterday = addDays(calendarDateIn(this.deps.clock.now(), 'UTC'), -1);
    const found = (await requestsToRecount(tx, companyId, reach, yesterday)).filter(
      (r) =>
        r.status === 'pending' ||
        r.endDate >= calendarDateIn(this.deps.clock.now(), r.timeZone ?? DEFAULT_TIME_ZONE),
    );
    const notices: Notice[] = [];
    const changed: LeaveRequestRow[] = [];
    let lockedPerson: string | undefined;
    for (const item of found) {
      if (lockedPerson !== item.employeeId) {
        await lockPerson(tx, item.employeeId);
        lockedPerson = item.employeeId;
      }
      const outcome = await this.recountOne(tx, actor, item.id, reason);
      if (!outcome) continue;
      notices.push(...outcome.notices);
      changed.push(outcome.row);
    }
    return async () => {
      this.deps.notifications.deliver(notices);
      for (const row of changed) await announce(this.deps, row, 'update');
    };
  }

  /** A person's office changed in `tx`: their live leave is counted in the new office's calendar. */
  async officeChanged(tx: Database, actor: Actor, employeeId: string): Promise<() => Promise<void>> {
    const person = await findPerson(tx, employeeId);
    if (!person) return async () => {};
    const office = person.officeId ? await officeName(tx, person.officeId) : null;
    return this.calendarChanged(
      tx,
      actor,
      person.companyId,
      { kind: 'person', employeeId },
      office ? `you now work from the ${office} office` : 'you no longer belong to an office',
    );
  }

  /** One request counted again, its person's row already locked; nothing when its count stands. */
  private async recountOne(
    tx: Database,
    actor: Actor,
    id: string,
    reason: string,
  ): Promise<{ row: LeaveRequestRow; notices: Notice[] } | undefined> {
    const before = await findRequest(tx, id, { lock: true });
    if (before?.status !== 'pending' && before?.status !== 'approved') return undefined;
    const view = await findRequestView(tx, id);
    if (!view) return undefined;
    const counted = await this.recount(before.companyId, view, tx);
    if (counted === before.centidays) return undefined;
    const approved = before.status === 'approved';
    const now = this.deps.clock.now();
    const ledger = (centidays: number) =>
      insertLedger(tx, [
        {
          companyId: before.companyId,
          employeeId: before.employeeId,
          leaveTypeId: before.leaveTypeId,
          leaveYear: before.leaveYear,
          kind: 'restoration',
          centidays,
          requestId: before.id,
          reason: capitalised(reason),
          createdBy: actor.userId,
          createdAt: now,
        },
      ]);
    const range = rangeText(before);
    let after: LeaveRequestRow;
    let charged = true;
    let told: { title: string; mine: string; theirs: string };
    const [brief] = (await findPeople(tx, [before.employeeId])).values();
    const name = brief?.name ?? 'Someone';
    if (counted === 0) {
      // No working day left to take off: the request has nothing to ask for.
      after = await updateRequest(tx, id, {
        status: 'cancelled',
        cancelledBy: actor.userId,
        cancelledAt: now,
        cancelReason: `No working day left: ${reason}`,
        updatedAt: now,
      });
      if (approved) await ledger(before.centidays);
      told = {
        title: 'Leave cancelled',
        mine: `Your leave ${range} was cancelled, as it has no working day left: ${reason}.${approved ? ` ${daysText(before.centidays)} went back to your balance.` : ''}`,
        theirs: `${name}’s leave ${range} was cancelled, as it has no working day left: ${reason}.`,
      };
    } else if (counted < before.centidays || !approved || (await this.mayCharge(tx, before, counted))) {
      after = await updateRequest(tx, id, { centidays: counted, updatedAt: now });
      if (approved) await ledger(before.centidays - counted);
      const change = `now counts ${daysText(counted)} instead of ${daysText(before.centidays)}: ${reason}`;
      const balance = !approved
        ? ''
        : counted < before.centidays
          ? ` ${daysText(before.centidays - counted)} went back to your balance.`
          : ` ${daysText(counted - before.centidays)} more was taken from your balance.`;
      told = {
        title: approved && counted < before.centidays ? 'Leave given back' : 'Leave counted again',
        mine: `Your leave ${approved ? '' : 'request '}${range} ${change}.${balance}`,
        theirs: `${name}’s leave ${approved ? '' : 'request '}${range} ${change}.`,
      };
    } else {
      // Approved leave that gained days its balance cannot pay for keeps its count, noted for hr.
      after = before;
      charged = false;
      const more = daysText(counted - before.centidays);
      told = {
        title: 'Leave counted again',
        mine: `Your leave ${range} would now count ${daysText(counted)}: ${reason}. Your balance does not hold the ${more} more, so it still counts ${daysText(before.centidays)}.`,
        theirs: `${name}’s leave ${range} would now count ${daysText(counted)}: ${reason}. Their balance does not hold the ${more} more, so it still counts ${daysText(before.centidays)}.`,
      };
    }
    await this.deps.audit.record(tx, actor, {
      action: 'leave.request.recount',
      entityType: 'leave_request',
      entityId: id,
      before: snapshot(before),
      after: charged
        ? snapshot(after)
        : { ...snapshot(after), counted: fromCentidays(counted), charged: false },
      reason: capitalised(reason),
    });
    const approvers = (
      approved
        ? before.decidedBy
          ? [before.decidedBy]
          : []
        : before.approvalLevel === 2
          ? await this.deps.access.holdersOf('employees:write', tx)
          : await this.deciders.approversToTell(tx, before.employeeId)
    ).filter((u) => u !== actor.userId && u !== brief?.userId);
    const link = leaveRequestLink(id);
    const notices = [
      ...(brief?.userId && brief.userId !== actor.userId
        ? await this.deps.notifications.store(tx, [brief.userId], {
            type: counted === 0 ? 'warning' : 'info',
            event: 'leaveDecided',
            title: told.title,
            message: told.mine,
            module: LEAVE_MODULE,
            link,
          })
        : []),
      ...(await this.deps.notifications.store(tx, approvers, {
        type: 'info',
        event: approved || counted === 0 ? 'leaveDecided' : 'approvalWaiting',
        title: counted === 0 ? 'Leave cancelled' : 'Leave counted again',
        message: told.theirs,
        module: LEAVE_MODULE,
        link,
      })),
    ];
    if (approved && charged) {
      await this.deps.events.emit(tx, 'leave.changed', {
        employeeId: before.employeeId,
        from: before.startDate,
        to: before.endDate,
      });
    }
    return { row: after, notices };
  }

  /** Whether approved leave may be charged the days it gained: its balance (less what is pending) holds them. */
  private async mayCharge(tx: Database, before: LeaveRequestRow, counted: number): Promise<boolean> {
    const type = await findLeaveType(tx, before.companyId, before.leaveTypeId);
    if (!type?.tracksBalance || type.allowNegativeBalance) return true;
    const sums = await balanceOf(tx, before.employeeId, before.leaveTypeId, before.leaveYear);
    return sums.ledger - sums.pending >= counted - before.centidays;
  }

  /** The share of `date` the leave takes when the date is worked in the person's office now; else 0. */
  private async shareWorked(companyId: string, row: LeaveRequestView, date: string, db: Database) {
    const { days } = await this.deps.holidays.officeCalendar(companyId, row.officeId, date, date, db);
    return days[0]?.working ? shareOf(row, date) : 0;
  }

  /** The leave's days counted with the office calendar as it is now. */
  private async recount(companyId: string, row: LeaveRequestView, db: Database): Promise<number> {
    const { days } = await this.deps.holidays.officeCalendar(
      companyId,
      row.officeId,
      row.startDate,
      row.endDate,
      db,
    );
    return countDays(days, row, row.typeCountsWeekendsAndHolidays).centidays;
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
