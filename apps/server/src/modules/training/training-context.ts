/**
 * What the training use cases share (training.service.ts): their dependencies, whose records a
 * caller reaches, how an enrolment is audited, how a waitlist moves up, and who is told of a change.
 */
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { can, employeeScope, ROLES, type Role } from '@hrms/contracts/roles';
import { courseLink, TRAINING_MODULE } from '@hrms/contracts/training';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { companyIdOf } from '../../people/actor-company';
import { chainUserIds } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  type EnrolmentRow,
  enrolmentWrites,
  findCourse,
  findLearner,
  firstWaitlisted,
  type SessionRow,
  type TrainingReach,
} from './training.repository';

const MANAGER_ROLES: readonly Role[] = ROLES.filter((role) => can(role, 'training:manage'));

export const iso = (date: Date | null) => date?.toISOString() ?? null;

export function enrolmentSnapshot(row: EnrolmentRow) {
  return {
    courseId: row.courseId,
    sessionId: row.sessionId,
    employeeId: row.employeeId,
    status: row.status,
    score: row.score,
    completedAt: iso(row.completedAt),
  };
}

/** A change to tell: whose enrolment it touched (their line and the managers of training hear). */
export interface Change {
  id: string;
  type: UpdatePayload['type'];
  employeeIds: string[];
}

/** A notification to send after the commit. */
export type Notices = Awaited<ReturnType<NotificationsService['store']>>;

export interface TrainingServiceDeps {
  db: Database;
  clock: Clock;
  realtime: RealtimeService;
  audit: AuditService;
  access: AccessService;
  notifications: NotificationsService;
}

/** Admin and hr reach the company; a manager themselves and their line; anyone else themselves. */
export async function reachOf(deps: TrainingServiceDeps, actor: Actor): Promise<TrainingReach> {
  const companyId = await companyIdOf(deps.db, actor);
  const scope = employeeScope(actor.role);
  if (scope === 'all') return { kind: 'company', companyId };
  if (!actor.employeeId) throw new AppError('NOT_FOUND', 'Your account has no employee record.');
  if (scope === 'team') return { kind: 'self-and-team', employeeId: actor.employeeId, companyId };
  return { kind: 'person', employeeId: actor.employeeId };
}

/**
 * Gives up to `free` seats of the session to its waitlist, first asked first; answers the notices
 * to send after the commit and whose enrolments changed. Call with the session locked.
 */
export async function promote(
  deps: TrainingServiceDeps,
  tx: Database,
  actor: Actor,
  session: SessionRow,
  free: number,
): Promise<{ notices: Notices; employeeIds: string[] }> {
  const waiting = session.startsAt > deps.clock.now() ? await firstWaitlisted(tx, session.id, free) : [];
  const notices: Notices = [];
  const now = deps.clock.now();
  for (const before of waiting) {
    const row = await enrolmentWrites.update(tx, before.id, { status: 'enrolled', updatedAt: now });
    await deps.audit.record(tx, actor, {
      action: 'training.enrolment.promote',
      entityType: 'training_enrolment',
      entityId: row.id,
      before: enrolmentSnapshot(before),
      after: enrolmentSnapshot(row),
    });
    const learner = await findLearner(tx, before.companyId, before.employeeId);
    if (learner?.userId) {
      const course = await findCourse(tx, before.companyId, before.courseId);
      notices.push(
        ...(await deps.notifications.store(tx, [learner.userId], {
          type: 'success',
          title: 'A seat is yours',
          message: `A seat came free in "${course?.title ?? 'a course'}" and you moved off the waitlist.`,
          module: TRAINING_MODULE,
          link: courseLink(before.courseId),
          event: 'training',
        })),
      );
    }
  }
  return { notices, employeeIds: waiting.map((w) => w.employeeId) };
}

/** `training-update` to the learners, the managers above them and (for catalogue changes) everyone. */
export function tell(deps: TrainingServiceDeps, change: Change, everyone = false): void {
  const payload: UpdatePayload = {
    id: change.id,
    type: change.type,
    timestamp: deps.clock.now().toISOString(),
  };
  const { realtime, db } = deps;
  if (everyone) {
    realtime.emitTo({ roles: ROLES }, 'training-update', payload);
    return;
  }
  realtime.emitTo({ roles: MANAGER_ROLES }, 'training-update', payload);
  void chainUserIds(db, change.employeeIds)
    .then((users) => realtime.emitTo({ users }, 'training-update', payload))
    .catch(() => undefined);
}
