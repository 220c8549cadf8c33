/**
 * Enrolment with a waitlist, attendance and completion.
 *
 * Rules:
 * - Everyone enrols themselves; a manager enrols the people below them; admin and hr
 *   (`training:manage`) enrol anyone still at the company.
 * - A taught course is enrolled in by session, one that has not started. A full session waitlists
 *   (201 with `waitlisted`, not an error). A cancelled seat goes to the waitlist in the order people
 *   asked. The session row is locked for each of these, so a seat is never given twice; one live
 *   enrolment per person and course is a unique index.
 * - Attendance is marked once a session has started, by admin, hr or its trainer; they complete an
 *   attended enrolment with an optional score. A self-paced course is completed by the learner.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import { can } from '@hrms/contracts/roles';
import {
  type CreateEnrolmentBody,
  courseLink,
  type Enrolment,
  type EnrolmentListResponse,
  type ListEnrolmentsQuery,
  TRAINING_MODULE,
  type UpdateEnrolmentBody,
} from '@hrms/contracts/training';
import { withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { companyIdOf } from '../../people/actor-company';
import {
  type CourseRow,
  type EnrolmentRow,
  type EnrolmentView,
  enrolmentWrites,
  findCourse,
  findEnrolment,
  findEnrolmentForUpdate,
  findEnrolmentView,
  findLearner,
  findSessionForUpdate,
  type Learner,
  listEnrolments,
  listSessions,
  type SessionRow,
  seatsTaken,
} from './training.repository';
import {
  enrolmentSnapshot,
  iso,
  type Notices,
  promote,
  reachOf,
  type TrainingServiceDeps,
  tell,
} from './training-context';

const enrolmentNotFound = () => new AppError('NOT_FOUND', 'Enrolment not found.');

function toEnrolment(row: EnrolmentView): Enrolment {
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    sessionId: row.sessionId,
    sessionStartsAt: iso(row.sessionStartsAt),
    sessionTimeZone: row.sessionTimeZone,
    employee: { id: row.employeeId, name: row.employeeName },
    status: row.status,
    waitlistPosition: row.waitlistPosition,
    score: row.score,
    completedAt: iso(row.completedAt),
    assignedBy: row.assignedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class TrainingEnrolmentsService {
  constructor(private readonly deps: TrainingServiceDeps) {}

  async listEnrolments(actor: Actor, query: ListEnrolmentsQuery): Promise<EnrolmentListResponse> {
    requirePermission(actor, 'training:read');
    const reach = await reachOf(this.deps, actor);
    const { rows, total } = await listEnrolments(this.deps.db, reach, query);
    return { items: rows.map(toEnrolment), total, page: query.page, limit: query.limit };
  }

  async enrol(actor: Actor, body: CreateEnrolmentBody): Promise<Enrolment> {
    requirePermission(actor, 'training:read');
    const { db, clock, audit, notifications } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const learner = await this.learnerFor(actor, companyId, body.employeeId);
    const self = learner.id === actor.employeeId;
    const now = clock.now();
    const { row, notices } = await withTransaction(db, async (tx) => {
      // The course first, shared: it is neither archived, deleted nor changed in delivery meanwhile,
      // and locks are taken in the order a course's deletion takes them (course, then sessions).
      const course = await findCourse(tx, companyId, body.courseId, 'share');
      if (!course) throw validationFailed([{ field: 'body.courseId', message: 'No such course' }]);
      if (course.status !== 'active') {
        throw new AppError('CONFLICT', 'This course is archived and takes no enrolments.');
      }
      if (course.delivery === 'sessions' && !body.sessionId) {
        throw validationFailed([{ field: 'body.sessionId', message: 'Choose a session of this course' }]);
      }
      if (course.delivery === 'self-paced' && body.sessionId) {
        throw validationFailed([{ field: 'body.sessionId', message: 'A self-paced course has no sessions' }]);
      }
      let status: 'enrolled' | 'waitlisted' = 'enrolled';
      if (body.sessionId) {
        const session = await findSessionForUpdate(tx, companyId, body.sessionId);
        if (!session || session.courseId !== course.id) {
          throw validationFailed([{ field: 'body.sessionId', message: 'No such session of this course' }]);
        }
        if (session.startsAt <= now) throw new AppError('CONFLICT', 'This session has already started.');
        if ((await seatsTaken(tx, session.id)) >= session.seats) status = 'waitlisted';
      }
      const row = await enrolmentWrites
        .insert(tx, {
          companyId,
          courseId: course.id,
          sessionId: body.sessionId,
          employeeId: learner.id,
          status,
          assignedByUserId: self ? null : actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .catch((error: unknown) => {
          if (isRaceConflict(sqlState(error).code)) {
            throw new AppError(
              'CONFLICT',
              self
                ? 'You are already enrolled in this course.'
                : `${learner.name} is already enrolled in this course.`,
            );
          }
          throw error;
        });
      await audit.record(tx, actor, {
        action: 'training.enrolment.create',
        entityType: 'training_enrolment',
        entityId: row.id,
        before: null,
        after: enrolmentSnapshot(row),
      });
      const notices =
        !self && learner.userId
          ? await notifications.store(tx, [learner.userId], {
              type: 'info',
              title: status === 'waitlisted' ? 'Waitlisted for a course' : 'Enrolled in a course',
              message:
                status === 'waitlisted'
                  ? `You are on the waitlist of "${course.title}"; you will hear when a seat is yours.`
                  : `You have been enrolled in "${course.title}".`,
              module: TRAINING_MODULE,
              link: courseLink(course.id),
              event: 'training',
            })
          : [];
      return { row, notices };
    });
    notifications.deliver(notices);
    tell(this.deps, { id: row.id, type: 'create', employeeIds: [learner.id] });
    return this.enrolmentView(companyId, row.id);
  }

  async updateEnrolment(actor: Actor, id: string, body: UpdateEnrolmentBody): Promise<Enrolment> {
    requirePermission(actor, 'training:read');
    const { db, clock, audit, notifications } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const seen = await findEnrolment(db, companyId, id);
    if (!seen) throw enrolmentNotFound();
    const role = await this.roleOver(actor, seen);
    if (role === null) throw enrolmentNotFound();

    const now = clock.now();
    const outcome = await withTransaction(db, async (tx) => {
      // The session first, then the enrolment: the order enrolling takes them in.
      const session = seen.sessionId ? await findSessionForUpdate(tx, companyId, seen.sessionId) : undefined;
      const before = await findEnrolmentForUpdate(tx, companyId, id);
      if (!before) throw enrolmentNotFound();
      const course = (await findCourse(tx, companyId, before.courseId))!;
      const change = decide(body, before, course, session, role, now);
      const row = await enrolmentWrites.update(tx, id, { ...change, updatedAt: now });
      await audit.record(tx, actor, {
        action: `training.enrolment.${body.action}`,
        entityType: 'training_enrolment',
        entityId: id,
        before: enrolmentSnapshot(before),
        after: enrolmentSnapshot(row),
      });
      // A seat given up goes to the first who waits.
      const promoted =
        body.action === 'cancel' && before.status === 'enrolled' && session
          ? await promote(this.deps, tx, actor, session, session.seats - (await seatsTaken(tx, session.id)))
          : { notices: [] as Notices, employeeIds: [] as string[] };
      return { row, promoted, course };
    });
    notifications.deliver(outcome.promoted.notices);
    tell(this.deps, { id, type: 'update', employeeIds: [seen.employeeId, ...outcome.promoted.employeeIds] });
    return this.enrolmentView(companyId, id);
  }
  // ---------------------------------------------------------------- helpers

  /** Who may be enrolled by the actor: themselves, their line (a manager), anyone (admin, hr). */
  private async learnerFor(
    actor: Actor,
    companyId: string,
    employeeId: string | undefined,
  ): Promise<Learner> {
    const targetId = employeeId?.toLowerCase() ?? actor.employeeId;
    if (!targetId) {
      throw validationFailed([
        { field: 'body.employeeId', message: 'Your account has no employee record; name the person' },
      ]);
    }
    const learner = await findLearner(this.deps.db, companyId, targetId);
    const level = learner ? await this.deps.access.levelOf(actor, targetId) : null;
    if (!learner || level === null || level === 'card') {
      throw validationFailed([{ field: 'body.employeeId', message: 'No such person in your reach' }]);
    }
    if (learner.status === 'inactive') {
      throw validationFailed([{ field: 'body.employeeId', message: `${learner.name} has left the company` }]);
    }
    return learner;
  }

  /**
   * What the actor is to this enrolment: `manage` (admin, hr), `trainer` (of its session), `line`
   * (a manager above the learner), `self`; null when it is out of their reach.
   */
  private async roleOver(actor: Actor, row: EnrolmentRow): Promise<EnrolmentRole | null> {
    if (can(actor.role, 'training:manage')) return 'manage';
    // Nobody marks their own attendance or completion of a taught course, trainer or not.
    if (row.employeeId === actor.employeeId) return 'self';
    if (actor.employeeId && row.sessionId) {
      const [session] = await listSessions(this.deps.db, { sessionId: row.sessionId });
      if (session?.trainerEmployeeId === actor.employeeId) return 'trainer';
    }
    const level = await this.deps.access.levelOf(actor, row.employeeId);
    return level === 'team' ? 'line' : null;
  }
  private async enrolmentView(companyId: string, id: string): Promise<Enrolment> {
    const view = await findEnrolmentView(this.deps.db, companyId, id);
    if (!view) throw enrolmentNotFound();
    return toEnrolment(view);
  }
}

type EnrolmentRole = 'manage' | 'trainer' | 'line' | 'self';

/** The change an action makes to an enrolment, or why it may not be made. */
function decide(
  body: UpdateEnrolmentBody,
  before: EnrolmentRow,
  course: CourseRow,
  session: SessionRow | undefined,
  role: EnrolmentRole,
  now: Date,
): Partial<EnrolmentRow> {
  const staff = role === 'manage' || role === 'trainer';
  const issues: FieldIssue[] = [];
  if (body.score !== undefined && body.score !== null && (body.action !== 'complete' || !staff)) {
    issues.push({
      field: 'body.score',
      message: 'Only the trainer, admin or hr gives a score, on completion',
    });
  }
  if (issues.length > 0) throw validationFailed(issues);
  const forbidden = () => new AppError('FORBIDDEN', 'You may not do this to this enrolment.');

  switch (body.action) {
    case 'cancel': {
      if (before.status !== 'enrolled' && before.status !== 'waitlisted') {
        throw new AppError('CONFLICT', `This enrolment is ${before.status} and can no longer be cancelled.`);
      }
      return { status: 'cancelled' };
    }
    case 'attended':
    case 'absent': {
      if (!staff) throw forbidden();
      if (!session)
        throw new AppError('CONFLICT', 'Attendance is marked for a session; this course is self-paced.');
      if (session.startsAt > now)
        throw new AppError('CONFLICT', 'Attendance is marked once the session has started.');
      if (!['enrolled', 'attended', 'absent'].includes(before.status)) {
        throw new AppError('CONFLICT', `This enrolment is ${before.status}; attendance cannot be marked.`);
      }
      return { status: body.action };
    }
    case 'complete': {
      if (before.status === 'completed') throw new AppError('CONFLICT', 'This course is already completed.');
      if (course.delivery === 'self-paced') {
        if (role === 'line') throw forbidden();
        if (before.status !== 'enrolled') {
          throw new AppError('CONFLICT', `This enrolment is ${before.status} and cannot be completed.`);
        }
      } else {
        if (!staff) throw forbidden();
        if (before.status !== 'attended') {
          throw new AppError('CONFLICT', 'Mark the person as attended before completing the course.');
        }
      }
      return { status: 'completed', completedAt: now, score: body.score ?? null };
    }
  }
}
