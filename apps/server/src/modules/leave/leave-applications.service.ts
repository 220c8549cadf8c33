/**
 * Asking for leave and cancelling it (spec §7 "Leave"; rules are product decisions, issue #12):
 * - A request counts working days in the person's office calendar, halves as 0.5; the type may
 *   count weekends and holidays inside it too. It stays inside one leave year (the calendar year);
 *   the next year is asked for against its own balance once it opens, the setting's days before
 *   1 January (decision 031).
 * - Overlapping requests are refused; pending requests hold their days, so two requests cannot spend
 *   the same balance. Both are checked under a lock on the person's row, in the transaction that
 *   writes the request: concurrent requests are checked one after another.
 * - The requester cancels a pending request any time and an approved one before it starts; hr and
 *   admin cancel any time, or cut a started leave short; what was deducted is given back.
 */

import { PROOF_TYPES } from '@hrms/contracts/documents';
import type { FieldIssue } from '@hrms/contracts/errors';
import type { CalendarDay } from '@hrms/contracts/holidays';
import {
  type CancelLeaveBody,
  CancelLeaveBodySchema,
  fromCentidays,
  LEAVE_MODULE,
  type LeavePreview,
  type LeaveRequest,
  type LeaveRequestInput,
  leaveRequestLink,
} from '@hrms/contracts/leave';
import { employeeScope } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE, daysFrom } from '../../lib/calendar-date';
import { findPeople } from '../../people/people.repository';
import type { Notice } from '../notifications/notifications.service';
import { findLeaveType, type LeaveTypeRow } from './leave.repository';
import { typeAppliesTo } from './leave.service';
import {
  type CountedDay,
  countDays,
  daysText,
  type LeaveSpan,
  overlaps,
  rangeText,
  whenText,
} from './leave-days';
import type { LeaveDecisionsService } from './leave-decisions.service';
import type { LeavePerson } from './leave-person';
import { announce, type LeaveRequestsDeps, notFound, presentRequest, snapshot } from './leave-request-rules';
import {
  accrue,
  balanceOf,
  findPerson,
  findRequest,
  insertLedger,
  insertRequest,
  type LeaveRequestRow,
  liveRequestsBetween,
  lockPerson,
  updateRequest,
} from './leave-requests.repository';
import { bookableFrom, openNextYear } from './leave-year';

/** What a request's dates count, and what would refuse it. */
interface Assessment {
  type: LeaveTypeRow | undefined;
  centidays: number;
  dates: CountedDay[];
  issues: FieldIssue[];
  /** A live request of the person's that meets these dates. */
  clash: LeaveRequestRow | undefined;
  /**
   * The balance of the request's leave year a new request may spend, and the shortfall; null for a
   * type without a balance.
   */
  balance: { year: number; available: number; short: boolean } | null;
  /** Whether the type asks for a certificate for a leave this long. */
  attachmentRequired: boolean;
}

export class LeaveApplicationsService {
  constructor(
    private readonly deps: LeaveRequestsDeps,
    /** Who decides for whom: told of a new request, and shown whether they may decide it. */
    private readonly deciders: Pick<LeaveDecisionsService, 'deciderOf' | 'approversToTell'>,
  ) {}

  // ------------------------------------------------------------------------------- asking

  /** What a request would count and whether it would be accepted: the form's live answer. */
  async preview(actor: Actor, body: LeaveRequestInput): Promise<LeavePreview> {
    const person = await this.requester(actor, this.deps.db);
    const a = await this.assess(this.deps.db, person, body);
    const issues = [...a.issues];
    if (a.clash) issues.push({ field: 'body.startDate', message: this.clashText(a.clash) });
    if (a.balance?.short && a.type) {
      issues.push({
        field: 'body.leaveTypeId',
        message: this.shortText(a.type, a.balance.available, a.centidays),
      });
    }
    return {
      days: fromCentidays(a.centidays),
      dates: a.dates.map((d) => ({
        date: d.date,
        counted: fromCentidays(d.centidays),
        reason: d.reason,
        holiday: d.holiday,
      })),
      balance: a.balance
        ? {
            year: a.balance.year,
            available: fromCentidays(a.balance.available),
            after: fromCentidays(a.balance.available - a.centidays),
          }
        : null,
      attachmentRequired: a.attachmentRequired,
      issues,
    };
  }

  async request(actor: Actor, body: LeaveRequestInput): Promise<LeaveRequest> {
    let notices: Notice[] = [];
    const row = await withTransaction(this.deps.db, async (tx) => {
      const person = await this.requester(actor, tx, { lock: true });
      const a = await this.assess(tx, person, body);
      if (a.issues.length > 0 || !a.type) throw validationFailed(a.issues);
      if (a.clash) throw new AppError('CONFLICT', this.clashText(a.clash));
      if (a.balance?.short) {
        throw new AppError('CONFLICT', this.shortText(a.type, a.balance.available, a.centidays));
      }
      const now = this.deps.clock.now();
      const created = await insertRequest(tx, {
        companyId: person.companyId,
        employeeId: person.id,
        leaveTypeId: a.type.id,
        startDate: body.startDate,
        endDate: body.endDate,
        startHalf: body.startHalf,
        endHalf: body.endHalf,
        leaveYear: Number(body.startDate.slice(0, 4)),
        centidays: a.centidays,
        reason: body.reason || null,
        attachmentId: body.attachmentId,
        createdAt: now,
        updatedAt: now,
      });
      await this.deps.audit.record(tx, actor, {
        action: 'leave.request.create',
        entityType: 'leave_request',
        entityId: created.id,
        before: null,
        after: snapshot(created),
      });
      notices = await this.deps.notifications.store(tx, await this.deciders.approversToTell(tx, person.id), {
        type: 'info',
        event: 'approvalWaiting',
        title: 'Leave request',
        message: `${person.name} asks for ${daysText(a.centidays)} of ${a.type.name.toLowerCase()}, ${rangeText(body)}.`,
        module: LEAVE_MODULE,
        link: leaveRequestLink(created.id),
      });
      return created;
    });
    this.deps.notifications.deliver(notices);
    await announce(this.deps, row, 'create');
    return presentRequest(this.deps, this.deciders, actor, row.id);
  }

  /** The person asking: the actor's own record, locked for the transaction when writing. */
  private async requester(
    actor: Actor,
    db: Database,
    options: { lock?: boolean } = {},
  ): Promise<LeavePerson> {
    requirePermission(actor, 'leave:self');
    if (!actor.employeeId) {
      throw new AppError('FORBIDDEN', 'Only someone with an employee record can ask for leave.');
    }
    const person = options.lock
      ? await lockPerson(db, actor.employeeId)
      : await findPerson(db, actor.employeeId);
    if (!person) throw new AppError('FORBIDDEN', 'Only someone with an employee record can ask for leave.');
    return person;
  }

  private async assess(db: Database, person: LeavePerson, body: LeaveRequestInput): Promise<Assessment> {
    const issues: FieldIssue[] = [];
    const type = await findLeaveType(db, person.companyId, body.leaveTypeId);
    const { days } = await this.deps.holidays.officeCalendar(
      person.companyId,
      person.officeId,
      body.startDate,
      body.endDate,
      db,
    );
    const empty = {
      type,
      centidays: 0,
      dates: [],
      clash: undefined,
      balance: null,
      attachmentRequired: false,
    };
    if (!type || !typeAppliesTo(type, person)) {
      issues.push({
        field: 'body.leaveTypeId',
        message:
          type?.active === false
            ? `${type.name} is no longer offered`
            : 'This leave type does not apply to you',
      });
      return { ...empty, issues };
    }
    if (!type.halfDayAllowed && (body.startHalf !== 'full' || body.endHalf !== 'full')) {
      issues.push({
        field: body.startHalf !== 'full' ? 'body.startHalf' : 'body.endHalf',
        message: `${type.name} is taken in whole days only`,
      });
    }
    if (body.startDate < person.joinDate) {
      issues.push({
        field: 'body.startDate',
        message: `You joined on ${whenText(person.joinDate)}: leave starts after that`,
      });
    }
    if (type.optionalHolidays) issues.push(...optionalHolidayIssues(type, days, body));
    const counted = countDays(days, body, type.countsWeekendsAndHolidays);
    if (counted.centidays === 0) {
      issues.push({
        field: 'body.startDate',
        message: 'These dates are weekends or holidays in your office: there is no working day to take off',
      });
    }
    if (type.maxConsecutiveCentidays !== null && counted.centidays > type.maxConsecutiveCentidays) {
      issues.push({
        field: 'body.endDate',
        message: `${type.name} is at most ${daysText(type.maxConsecutiveCentidays)} in one request`,
      });
    }
    const today = calendarDateIn(this.deps.clock.now(), person.timeZone);
    if (type.minNoticeDays > 0 && daysFrom(today, body.startDate) < type.minNoticeDays) {
      issues.push({
        field: 'body.startDate',
        message: `${type.name} needs ${type.minNoticeDays} ${type.minNoticeDays === 1 ? 'day' : 'days'}’ notice: the first day can be ${whenText(addDays(today, type.minNoticeDays))} at the earliest`,
      });
    }
    const attachmentRequired =
      type.attachmentAfterCentidays !== null && counted.centidays > type.attachmentAfterCentidays;
    issues.push(...(await this.attachmentIssues(db, person, type, body.attachmentId, attachmentRequired)));
    const live = await liveRequestsBetween(db, person.id, body.startDate, body.endDate);
    const clash = live.find((other) => overlaps(other, body));
    let balance: Assessment['balance'] = null;
    if (type.tracksBalance) {
      const year = Number(body.startDate.slice(0, 4));
      if (year > Number(today.slice(0, 4))) {
        const { bookAheadDays } = await this.deps.settings.currentSettings(db);
        if (openNextYear(today, bookAheadDays) === year) {
          // Credited here as well as by the hourly pass, so a request never waits for the pass.
          await accrue(db, person.companyId, `${year}-01-01`, this.deps.clock.now(), person.id);
        } else {
          issues.push({
            field: 'body.startDate',
            message: `${type.name} in ${year} can be asked for from ${whenText(bookableFrom(year, bookAheadDays))}, ${bookAheadDays} ${bookAheadDays === 1 ? 'day' : 'days'} before the year begins`,
          });
        }
      }
      const sums = await balanceOf(db, person.id, type.id, year);
      const available = sums.ledger - sums.pending;
      balance = { year, available, short: !type.allowNegativeBalance && counted.centidays > available };
    }
    return { type, ...counted, issues, clash, balance, attachmentRequired };
  }

  /** The certificate: there when the type asks for one, the person's own, and a PDF or an image. */
  private async attachmentIssues(
    db: Database,
    person: LeavePerson,
    type: LeaveTypeRow,
    attachmentId: string | null,
    required: boolean,
  ): Promise<FieldIssue[]> {
    const field = 'body.attachmentId';
    if (!attachmentId) {
      return required && type.attachmentAfterCentidays !== null
        ? [
            {
              field,
              message: `${type.name} of more than ${daysText(type.attachmentAfterCentidays)} needs a medical certificate: attach a PDF or a photo of it`,
            },
          ]
        : [];
    }
    const document = (await this.deps.documents.describe([attachmentId], db)).get(attachmentId);
    if (!document || document.employeeId !== person.id) {
      return [{ field, message: 'Attach a document of your own: upload the certificate with the request' }];
    }
    if (!PROOF_TYPES.some((t) => t.mimeType === document.mimeType)) {
      return [{ field, message: 'A certificate must be a PDF or an image (PNG or JPEG)' }];
    }
    return [];
  }

  private clashText(clash: LeaveRequestRow): string {
    return `You already have ${clash.status} leave ${rangeText(clash)} that overlaps these dates.`;
  }

  private shortText(type: LeaveTypeRow, availableCentidays: number, askedCentidays: number): string {
    const left = Math.max(0, availableCentidays);
    return `Not enough ${type.name.toLowerCase()}: ${daysText(left)} available, ${daysText(askedCentidays)} asked.`;
  }

  // ------------------------------------------------------------------------------- cancelling

  async cancel(actor: Actor, id: string, input: CancelLeaveBody): Promise<LeaveRequest> {
    requirePermission(actor, 'leave:self');
    const body = CancelLeaveBodySchema.parse(input);
    const known = await findRequest(this.deps.db, id);
    if (!known) throw notFound();
    const staff = employeeScope(actor.role) === 'all';
    const own = actor.employeeId === known.employeeId;
    if (!staff && !own) {
      // A manager sees their team's requests but cancelling is for the person or hr.
      const level = await this.deps.access.levelOf(actor, known.employeeId);
      if (level !== 'team') throw notFound();
      throw new AppError('FORBIDDEN', 'Only the person or hr can cancel a leave request.');
    }
    if (body.endDate !== undefined && !staff) {
      throw new AppError('FORBIDDEN', 'Only hr can cut a leave short.');
    }
    let notices: Notice[] = [];
    const row = await withTransaction(this.deps.db, async (tx) => {
      await lockPerson(tx, known.employeeId);
      const before = await findRequest(tx, id, { lock: true });
      if (!before) throw notFound();
      if (before.status === 'rejected' || before.status === 'cancelled') {
        throw new AppError('CONFLICT', `This request is already ${before.status}.`);
      }
      const person = await findPerson(tx, before.employeeId);
      const today = calendarDateIn(this.deps.clock.now(), person?.timeZone ?? DEFAULT_TIME_ZONE);
      if (!staff && before.status === 'approved' && today >= before.startDate) {
        throw new AppError('CONFLICT', 'This leave has started: ask hr to cut it short.');
      }
      const now = this.deps.clock.now();
      let after: LeaveRequestRow;
      let given = before.status === 'approved' ? before.centidays : 0;
      if (body.endDate !== undefined) {
        after = await this.shorten(tx, before, body.endDate, person ?? null, now, actor);
        given = before.centidays - after.centidays;
      } else {
        after = await updateRequest(tx, id, {
          status: 'cancelled',
          cancelledBy: actor.userId,
          cancelledAt: now,
          cancelReason: body.reason || null,
          updatedAt: now,
        });
      }
      if (before.status === 'approved' && given > 0) {
        await insertLedger(tx, [
          {
            companyId: before.companyId,
            employeeId: before.employeeId,
            leaveTypeId: before.leaveTypeId,
            leaveYear: before.leaveYear,
            kind: 'restoration',
            centidays: given,
            requestId: before.id,
            reason: body.reason || null,
            createdBy: actor.userId,
            createdAt: now,
          },
        ]);
      }
      if (before.status === 'approved') {
        await this.deps.events.emit(tx, 'leave.changed', {
          employeeId: before.employeeId,
          from: before.startDate,
          to: before.endDate,
        });
      }
      await this.deps.audit.record(tx, actor, {
        action: body.endDate !== undefined ? 'leave.request.shorten' : 'leave.request.cancel',
        entityType: 'leave_request',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
        reason: body.reason || null,
      });
      const [brief] = (await findPeople(tx, [before.employeeId])).values();
      const tell = own ? (before.decidedBy ? [before.decidedBy] : []) : brief?.userId ? [brief.userId] : [];
      notices = await this.deps.notifications.store(
        tx,
        tell.filter((u) => u !== actor.userId),
        {
          type: 'info',
          event: 'leaveDecided',
          title: body.endDate !== undefined ? 'Leave shortened' : 'Leave cancelled',
          message: own
            ? `${brief?.name ?? 'Someone'} cancelled their leave ${rangeText(before)}.`
            : body.endDate !== undefined
              ? `Your leave now ends on ${whenText(after.endDate)}; ${daysText(given)} went back to your balance.`
              : `Your leave ${rangeText(before)} was cancelled${body.reason ? `: “${body.reason}”` : '.'}`,
          module: LEAVE_MODULE,
          link: leaveRequestLink(before.id),
        },
      );
      return after;
    });
    this.deps.notifications.deliver(notices);
    await announce(this.deps, row, 'update');
    return presentRequest(this.deps, this.deciders, actor, row.id);
  }

  /** Hr cuts an approved leave short: it now ends on `endDate`; the days after it are counted again. */
  private async shorten(
    tx: Database,
    before: LeaveRequestRow,
    endDate: string,
    person: LeavePerson | null,
    now: Date,
    actor: Actor,
  ): Promise<LeaveRequestRow> {
    if (before.status !== 'approved') {
      throw new AppError(
        'CONFLICT',
        'Only approved leave can be cut short; cancel a pending request instead.',
      );
    }
    if (endDate < before.startDate || endDate >= before.endDate) {
      throw validationFailed([
        {
          field: 'body.endDate',
          message: `Choose a last day from ${whenText(before.startDate)} to the day before ${whenText(before.endDate)}`,
        },
      ]);
    }
    const type = await findLeaveType(tx, before.companyId, before.leaveTypeId);
    const span: LeaveSpan = { ...before, endDate, endHalf: 'full' };
    const { days } = await this.deps.holidays.officeCalendar(
      before.companyId,
      person?.officeId ?? null,
      span.startDate,
      span.endDate,
      tx,
    );
    const counted = countDays(days, span, type?.countsWeekendsAndHolidays ?? false);
    return updateRequest(tx, before.id, {
      endDate,
      endHalf: 'full',
      centidays: counted.centidays,
      cancelledBy: actor.userId,
      cancelledAt: now,
      updatedAt: now,
    });
  }
}

/** A type taken on optional holidays: one date a request, an optional holiday of the person's office. */
function optionalHolidayIssues(
  type: LeaveTypeRow,
  days: readonly CalendarDay[],
  span: LeaveSpan,
): FieldIssue[] {
  if (span.startDate !== span.endDate) {
    return [
      { field: 'body.endDate', message: `Ask for one optional holiday a request: ${type.name} is one day` },
    ];
  }
  const day = days.find((d) => d.date === span.startDate);
  if (!day?.holidays.some((h) => h.type === 'optional')) {
    return [
      {
        field: 'body.startDate',
        message: `${whenText(span.startDate)} is not an optional holiday in your office: choose one from the holiday list`,
      },
    ];
  }
  return [];
}
