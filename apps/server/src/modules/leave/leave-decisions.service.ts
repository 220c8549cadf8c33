/**
 * Deciding leave requests, and who decides for whom (spec §7 "Leave", issue #12):
 * - The person's manager (or anyone above them) decides, or hr and admin; nobody decides their own.
 *   A manager standing in for an approver away (leave-delegations.service.ts) decides what they could.
 * - A decision locks the request, so approving twice deducts once (and the ledger's unique deduction
 *   holds it even so).
 * - With two levels, a manager's approval sends the request on to hr, who decide it.
 */

import {
  type DecideLeaveBody,
  DecideLeaveBodySchema,
  LEAVE_MODULE,
  type LeaveRequest,
  leaveRequestLink,
} from '@hrms/contracts/leave';
import { employeeScope } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { findPeople } from '../../people/people.repository';
import type { Notice } from '../notifications/notifications.service';
import { rangeText } from './leave-days';
import {
  announce,
  type Deciders,
  type DecidesAs,
  type LeaveRequestsDeps,
  notFound,
  presentRequest,
  snapshot,
} from './leave-request-rules';
import { findRequest, insertLedger, updateRequest } from './leave-requests.repository';

export class LeaveDecisionsService implements Deciders {
  constructor(private readonly deps: LeaveRequestsDeps) {}

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
          before: snapshot(before),
          after: { ...snapshot(after), level: 'manager' },
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
        await this.deps.events.emit(tx, 'leave.changed', {
          employeeId: after.employeeId,
          from: after.startDate,
          to: after.endDate,
        });
      }
      await this.deps.audit.record(tx, actor, {
        action: body.status === 'approved' ? 'leave.request.approve' : 'leave.request.reject',
        entityType: 'leave_request',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
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
    await announce(this.deps, row, 'update');
    return presentRequest(this.deps, this, actor, row.id);
  }

  /**
   * How the actor decides this person's requests: `staff` (admin and hr, anyone's), `manager` (above
   * them in the line, or standing in today for someone who is), or not at all. Never one's own.
   * Attendance's regularisations are decided by the same rule (decision 017).
   */
  async deciderOf(actor: Actor, employeeId: string): Promise<DecidesAs> {
    const decided = await this.deps.access.reached({
      actor,
      permission: 'leave.approval:decide',
      ids: [employeeId],
    });
    if (!decided.has(employeeId)) return null;
    return employeeScope(actor.role) === 'all' ? 'staff' : 'manager';
  }

  /** Who is asked to decide: the person's nearest manager with an account, else hr and admin. */
  async approversToTell(db: Database, employeeId: string): Promise<string[]> {
    const manager = await this.deps.access.nearestManagerAccount(employeeId, db);
    return manager ? [manager] : this.deps.access.holdersOf('employees:write', db);
  }
}
