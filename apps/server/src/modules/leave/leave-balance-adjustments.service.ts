/**
 * Hr and admin change a balance by hand: an adjustment with a reason, or compensatory off granted
 * for a weekend or holiday worked; compensatory off is also credited from the clock. Each is a
 * ledger entry written under the person's row lock; the change is audited and the person told.
 */
import {
  type CompOffGrantBody,
  CompOffGrantBodySchema,
  fromCentidays,
  LEAVE_MODULE,
  type LeaveAdjustmentBody,
  type LeaveBalanceResponse,
  toCentidays,
} from '@hrms/contracts/leave';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays, calendarDateIn } from '../../lib/calendar-date';
import { findPeople } from '../../people/people.repository';
import type { Notice } from '../notifications/notifications.service';
import { findLeaveType, listLeaveTypes } from './leave.repository';
import type { LeaveBalanceReadsService } from './leave-balance-reads.service';
import { announce, type LeaveBalancesDeps, thisYear } from './leave-balances-context';
import { daysText, whenText } from './leave-days';
import { balanceOf, insertLedger, lockPerson } from './leave-requests.repository';

export class LeaveBalanceAdjustmentsService {
  constructor(
    private readonly deps: LeaveBalancesDeps,
    private readonly reads: Pick<LeaveBalanceReadsService, 'balance'>,
  ) {}

  /** Hr adds or takes away days, with a reason; the person is told. */
  async adjust(actor: Actor, body: LeaveAdjustmentBody): Promise<LeaveBalanceResponse> {
    requirePermission(actor, 'employees:write');
    await this.deps.access.require({ actor, permission: 'employees:write', ids: [body.employeeId] });
    const centidays = toCentidays(body.days);
    let notices: Notice[] = [];
    const person = await withTransaction(this.deps.db, async (tx) => {
      const locked = await lockPerson(tx, body.employeeId);
      if (!locked) throw new AppError('NOT_FOUND', 'Employee not found.');
      const type = await findLeaveType(tx, locked.companyId, body.leaveTypeId);
      if (!type) throw validationFailed([{ field: 'body.leaveTypeId', message: 'Unknown leave type' }]);
      if (!type.tracksBalance) {
        throw validationFailed([
          { field: 'body.leaveTypeId', message: `${type.name} keeps no balance to adjust` },
        ]);
      }
      const year = thisYear(this.deps, locked);
      const before = await balanceOf(tx, locked.id, type.id, year);
      const after = before.ledger + centidays;
      if (centidays < 0 && !type.allowNegativeBalance && after - before.pending < 0) {
        throw new AppError(
          'CONFLICT',
          `That would leave ${locked.name} with less ${type.name.toLowerCase()} than their requests hold: ${daysText(Math.max(0, before.ledger - before.pending))} can be taken away.`,
        );
      }
      const now = this.deps.clock.now();
      await insertLedger(tx, [
        {
          companyId: locked.companyId,
          employeeId: locked.id,
          leaveTypeId: type.id,
          leaveYear: year,
          kind: 'adjustment',
          centidays,
          reason: body.reason,
          createdBy: actor.userId,
          createdAt: now,
        },
      ]);
      await this.deps.audit.record(tx, actor, {
        action: 'leave.balance.adjust',
        entityType: 'leave_balance',
        entityId: locked.id,
        before: { leaveType: type.code, year, days: fromCentidays(before.ledger) },
        after: { leaveType: type.code, year, days: fromCentidays(after) },
        reason: body.reason,
      });
      const [brief] = (await findPeople(tx, [locked.id])).values();
      if (brief?.userId && brief.userId !== actor.userId) {
        notices = await this.deps.notifications.store(tx, [brief.userId], {
          type: 'info',
          event: 'leaveBalance',
          title: 'Leave balance changed',
          message: `${centidays > 0 ? 'Added' : 'Taken away'}: ${daysText(Math.abs(centidays))} of ${type.name.toLowerCase()}. ${body.reason}`,
          module: LEAVE_MODULE,
          link: '/leave-management',
        });
      }
      return locked;
    });
    this.deps.notifications.deliver(notices);
    await announce(this.deps, person.id);
    return this.reads.balance(actor, { employeeId: person.id });
  }

  /**
   * Compensatory off earned at the clock: attendance credits a weekend or holiday worked, once the
   * day is over, in its own transaction (no actor: the clock's record is the proof). The company's
   * type credited only by grant (code CO first); once per day worked, as hr's grant is, so a day hr
   * granted by hand is not credited twice. Answers whether it credited.
   */
  async creditCompOff(
    tx: Database,
    person: { id: string; companyId: string },
    workedOn: string,
    days: 0.5 | 1,
  ): Promise<boolean> {
    const types = (await listLeaveTypes(tx, person.companyId)).filter(
      (t) => t.active && t.tracksBalance && t.accrual === 'none' && !t.optionalHolidays,
    );
    const type = types.find((t) => t.code === 'CO') ?? types[0];
    if (!type) return false;
    const { compOffExpiryDays } = await this.deps.settings.currentSettings(tx);
    const centidays = toCentidays(days);
    const expiresOn = addDays(workedOn, compOffExpiryDays);
    const added = await insertLedger(tx, [
      {
        companyId: person.companyId,
        employeeId: person.id,
        leaveTypeId: type.id,
        leaveYear: Number(workedOn.slice(0, 4)),
        kind: 'grant',
        centidays,
        period: `worked:${workedOn}`,
        expiresOn,
        reason: `Worked ${whenText(workedOn)} (from the clock)`,
        createdBy: null,
        createdAt: this.deps.clock.now(),
      },
    ]);
    if (added === 0) return false;
    // Kept in the bell with the credit (the caller's transaction); it is read at the person's next
    // look rather than pushed, since the transaction is not this service's to see committed.
    const [brief] = (await findPeople(tx, [person.id])).values();
    if (brief?.userId) {
      await this.deps.notifications.store(tx, [brief.userId], {
        type: 'success',
        event: 'leaveBalance',
        title: 'Compensatory off credited',
        message: `${daysText(centidays)} of ${type.name.toLowerCase()} for working on ${whenText(workedOn)}; use it by ${whenText(expiresOn)}.`,
        module: LEAVE_MODULE,
        link: '/leave-management',
      });
    }
    return true;
  }

  /**
   * Compensatory off: hr credits a weekend or holiday the person worked (by the office calendar),
   * once per day worked, usable for the setting's days after it; the person is told.
   */
  async grantCompOff(actor: Actor, input: CompOffGrantBody): Promise<LeaveBalanceResponse> {
    requirePermission(actor, 'employees:write');
    const body = CompOffGrantBodySchema.parse(input);
    await this.deps.access.require({ actor, permission: 'employees:write', ids: [body.employeeId] });
    const { compOffExpiryDays } = await this.deps.settings.currentSettings();
    let notices: Notice[] = [];
    const person = await withTransaction(this.deps.db, async (tx) => {
      const locked = await lockPerson(tx, body.employeeId);
      if (!locked) throw new AppError('NOT_FOUND', 'Employee not found.');
      const type = await findLeaveType(tx, locked.companyId, body.leaveTypeId);
      if (!type?.tracksBalance || type.accrual !== 'none') {
        throw validationFailed([
          {
            field: 'body.leaveTypeId',
            message: 'Choose a type credited only by grant, such as compensatory off',
          },
        ]);
      }
      const today = calendarDateIn(this.deps.clock.now(), locked.timeZone);
      if (body.workedOn > today) {
        throw validationFailed([
          { field: 'body.workedOn', message: 'Compensatory off is for a day already worked' },
        ]);
      }
      const { days } = await this.deps.holidays.officeCalendar(
        locked.companyId,
        locked.officeId,
        body.workedOn,
        body.workedOn,
        tx,
      );
      if (days[0]?.working) {
        throw validationFailed([
          {
            field: 'body.workedOn',
            message: `${whenText(body.workedOn)} was a working day in ${locked.name}’s office: compensatory off is earned on a weekend or a holiday`,
          },
        ]);
      }
      const expiresOn = addDays(body.workedOn, compOffExpiryDays);
      const centidays = toCentidays(body.days);
      const added = await insertLedger(tx, [
        {
          companyId: locked.companyId,
          employeeId: locked.id,
          leaveTypeId: type.id,
          leaveYear: Number(today.slice(0, 4)),
          kind: 'grant',
          centidays,
          period: `worked:${body.workedOn}`,
          expiresOn,
          reason: body.reason,
          createdBy: actor.userId,
          createdAt: this.deps.clock.now(),
        },
      ]);
      if (added === 0) {
        throw new AppError(
          'CONFLICT',
          `Compensatory off for ${whenText(body.workedOn)} was granted already.`,
        );
      }
      await this.deps.audit.record(tx, actor, {
        action: 'leave.balance.adjust',
        entityType: 'leave_balance',
        entityId: locked.id,
        before: null,
        after: { leaveType: type.code, grant: body.days, workedOn: body.workedOn, expiresOn },
        reason: body.reason,
      });
      const [brief] = (await findPeople(tx, [locked.id])).values();
      if (brief?.userId && brief.userId !== actor.userId) {
        notices = await this.deps.notifications.store(tx, [brief.userId], {
          type: 'success',
          event: 'leaveBalance',
          title: 'Compensatory off granted',
          message: `${daysText(centidays)} of ${type.name.toLowerCase()} for working on ${whenText(body.workedOn)}; use it by ${whenText(expiresOn)}.`,
          module: LEAVE_MODULE,
          link: '/leave-management',
        });
      }
      return locked;
    });
    this.deps.notifications.deliver(notices);
    await announce(this.deps, person.id);
    return this.reads.balance(actor, { employeeId: person.id });
  }
}
