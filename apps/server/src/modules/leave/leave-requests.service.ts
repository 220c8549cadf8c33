/**
 * Leave requests (spec §7 "Leave"): asking, deciding, cancelling, and the lists, calendar and figures.
 *
 * Rules (product decisions, issue #12):
 * - A request counts working days in the person's office calendar, halves as 0.5; the type may
 *   count weekends and holidays inside it too. It stays inside one leave year (the calendar year);
 *   the next year is asked for against its own balance once it opens, the setting's days before
 *   1 January (decision 031).
 * - Overlapping requests are refused; pending requests hold their days, so two requests cannot spend
 *   the same balance. Both are checked under a lock on the person's row, in the transaction that
 *   writes the request: concurrent requests are checked one after another.
 * - The person's manager (or anyone above them) decides, or hr and admin; nobody decides their own.
 *   A decision locks the request, so approving twice deducts once (and the ledger's unique deduction
 *   holds it even so).
 * - The requester cancels a pending request any time and an approved one before it starts; hr and
 *   admin cancel any time, or cut a started leave short; what was deducted is given back.
 */

import { documentDownloadPath, PROOF_TYPES } from '@hrms/contracts/documents';
import { employeePhotoUrl } from '@hrms/contracts/employees';
import type { FieldIssue } from '@hrms/contracts/errors';
import type { CalendarDay, LeaveOnHoliday } from '@hrms/contracts/holidays';
import {
  type CancelLeaveBody,
  CancelLeaveBodySchema,
  type DecideLeaveBody,
  DecideLeaveBodySchema,
  fromCentidays,
  LEAVE_MODULE,
  LEAVE_UPDATE_EVENT,
  type LeaveCalendarResponse,
  type LeavePreview,
  type LeaveRequest,
  type LeaveRequestInput,
  type LeaveRequestListResponse,
  type LeaveStatsResponse,
  type ListLeaveRequestsQuery,
  leaveRequestLink,
} from '@hrms/contracts/leave';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import { can, employeeScope } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE, daysFrom } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { companyIdOf } from '../../people/actor-company';
import { findPeople, userDisplayNames } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AttendanceChange } from '../attendance/attendance-derivation.service';
import type { AuditService } from '../audit/audit.service';
import type { DocumentRef, DocumentsService } from '../documents/documents.service';
import type { ApprovedLeave, OptionalHolidaysTaken } from '../holidays/holiday-leave';
import type { HolidaysService } from '../holidays/holidays.service';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
import { findLeaveType, type LeaveTypeRow } from './leave.repository';
import { type LeaveService, typeAppliesTo } from './leave.service';
import {
  type CountedDay,
  countDays,
  daysText,
  type LeaveSpan,
  overlaps,
  rangeText,
  shareOf,
  whenText,
} from './leave-days';
import { activeDelegators } from './leave-delegations.repository';
import {
  accrue,
  allRequests,
  approvedCovering,
  balanceOf,
  companyTimeZone,
  findPerson,
  findRequest,
  findRequestView,
  insertLedger,
  insertRequest,
  type LeavePerson,
  type LeaveRequestRow,
  type LeaveRequestView,
  listRequests,
  liveRequestsBetween,
  lockPerson,
  officeName,
  optionalHolidayLeave,
  type RecountReach,
  type RequestFilter,
  type RequestScope,
  requestFigures,
  requestsToRecount,
  updateRequest,
} from './leave-requests.repository';
import { bookableFrom, openNextYear } from './leave-year';

export interface LeaveRequestsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  holidays: HolidaysService;
  notifications: NotificationsService;
  realtime: RealtimeService;
  settings: Pick<LeaveService, 'currentSettings'>;
  /** Certificates sent with requests are the person's documents. */
  documents: Pick<DocumentsService, 'describe'>;
  /** Approved leave marks attendance: the days a decision or a cancellation changes, in its transaction. */
  attendance: LeaveAttendance;
}

export interface LeaveAttendance {
  recomputeSpan(tx: Database, employeeId: string, from: string, to: string): Promise<AttendanceChange[]>;
  announce(changes: readonly AttendanceChange[]): void;
}

const notFound = () => new AppError('NOT_FOUND', 'Leave request not found.');
const DECIDER_ROLES = ['admin', 'hr'] as const;

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

export class LeaveRequestsService {
  constructor(private readonly deps: LeaveRequestsDeps) {}

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
        after: this.snapshot(created),
      });
      notices = await this.deps.notifications.store(tx, await this.approversToTell(tx, person.id), {
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
    await this.announce(row, 'create');
    return this.present(actor, row.id);
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

  // ------------------------------------------------------------------------------- deciding

  async decide(actor: Actor, id: string, input: DecideLeaveBody): Promise<LeaveRequest> {
    requirePermission(actor, 'leave:approve');
    const body = DecideLeaveBodySchema.parse(input);
    const known = await findRequest(this.deps.db, id);
    if (!known) throw notFound();
    if (actor.employeeId === known.employeeId) {
      throw new AppError('FORBIDDEN', 'You cannot decide your own leave request.');
    }
    const as = await this.deciderOf(actor, known.employeeId);
    if (!as) throw notFound();
    const { twoLevelApproval } = await this.deps.settings.currentSettings();
    let notices: Notice[] = [];
    let marked: AttendanceChange[] = [];
    const row = await withTransaction(this.deps.db, async (tx) => {
      const before = await findRequest(tx, id, { lock: true });
      if (!before) throw notFound();
      if (before.status !== 'pending') {
        throw new AppError('CONFLICT', `This request is already ${before.status}.`);
      }
      if (as === 'manager' && before.approvalLevel === 2) {
        throw new AppError('CONFLICT', 'A manager approved this request already: hr decides it now.');
      }
      const now = this.deps.clock.now();
      const [person] = (await findPeople(tx, [before.employeeId])).values();
      // Two levels: a manager's approval sends the request on to hr instead of deciding it.
      if (body.status === 'approved' && as === 'manager' && twoLevelApproval) {
        const after = await updateRequest(tx, id, {
          approvalLevel: 2,
          managerApprovedBy: actor.userId,
          managerApprovedAt: now,
          managerComment: body.comment || null,
          updatedAt: now,
        });
        await this.deps.audit.record(tx, actor, {
          action: 'leave.request.approve',
          entityType: 'leave_request',
          entityId: id,
          before: this.snapshot(before),
          after: { ...this.snapshot(after), level: 'manager' },
          reason: body.comment || null,
        });
        const hr = (await this.deps.access.holdersOf('employees:write', tx)).filter(
          (u) => u !== actor.userId,
        );
        notices = [
          ...(await this.deps.notifications.store(tx, hr, {
            type: 'info',
            event: 'approvalWaiting',
            title: 'Leave request for hr',
            message: `${person?.name ?? 'Someone'}’s leave ${rangeText(after)} was approved by their manager and waits for hr.`,
            module: LEAVE_MODULE,
            link: leaveRequestLink(after.id),
          })),
          ...(person?.userId
            ? await this.deps.notifications.store(tx, [person.userId], {
                event: 'leaveDecided',
                type: 'info',
                title: 'Leave approved by your manager',
                message: `Your leave ${rangeText(after)} was approved by your manager; hr decides next.`,
                module: LEAVE_MODULE,
                link: leaveRequestLink(after.id),
              })
            : []),
        ];
        return after;
      }
      const after = await updateRequest(tx, id, {
        status: body.status,
        decidedBy: actor.userId,
        decidedAt: now,
        decisionComment: body.comment || null,
        updatedAt: now,
      });
      if (body.status === 'approved') {
        await insertLedger(tx, [
          {
            companyId: after.companyId,
            employeeId: after.employeeId,
            leaveTypeId: after.leaveTypeId,
            leaveYear: after.leaveYear,
            kind: 'deduction',
            centidays: -after.centidays,
            requestId: after.id,
            createdBy: actor.userId,
            createdAt: now,
          },
        ]);
        marked = await this.deps.attendance.recomputeSpan(
          tx,
          after.employeeId,
          after.startDate,
          after.endDate,
        );
      }
      await this.deps.audit.record(tx, actor, {
        action: body.status === 'approved' ? 'leave.request.approve' : 'leave.request.reject',
        entityType: 'leave_request',
        entityId: id,
        before: this.snapshot(before),
        after: this.snapshot(after),
        reason: body.comment || null,
      });
      if (person?.userId) {
        const approved = body.status === 'approved';
        notices = await this.deps.notifications.store(tx, [person.userId], {
          type: approved ? 'success' : 'warning',
          event: 'leaveDecided',
          title: approved ? 'Leave approved' : 'Leave not approved',
          message: `Your leave ${rangeText(after)} was ${approved ? 'approved' : 'not approved'}${body.comment ? `: “${body.comment}”` : '.'}`,
          module: LEAVE_MODULE,
          link: leaveRequestLink(after.id),
        });
      }
      return after;
    });
    this.deps.notifications.deliver(notices);
    this.deps.attendance.announce(marked);
    await this.announce(row, 'update');
    return this.present(actor, row.id);
  }

  /**
   * How the actor decides this person's requests: `staff` (admin and hr, anyone's), `manager` (above
   * them in the line, or standing in today for someone who is), or not at all. Never one's own.
   * Attendance's regularisations are decided by the same rule (decision 017).
   */
  async deciderOf(actor: Actor, employeeId: string): Promise<'staff' | 'manager' | null> {
    if (actor.employeeId === employeeId || !can(actor.role, 'leave:approve')) return null;
    if ((await this.deps.access.levelOf(actor, employeeId)) === null) return null;
    if (employeeScope(actor.role) === 'all') return 'staff';
    if (!actor.employeeId) return null;
    if (await this.deps.access.isAbove(actor.employeeId, employeeId)) return 'manager';
    for (const delegator of await this.delegatorsOf(actor)) {
      if (delegator !== employeeId && (await this.deps.access.isAbove(delegator, employeeId)))
        return 'manager';
    }
    return null;
  }

  /** Those whose approvals the actor holds today. */
  private async delegatorsOf(actor: Actor): Promise<string[]> {
    if (!actor.employeeId) return [];
    const me = await findPerson(this.deps.db, actor.employeeId);
    if (!me) return [];
    return activeDelegators(this.deps.db, me.id, calendarDateIn(this.deps.clock.now(), me.timeZone));
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
    let marked: AttendanceChange[] = [];
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
        marked = await this.deps.attendance.recomputeSpan(
          tx,
          before.employeeId,
          before.startDate,
          before.endDate,
        );
      }
      await this.deps.audit.record(tx, actor, {
        action: body.endDate !== undefined ? 'leave.request.shorten' : 'leave.request.cancel',
        entityType: 'leave_request',
        entityId: id,
        before: this.snapshot(before),
        after: this.snapshot(after),
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
    this.deps.attendance.announce(marked);
    await this.announce(row, 'update');
    return this.present(actor, row.id);
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

  // ------------------------------------------------------------------------------- holidays

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
          before: this.snapshot(before),
          after: this.snapshot(after),
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
    for (const row of changed) await this.announce(row, 'update');
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
    const marked: AttendanceChange[] = [];
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
      marked.push(...outcome.marked);
      changed.push(outcome.row);
    }
    return async () => {
      this.deps.notifications.deliver(notices);
      this.deps.attendance.announce(marked);
      for (const row of changed) await this.announce(row, 'update');
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
  ): Promise<{ row: LeaveRequestRow; notices: Notice[]; marked: AttendanceChange[] } | undefined> {
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
      before: this.snapshot(before),
      after: charged
        ? this.snapshot(after)
        : { ...this.snapshot(after), counted: fromCentidays(counted), charged: false },
      reason: capitalised(reason),
    });
    const approvers = (
      approved
        ? before.decidedBy
          ? [before.decidedBy]
          : []
        : before.approvalLevel === 2
          ? await this.deps.access.holdersOf('employees:write', tx)
          : await this.approversToTell(tx, before.employeeId)
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
    const marked =
      approved && charged
        ? await this.deps.attendance.recomputeSpan(tx, before.employeeId, before.startDate, before.endDate)
        : [];
    return { row: after, notices, marked };
  }

  /** Whether approved leave may be charged the days it gained: its balance (less what is pending) holds them. */
  private async mayCharge(tx: Database, before: LeaveRequestRow, counted: number): Promise<boolean> {
    const type = await findLeaveType(tx, before.companyId, before.leaveTypeId);
    if (!type?.tracksBalance || type.allowNegativeBalance) return true;
    const sums = await balanceOf(tx, before.employeeId, before.leaveTypeId, before.leaveYear);
    return sums.ledger - sums.pending >= counted - before.centidays;
  }

  /** Optional holidays taken or asked for in a year, and one person's allowance of them. */
  async optionalHolidaysTaken(companyId: string, year: number): Promise<OptionalHolidaysTaken> {
    const { allowanceCentidays, requests } = await optionalHolidayLeave(this.deps.db, companyId, year);
    return {
      allowance: allowanceCentidays === null ? null : fromCentidays(allowanceCentidays),
      requests,
    };
  }

  /** The person's approved leave touching `from`–`to`, for their calendar subscription. */
  async approvedLeaveOf(employeeId: string, from: string, to: string): Promise<ApprovedLeave[]> {
    const person = await findPerson(this.deps.db, employeeId);
    if (!person) return [];
    const rows = await allRequests(this.deps.db, {
      companyId: person.companyId,
      scope: { kind: 'person', employeeId },
      status: 'approved',
      from,
      to,
    });
    return rows.map((r) => ({
      requestId: r.id,
      leaveType: r.typeName,
      startDate: r.startDate,
      endDate: r.endDate,
      half:
        r.startDate === r.endDate && r.startHalf !== 'full'
          ? r.startHalf === 'first_half'
            ? 'morning'
            : 'afternoon'
          : null,
      updatedAt: r.updatedAt,
    }));
  }

  /**
   * Approved leave on each date from `from` to `to` of one person, or of the company's people: what
   * attendance marks, keyed `employeeId|date`. Read in the caller's transaction, so a decision being
   * written is seen. A date's share is what the request takes of it (50 for a half).
   */
  async leaveDays(
    db: Database,
    companyId: string,
    employeeId: string | null,
    from: string,
    to: string,
  ): Promise<Map<string, { centidays: number; code: string }>> {
    const rows = await allRequests(db, {
      companyId,
      scope: employeeId ? { kind: 'person', employeeId } : { kind: 'company' },
      status: 'approved',
      from,
      to,
    });
    const days = new Map<string, { centidays: number; code: string }>();
    for (const row of rows) {
      for (let date = row.startDate > from ? row.startDate : from; date <= row.endDate && date <= to; ) {
        const key = `${row.employeeId}|${date}`;
        const share = Math.min(100, (days.get(key)?.centidays ?? 0) + shareOf(row, date));
        days.set(key, { centidays: share, code: row.typeCode });
        date = addDays(date, 1);
      }
    }
    return days;
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

  // ------------------------------------------------------------------------------- reading

  async get(actor: Actor, id: string): Promise<LeaveRequest> {
    requirePermission(actor, 'leave:self');
    const row = await findRequest(this.deps.db, id);
    if (!row) throw notFound();
    if (row.employeeId !== actor.employeeId && !(await this.deciderOf(actor, row.employeeId))) {
      await this.deps.access.requireOne(actor, 'leave:approve', row.employeeId, { hidden: notFound });
    }
    return this.present(actor, id);
  }

  async myRequests(actor: Actor, query: ListLeaveRequestsQuery): Promise<LeaveRequestListResponse> {
    requirePermission(actor, 'leave:self');
    if (!actor.employeeId) return { items: [], total: 0, page: query.page, limit: query.limit };
    const person = await findPerson(this.deps.db, actor.employeeId);
    if (!person) return { items: [], total: 0, page: query.page, limit: query.limit };
    return this.list(actor, { kind: 'person', employeeId: person.id }, person.companyId, query);
  }

  /** Everyone's (admin, hr) or the team's (a manager): the administrative list. */
  async all(actor: Actor, query: ListLeaveRequestsQuery): Promise<LeaveRequestListResponse> {
    const { scope, companyId } = await this.approverScope(actor);
    return this.list(actor, scope, companyId, query);
  }

  /** Pending requests the actor may decide, soonest first. */
  /**
   * Pending requests the actor may decide, soonest first: hr and admin every one (at either level),
   * a manager their team's and those of anyone whose approvals they hold today, at the first level.
   */
  async pendingApprovals(actor: Actor, query: ListLeaveRequestsQuery): Promise<LeaveRequestListResponse> {
    const { scope, companyId } = await this.approverScope(actor);
    const standIn =
      scope.kind === 'team'
        ? {
            kind: 'team' as const,
            managerEmployeeIds: [...scope.managerEmployeeIds, ...(await this.delegatorsOf(actor))],
          }
        : scope;
    return this.list(
      actor,
      standIn,
      companyId,
      { ...query, status: 'pending' },
      { notEmployeeId: actor.employeeId ?? undefined, approvalLevel: scope.kind === 'team' ? 1 : undefined },
      'soonest',
    );
  }

  /** One person's requests, for their record's leave tab (the caller's reach was checked there). */
  async requestsOf(
    actor: Actor,
    employeeId: string,
    page: { page: number; limit: number },
  ): Promise<LeaveRequestListResponse> {
    const person = await findPerson(this.deps.db, employeeId);
    if (!person) return { items: [], total: 0, ...page };
    return this.list(actor, { kind: 'person', employeeId }, person.companyId, page);
  }

  async calendar(actor: Actor, year: number, month: number): Promise<LeaveCalendarResponse> {
    requirePermission(actor, 'leave:self');
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    const to = addDays(
      month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`,
      -1,
    );
    const me = actor.employeeId ? await findPerson(this.deps.db, actor.employeeId) : undefined;
    const { scope, companyId } = await this.calendarScope(actor, me);
    const [{ days }, rows] = await Promise.all([
      this.deps.holidays.officeCalendar(companyId, me?.officeId ?? null, from, to),
      allRequests(this.deps.db, { companyId, scope, status: ['pending', 'approved'], from, to }),
    ]);
    return {
      year,
      month,
      days: days.map((d) => ({
        date: d.date,
        working: d.working,
        reason: d.reason,
        holidays: d.holidays.map((h) => ({ name: h.name })),
      })),
      items: rows.map((r) => ({
        id: r.id,
        employee: { id: r.employeeId, name: `${r.firstName} ${r.lastName}` },
        leaveType: { code: r.typeCode, name: r.typeName },
        startDate: r.startDate,
        endDate: r.endDate,
        startHalf: r.startHalf,
        endHalf: r.endHalf,
        days: fromCentidays(r.centidays),
        status: r.status as 'pending' | 'approved',
      })),
    };
  }

  async stats(actor: Actor, query: { year?: number | undefined }): Promise<LeaveStatsResponse> {
    requirePermission(actor, 'leave:self');
    const me = actor.employeeId ? await findPerson(this.deps.db, actor.employeeId) : undefined;
    const companyId = me?.companyId ?? (await this.companyOf(actor));
    const zone = me?.timeZone ?? (await companyTimeZone(this.deps.db, companyId)) ?? DEFAULT_TIME_ZONE;
    const today = calendarDateIn(this.deps.clock.now(), zone);
    const year = query.year ?? Number(today.slice(0, 4));
    const mine = { daysTaken: 0, daysPending: 0, pending: 0, approved: 0, rejected: 0, cancelled: 0 };
    if (me) {
      for (const f of await requestFigures(this.deps.db, {
        companyId: me.companyId,
        scope: { kind: 'person', employeeId: me.id },
        year,
      })) {
        mine[f.status] = f.count;
        if (f.status === 'approved') mine.daysTaken = fromCentidays(f.centidays);
        if (f.status === 'pending') mine.daysPending = fromCentidays(f.centidays);
      }
    }
    let approvals: LeaveStatsResponse['approvals'] = null;
    if (employeeScope(actor.role) !== 'directory') {
      const { scope } = await this.approverScope(actor);
      const [waiting, away] = await Promise.all([
        this.pendingApprovals(actor, { page: 1, limit: 1 }),
        requestFigures(this.deps.db, { companyId, scope, status: 'approved', from: today, to: today }),
      ]);
      approvals = { pending: waiting.total, awayToday: away[0]?.count ?? 0 };
    }
    return { year, mine, approvals };
  }

  private async list(
    actor: Actor,
    scope: RequestScope,
    companyId: string,
    query: Partial<ListLeaveRequestsQuery> & { page: number; limit: number },
    extra: Partial<RequestFilter> = {},
    order: 'newest' | 'soonest' = 'newest',
  ): Promise<LeaveRequestListResponse> {
    const { rows, total } = await listRequests(
      this.deps.db,
      {
        companyId,
        scope,
        status: query.status,
        year: query.year,
        leaveTypeId: query.leaveTypeId,
        employeeId: query.employeeId,
        search: query.search,
        ...extra,
      },
      query,
      order,
    );
    return { items: await this.presentAll(actor, rows, scope), total, page: query.page, limit: query.limit };
  }

  private async approverScope(actor: Actor): Promise<{ scope: RequestScope; companyId: string }> {
    requirePermission(actor, 'leave:approve');
    const me = actor.employeeId ? await findPerson(this.deps.db, actor.employeeId) : undefined;
    const companyId = me?.companyId ?? (await this.companyOf(actor));
    if (employeeScope(actor.role) === 'all') return { scope: { kind: 'company' }, companyId };
    if (!me)
      return { scope: { kind: 'person', employeeId: '00000000-0000-0000-0000-000000000000' }, companyId };
    return { scope: { kind: 'team', managerEmployeeIds: [me.id] }, companyId };
  }

  /** Who is away: everyone for hr and admin, the team and oneself for a manager, oneself for others. */
  private async calendarScope(
    actor: Actor,
    me: LeavePerson | undefined,
  ): Promise<{ scope: RequestScope; companyId: string }> {
    const companyId = me?.companyId ?? (await this.companyOf(actor));
    const reach = employeeScope(actor.role);
    if (reach === 'all') return { scope: { kind: 'company' }, companyId };
    if (!me)
      return { scope: { kind: 'person', employeeId: '00000000-0000-0000-0000-000000000000' }, companyId };
    if (reach === 'team') return { scope: { kind: 'team', managerEmployeeIds: [me.id] }, companyId };
    return { scope: { kind: 'person', employeeId: me.id }, companyId };
  }

  private companyOf(actor: Actor): Promise<string> {
    return companyIdOf(this.deps.db, actor);
  }

  // ------------------------------------------------------------------------------- presenting

  private async present(actor: Actor, id: string): Promise<LeaveRequest> {
    const view = await findRequestView(this.deps.db, id);
    if (!view) throw notFound();
    const as = await this.deciderOf(actor, view.employeeId);
    const [item] = await this.presentAll(
      actor,
      [view],
      as === 'staff' ? 'all' : as === 'manager' ? 'team' : 'none',
    );
    return item!;
  }

  /**
   * Requests as the caller sees them. `scope` says whom the caller decides for among the rows:
   * everyone (`company` / `all`), the team, or nobody.
   */
  private async presentAll(
    actor: Actor,
    rows: readonly LeaveRequestView[],
    scope: RequestScope | 'all' | 'team' | 'none',
  ): Promise<LeaveRequest[]> {
    const names = await userDisplayNames(
      this.deps.db,
      rows.flatMap((r) =>
        [r.decidedBy, r.cancelledBy, r.managerApprovedBy].filter((u): u is string => u !== null),
      ),
    );
    const { twoLevelApproval } = await this.deps.settings.currentSettings();
    const attachments = await this.deps.documents.describe(
      rows.flatMap((r) => (r.attachmentId ? [r.attachmentId] : [])),
    );
    const staff = employeeScope(actor.role) === 'all';
    const decides =
      typeof scope === 'string'
        ? scope !== 'none'
        : scope.kind !== 'person' && (staff || scope.kind === 'team');
    const now = this.deps.clock.now();
    const ref = (userId: string | null) =>
      userId ? { id: userId, name: names.get(userId) ?? 'Someone' } : null;
    return rows.map((r) => {
      const own = r.employeeId === actor.employeeId;
      const live = r.status === 'pending' || r.status === 'approved';
      const today = calendarDateIn(now, r.timeZone ?? DEFAULT_TIME_ZONE);
      const pending = r.status === 'pending';
      return {
        id: r.id,
        employee: {
          id: r.employeeId,
          name: `${r.firstName} ${r.lastName}`,
          photoUrl: employeePhotoUrl(r.photoKey),
          department: r.department,
        },
        leaveType: { id: r.leaveTypeId, code: r.typeCode, name: r.typeName, paid: r.typePaid },
        startDate: r.startDate,
        endDate: r.endDate,
        startHalf: r.startHalf,
        endHalf: r.endHalf,
        days: fromCentidays(r.centidays),
        reason: r.reason,
        attachment: attachmentOf(r, attachments),
        status: r.status,
        awaiting: !pending ? null : r.approvalLevel === 2 ? 'hr' : twoLevelApproval ? 'manager' : null,
        managerApproval:
          r.managerApprovedBy && r.managerApprovedAt
            ? {
                by: ref(r.managerApprovedBy)!,
                at: r.managerApprovedAt.toISOString(),
                comment: r.managerComment,
              }
            : null,
        decidedBy: ref(r.decidedBy),
        decidedAt: r.decidedAt?.toISOString() ?? null,
        decisionComment: r.decisionComment,
        cancelledBy: ref(r.cancelledBy),
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        cancelReason: r.cancelReason,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        // A manager decides the first level only; hr and admin either.
        canDecide: pending && !own && (staff || (decides && r.approvalLevel === 1)),
        canCancel: live && (staff || (own && (r.status === 'pending' || today < r.startDate))),
      };
    });
  }

  /** What the audit trail keeps of a request. */
  private snapshot(row: LeaveRequestRow) {
    return {
      employeeId: row.employeeId,
      leaveTypeId: row.leaveTypeId,
      startDate: row.startDate,
      endDate: row.endDate,
      startHalf: row.startHalf,
      endHalf: row.endHalf,
      days: fromCentidays(row.centidays),
      status: row.status,
    };
  }

  // ------------------------------------------------------------------------------- telling

  /** Who is asked to decide: the person's nearest manager with an account, else hr and admin. */
  async approversToTell(db: Database, employeeId: string): Promise<string[]> {
    const manager = await this.deps.access.nearestManagerAccount(employeeId, db);
    return manager ? [manager] : this.deps.access.holdersOf('employees:write', db);
  }

  /** `leave-update` to the person, everyone above them, and hr and admin; the dashboard refreshes too. */
  private async announce(row: LeaveRequestRow, type: UpdatePayload['type']): Promise<void> {
    const users = await this.deps.access.followersOf([row.employeeId]);
    const timestamp = this.deps.clock.now().toISOString();
    const target = { users, roles: DECIDER_ROLES };
    this.deps.realtime.emitTo(target, LEAVE_UPDATE_EVENT, {
      id: row.id,
      type,
      timestamp,
    } satisfies UpdatePayload);
    this.deps.realtime.emitTo(target, ServerEvent.dashboardUpdate, { module: LEAVE_MODULE, timestamp });
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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The certificate as the request shows it; gone when the person deleted the document. */
function attachmentOf(
  row: LeaveRequestView,
  attachments: ReadonlyMap<string, DocumentRef>,
): LeaveRequest['attachment'] {
  const document = row.attachmentId ? attachments.get(row.attachmentId) : undefined;
  return document
    ? {
        id: document.id,
        name: document.name,
        mimeType: document.mimeType,
        downloadPath: documentDownloadPath(document.employeeId, document.id),
      }
    : null;
}
