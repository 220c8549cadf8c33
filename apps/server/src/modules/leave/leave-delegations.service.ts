/**
 * Delegation: an approver away (on leave, travelling) hands their leave approvals to a colleague who
 * may approve (a manager, hr or admin) for a date range. While it holds, the delegate decides what
 * the delegator could (leave's access rule `leave.approval:decide`, leave.access.ts). The
 * delegator, hr and admin end it.
 */
import type { CreateLeaveDelegationBody, LeaveDelegation, LeaveDelegationList } from '@hrms/contracts/leave';
import { can, employeeScope, ROLES } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { findPeople } from '../../people/people.repository';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { formatRange } from './leave-days';
import {
  type DelegationView,
  delegationsOf,
  deleteDelegation,
  findDelegation,
  insertDelegation,
  overlappingDelegation,
  peopleWithRoles,
} from './leave-delegations.repository';
import type { LeavePerson } from './leave-person';
import { findPerson } from './leave-requests.repository';

export interface LeaveDelegationsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  notifications: NotificationsService;
}

const notFound = () => new AppError('NOT_FOUND', 'Delegation not found.');

export class LeaveDelegationsService {
  constructor(private readonly deps: LeaveDelegationsDeps) {}

  async list(actor: Actor): Promise<LeaveDelegationList> {
    const me = await this.me(actor);
    const today = this.today(me);
    const [rows, approvers] = await Promise.all([
      delegationsOf(this.deps.db, me.id, today),
      peopleWithRoles(
        this.deps.db,
        me.companyId,
        ROLES.filter((role) => can(role, 'leave:approve')),
      ),
    ]);
    const view = (r: DelegationView) => this.toDelegation(r, today);
    return {
      given: rows.filter((r) => r.delegatorId === me.id).map(view),
      received: rows.filter((r) => r.delegateId === me.id).map(view),
      candidates: approvers.filter((p) => p.id !== me.id),
    };
  }

  async create(actor: Actor, body: CreateLeaveDelegationBody): Promise<LeaveDelegation> {
    const me = await this.me(actor);
    const today = this.today(me);
    if (body.endDate < today) {
      throw validationFailed([
        { field: 'body.endDate', message: 'The range has ended: choose today or later' },
      ]);
    }
    if (body.delegateId === me.id) {
      throw validationFailed([{ field: 'body.delegateId', message: 'Choose someone other than yourself' }]);
    }
    const delegate = await findPerson(this.deps.db, body.delegateId);
    if (!delegate || delegate.companyId !== me.companyId) {
      throw validationFailed([{ field: 'body.delegateId', message: 'Unknown employee' }]);
    }
    if (!(await this.deps.access.holds(delegate.id, 'leave:approve'))) {
      throw validationFailed([
        {
          field: 'body.delegateId',
          message: `${delegate.name} cannot approve leave: choose a manager, hr or an admin`,
        },
      ]);
    }
    const row = await withTransaction(this.deps.db, async (tx) => {
      const clash = await overlappingDelegation(tx, me.id, body.startDate, body.endDate);
      if (clash) {
        throw new AppError(
          'CONFLICT',
          `You already hand your approvals to someone ${formatRange(clash.startDate, clash.endDate)}.`,
        );
      }
      const created = await insertDelegation(tx, {
        companyId: me.companyId,
        delegatorId: me.id,
        delegateId: delegate.id,
        startDate: body.startDate,
        endDate: body.endDate,
        createdBy: actor.userId,
        createdAt: this.deps.clock.now(),
      });
      await this.deps.audit.record(tx, actor, {
        action: 'leave.delegation.create',
        entityType: 'leave_delegation',
        entityId: created.id,
        before: null,
        after: {
          delegatorId: me.id,
          delegateId: delegate.id,
          startDate: body.startDate,
          endDate: body.endDate,
        },
      });
      const [brief] = (await findPeople(tx, [delegate.id])).values();
      const notices = brief?.userId
        ? await this.deps.notifications.store(tx, [brief.userId], {
            type: 'info',
            event: 'approvalWaiting',
            title: 'Leave approvals handed to you',
            message: `${me.name} asks you to approve leave in their place ${formatRange(body.startDate, body.endDate)}.`,
            module: 'leave',
            link: '/leave-management?tab=approvals',
          })
        : [];
      return { created, notices };
    });
    this.deps.notifications.deliver(row.notices);
    return this.toDelegation({ ...row.created, delegatorName: me.name, delegateName: delegate.name }, today);
  }

  async remove(actor: Actor, id: string): Promise<{ ok: true; message: string }> {
    const me = await this.me(actor);
    const row = await findDelegation(this.deps.db, id);
    if (!row || row.companyId !== me.companyId) throw notFound();
    const staff = employeeScope(actor.role) === 'all';
    if (row.delegatorId !== me.id && !staff) {
      if (row.delegateId === me.id)
        throw new AppError('FORBIDDEN', 'Only the person who handed it over can end it.');
      throw notFound();
    }
    await withTransaction(this.deps.db, async (tx) => {
      await deleteDelegation(tx, id);
      await this.deps.audit.record(tx, actor, {
        action: 'leave.delegation.delete',
        entityType: 'leave_delegation',
        entityId: id,
        before: {
          delegatorId: row.delegatorId,
          delegateId: row.delegateId,
          startDate: row.startDate,
          endDate: row.endDate,
        },
        after: null,
      });
    });
    return { ok: true, message: 'The delegation was ended.' };
  }

  private async me(actor: Actor): Promise<LeavePerson> {
    requirePermission(actor, 'leave:approve');
    const me = actor.employeeId ? await findPerson(this.deps.db, actor.employeeId) : undefined;
    if (!me) throw new AppError('FORBIDDEN', 'Only someone with an employee record can hand over approvals.');
    return me;
  }

  private today(person: LeavePerson | undefined): string {
    return calendarDateIn(this.deps.clock.now(), person?.timeZone ?? DEFAULT_TIME_ZONE);
  }

  private toDelegation(row: DelegationView, today: string): LeaveDelegation {
    return {
      id: row.id,
      from: { id: row.delegatorId, name: row.delegatorName },
      to: { id: row.delegateId, name: row.delegateName },
      startDate: row.startDate,
      endDate: row.endDate,
      active: row.startDate <= today && row.endDate >= today,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
