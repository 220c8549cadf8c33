/**
 * Regularisation: someone who forgot to punch asks for a past day's times to be recorded, with a
 * reason. Who decides is leave's rule, asked of leave, not copied (decision 017): the person's
 * manager or anyone above them (or who stands in for them today), or hr and admin; never oneself.
 * Approved, the times become a clock entry and the day is derived again in the same transaction;
 * times that overlap a punch are refused then, and nothing changes.
 */
import {
  ATTENDANCE_MODULE,
  ATTENDANCE_UPDATE_EVENT,
  type DecideRegularizationBody,
  DecideRegularizationBodySchema,
  type ListRegularizationsQuery,
  type Regularization,
  type RegularizationBody,
  type RegularizationListResponse,
} from '@hrms/contracts/attendance';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import { employeeScope } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn, instantAt, timeOfDayIn } from '../../lib/calendar-date';
import { calendarDateText } from '../../lib/calendar-text';
import type { Clock } from '../../lib/clock';
import {
  findPeople,
  findWorker,
  type Reach,
  userDisplayNames,
  type Worker,
} from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
import type { AttendanceChange, AttendanceDerivationService } from './attendance-derivation.service';
import {
  findRegularization,
  insertRegularization,
  listRegularizations,
  type RegularizationRow,
  type RegularizationView,
  updateRegularization,
} from './attendance-regularizations.repository';

/** Whom leave's rule asks to decide (who may decide is that rule, in the access registry). */
export interface Approvals {
  approversToTell(db: Database, employeeId: string): Promise<string[]>;
}

/** The clock records approved times as an entry, in the decision's transaction. */
export interface RecordedTimes {
  recordEntry(
    tx: Database,
    worker: Worker,
    workDate: string,
    from: Date,
    to: Date,
    note: string,
  ): Promise<void>;
}

export interface RegularizationsDeps {
  db: Database;
  clock: Clock;
  access: Pick<AccessService, 'followersOf' | 'require' | 'reached'>;
  realtime: RealtimeService;
  audit: AuditService;
  notifications: NotificationsService;
  derivation: AttendanceDerivationService;
  approvals: Approvals;
  times: RecordedTimes;
}

const notFound = () => new AppError('NOT_FOUND', 'Correction request not found.');
const link = (id: string) => `/attendance?regularization=${id}`;

export class RegularizationsService {
  constructor(private readonly deps: RegularizationsDeps) {}

  async ask(actor: Actor, body: RegularizationBody): Promise<Regularization> {
    requirePermission(actor, 'attendance:self');
    const me = await this.self(actor);
    const now = this.deps.clock.now();
    const today = calendarDateIn(now, me.timeZone);
    const from = instantAt(body.date, body.clockIn, me.timeZone);
    const to = instantAt(body.date, body.clockOut, me.timeZone);
    if (body.date > today) {
      throw validationFailed([
        { field: 'body.date', message: 'Must not be a date ahead: ask for a day that has passed' },
      ]);
    }
    if (body.date < me.joinDate) {
      throw validationFailed([
        { field: 'body.date', message: `Must not be before you joined (${me.joinDate})` },
      ]);
    }
    if (to > now) throw validationFailed([{ field: 'body.clockOut', message: 'Must not be later than now' }]);
    let notices: Notice[] = [];
    const row = await withTransaction(this.deps.db, async (tx) => {
      const created = await insertRegularization(tx, {
        companyId: me.companyId,
        employeeId: me.id,
        date: body.date,
        clockIn: from,
        clockOut: to,
        reason: body.reason,
        createdAt: now,
        updatedAt: now,
      });
      if (!created)
        throw new AppError('CONFLICT', `A correction of ${body.date} is already waiting for a decision.`);
      await this.deps.audit.record(tx, actor, {
        action: 'attendance.regularization.request',
        entityType: 'attendance_regularization',
        entityId: created.id,
        before: null,
        after: { status: created.status, date: body.date, clockIn: body.clockIn, clockOut: body.clockOut },
        reason: body.reason,
      });
      notices = await this.deps.notifications.store(
        tx,
        await this.deps.approvals.approversToTell(tx, me.id),
        {
          type: 'info',
          event: 'approvalWaiting',
          title: 'Attendance correction',
          message: `${me.name} asks to record ${body.clockIn}–${body.clockOut} on ${calendarDateText(body.date)}: ${body.reason}`,
          module: ATTENDANCE_MODULE,
          link: link(created.id),
        },
      );
      return created;
    });
    this.deps.notifications.deliver(notices);
    await this.announce(row, 'create');
    return this.one(actor, row.id);
  }

  async list(actor: Actor, query: ListRegularizationsQuery): Promise<RegularizationListResponse> {
    requirePermission(actor, 'attendance:self');
    const me = await this.self(actor);
    let scope: Reach = { kind: 'person', employeeId: me.id };
    if (query.scope !== 'mine') {
      requirePermission(actor, 'attendance:manage');
      scope =
        employeeScope(actor.role) === 'all'
          ? { kind: 'company', companyId: me.companyId }
          : { kind: 'team', managerId: me.id, companyId: me.companyId };
    }
    const { rows, total } = await listRegularizations(
      this.deps.db,
      scope,
      {
        status: query.scope === 'to-decide' ? 'pending' : query.status,
        notEmployeeId: query.scope === 'mine' ? undefined : me.id,
      },
      query,
    );
    return { items: await this.present(actor, rows), total, page: query.page, limit: query.limit };
  }

  async decide(actor: Actor, id: string, input: DecideRegularizationBody): Promise<Regularization> {
    requirePermission(actor, 'attendance:manage');
    const body = DecideRegularizationBodySchema.parse(input);
    const known = await findRegularization(this.deps.db, id);
    if (!known) throw notFound();
    if (known.employeeId === actor.employeeId) {
      throw new AppError('FORBIDDEN', 'You cannot decide your own correction request.');
    }
    await this.deps.access.require({
      actor,
      permission: 'leave.approval:decide',
      ids: [known.employeeId],
      hidden: notFound,
    });
    const worker = (await findWorker(this.deps.db, known.employeeId))!;
    let notices: Notice[] = [];
    let marked: AttendanceChange[] = [];
    await withTransaction(this.deps.db, async (tx) => {
      const before = await findRegularization(tx, id, { lock: true });
      if (!before) throw notFound();
      if (before.status !== 'pending')
        throw new AppError('CONFLICT', `This request is already ${before.status}.`);
      const approved = body.status === 'approved';
      const now = this.deps.clock.now();
      if (approved) {
        await this.deps.times.recordEntry(
          tx,
          worker,
          before.date,
          before.clockIn,
          before.clockOut,
          `Recorded on request: ${before.reason}`,
        );
        marked = await this.deps.derivation.recompute(tx, worker, [before.date]);
      }
      const after = await updateRegularization(tx, id, {
        status: body.status,
        decidedBy: actor.userId,
        decidedAt: now,
        decisionComment: body.comment,
        updatedAt: now,
      });
      await this.deps.audit.record(tx, actor, {
        action: approved ? 'attendance.regularization.approve' : 'attendance.regularization.reject',
        entityType: 'attendance_regularization',
        entityId: id,
        before: { status: before.status },
        after: { status: after.status, date: after.date },
        reason: body.comment,
      });
      const [person] = (await findPeople(tx, [before.employeeId])).values();
      if (person?.userId) {
        notices = await this.deps.notifications.store(tx, [person.userId], {
          type: approved ? 'success' : 'warning',
          event: 'attendanceDecided',
          title: approved ? 'Attendance correction approved' : 'Attendance correction not approved',
          message: `Your times on ${calendarDateText(before.date)} were ${approved ? 'recorded' : 'not recorded'}${body.comment ? `: “${body.comment}”` : '.'}`,
          module: ATTENDANCE_MODULE,
          link: link(id),
        });
      }
    });
    this.deps.notifications.deliver(notices);
    this.deps.derivation.announce(marked);
    await this.announce(known, 'update');
    return this.one(actor, id);
  }

  /** The person takes back a question still waiting. */
  async cancel(actor: Actor, id: string): Promise<Regularization> {
    requirePermission(actor, 'attendance:self');
    const known = await findRegularization(this.deps.db, id);
    if (!known || known.employeeId !== actor.employeeId) throw notFound();
    await withTransaction(this.deps.db, async (tx) => {
      const before = await findRegularization(tx, id, { lock: true });
      if (before?.status !== 'pending') {
        throw new AppError('CONFLICT', `This request is already ${before?.status ?? 'gone'}.`);
      }
      await updateRegularization(tx, id, { status: 'cancelled', updatedAt: this.deps.clock.now() });
      await this.deps.audit.record(tx, actor, {
        action: 'attendance.regularization.cancel',
        entityType: 'attendance_regularization',
        entityId: id,
        before: { status: before.status },
        after: { status: 'cancelled', date: before.date },
      });
    });
    await this.announce(known, 'update');
    return this.one(actor, id);
  }

  /** `attendance-update` to the person, everyone above them, and hr and admin: lists and counts refetch. */
  private async announce(row: RegularizationRow, type: UpdatePayload['type']): Promise<void> {
    const users = await this.deps.access.followersOf([row.employeeId]);
    const timestamp = this.deps.clock.now().toISOString();
    const target = { users, roles: ['admin', 'hr'] as const };
    this.deps.realtime.emitTo(target, ATTENDANCE_UPDATE_EVENT, {
      id: row.id,
      type,
      timestamp,
    } satisfies UpdatePayload);
    this.deps.realtime.emitTo(target, ServerEvent.dashboardUpdate, { module: ATTENDANCE_MODULE, timestamp });
  }

  private async one(actor: Actor, id: string): Promise<Regularization> {
    const row = await findRegularization(this.deps.db, id);
    if (!row) throw notFound();
    const person = (await findWorker(this.deps.db, row.employeeId))!;
    const [item] = await this.present(actor, [
      { ...row, name: person.name, employeeCode: person.employeeCode },
    ]);
    return item!;
  }

  private async present(actor: Actor, rows: readonly RegularizationView[]): Promise<Regularization[]> {
    const names = await userDisplayNames(
      this.deps.db,
      rows.flatMap((r) => (r.decidedBy ? [r.decidedBy] : [])),
    );
    // Whom the actor decides for among the pending rows: one question of leave's rule for the page.
    const decided = await this.deps.access.reached({
      actor,
      permission: 'leave.approval:decide',
      ids: rows.flatMap((r) => (r.status === 'pending' ? [r.employeeId] : [])),
    });
    const zones = new Map<string, string>();
    const items: Regularization[] = [];
    for (const r of rows) {
      let zone = zones.get(r.employeeId);
      if (!zone) {
        zone = (await findWorker(this.deps.db, r.employeeId))?.timeZone ?? 'UTC';
        zones.set(r.employeeId, zone);
      }
      const pending = r.status === 'pending';
      items.push({
        id: r.id,
        employee: { id: r.employeeId, name: r.name, employeeCode: r.employeeCode },
        date: r.date,
        clockIn: timeOfDayIn(r.clockIn, zone),
        clockOut: timeOfDayIn(r.clockOut, zone),
        clockInAt: r.clockIn.toISOString(),
        clockOutAt: r.clockOut.toISOString(),
        timeZone: zone,
        reason: r.reason,
        status: r.status,
        decidedBy: r.decidedBy ? (names.get(r.decidedBy) ?? null) : null,
        decidedAt: r.decidedAt?.toISOString() ?? null,
        decisionComment: r.decisionComment,
        createdAt: r.createdAt.toISOString(),
        canDecide: pending && decided.has(r.employeeId),
        canCancel: pending && r.employeeId === actor.employeeId,
      });
    }
    return items;
  }

  private async self(actor: Actor): Promise<Worker> {
    const worker = actor.employeeId ? await findWorker(this.deps.db, actor.employeeId) : undefined;
    if (!worker)
      throw new AppError('NOT_FOUND', 'Your account has no employee record, so it has no attendance.');
    return worker;
  }
}
