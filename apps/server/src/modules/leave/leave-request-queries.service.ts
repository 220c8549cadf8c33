/**
 * Reading leave requests (spec §7 "Leave"): one request, one's own, everyone's or the team's, those
 * waiting for the actor's decision, the month's calendar of who is away and the figures; and the
 * approved leave other modules read (attendance's days, a calendar subscription, optional holidays).
 * A request is seen by its person, by whoever decides it, and as far as the actor's reach allows.
 */

import {
  fromCentidays,
  type LeaveCalendarResponse,
  type LeaveRequest,
  type LeaveRequestListResponse,
  type LeaveStatsResponse,
  type ListLeaveRequestsQuery,
} from '@hrms/contracts/leave';
import { employeeScope } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import { companyIdOf } from '../../people/actor-company';
import type { ApprovedLeave, OptionalHolidaysTaken } from '../holidays/holiday-leave';
import { shareOf } from './leave-days';
import type { LeaveDecisionsService } from './leave-decisions.service';
import type { LeavePerson } from './leave-person';
import {
  allRequests,
  listRequests,
  optionalHolidayLeave,
  type RequestFilter,
  type RequestScope,
  requestFigures,
} from './leave-request-lists.repository';
import { type LeaveRequestsDeps, notFound, presentRequest, presentRequests } from './leave-request-rules';
import { companyTimeZone, findPerson, findRequest } from './leave-requests.repository';

export class LeaveRequestQueriesService {
  constructor(
    private readonly deps: LeaveRequestsDeps,
    /** Who decides for whom: what the actor sees beyond their own, and what waits for them. */
    private readonly deciders: Pick<LeaveDecisionsService, 'deciderOf'>,
  ) {}

  // ------------------------------------------------------------------------------- reading

  async get(actor: Actor, id: string): Promise<LeaveRequest> {
    requirePermission(actor, 'leave:self');
    const row = await findRequest(this.deps.db, id);
    if (!row) throw notFound();
    if (row.employeeId !== actor.employeeId && !(await this.deciders.deciderOf(actor, row.employeeId))) {
      await this.deps.access.require({
        actor,
        permission: 'leave:approve',
        ids: [row.employeeId],
        hidden: notFound,
      });
    }
    return presentRequest(this.deps, this.deciders, actor, id);
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

  /**
   * Pending requests the actor may decide, soonest first: hr and admin every one (at either level),
   * a manager their team's and those of anyone whose approvals they hold today, at the first level.
   */
  async pendingApprovals(actor: Actor, query: ListLeaveRequestsQuery): Promise<LeaveRequestListResponse> {
    const { scope, companyId } = await this.approverScope(actor);
    const decided = await this.deps.access.where({ actor, permission: 'leave.approval:decide' });
    return this.list(
      actor,
      { kind: 'people', where: decided },
      companyId,
      { ...query, status: 'pending' },
      { approvalLevel: scope.kind === 'company' ? undefined : 1 },
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

  // ------------------------------------------------------------------------------- for other modules

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
    return {
      items: await presentRequests(this.deps, actor, rows, scope),
      total,
      page: query.page,
      limit: query.limit,
    };
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
}
