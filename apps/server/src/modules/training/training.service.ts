/**
 * Training: a catalogue of courses, taught in sessions or learnt at one's own pace; enrolment with a
 * waitlist; attendance and completion; and compliance with the courses that are mandatory.
 *
 * Rules:
 * - Everyone reads the active catalogue and enrols themselves; a manager enrols the people below
 *   them; admin and hr (`training:manage`) manage courses and sessions and enrol anyone.
 * - A taught course is enrolled in by session, one that has not started. A full session waitlists
 *   (201 with `waitlisted`, not an error). A cancelled seat, or seats added, go to the waitlist in
 *   the order people asked. The session row is locked for each of these, so a seat is never given
 *   twice; one live enrolment per person and course is a unique index.
 * - Attendance is marked once a session has started, by admin, hr or its trainer; they complete an
 *   attended enrolment with an optional score. A self-paced course is completed by the learner.
 * - A mandatory course applies to people in its departments with its roles (none chosen: all), due
 *   `dueWithinDays` after the later of the rule's `from` and their joining date.
 * - Every change is audited in its transaction and sent as `training-update` to the learner, the
 *   managers above them and those who manage training.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { can, employeeScope, ROLES, type Role } from '@hrms/contracts/roles';
import {
  type ComplianceQuery,
  type ComplianceResponse,
  type Course,
  type CourseDetail,
  type CourseListResponse,
  type CreateCourseBody,
  type CreateEnrolmentBody,
  type CreateSessionBody,
  courseLink,
  type Enrolment,
  type EnrolmentListResponse,
  type ListCoursesQuery,
  type ListEnrolmentsQuery,
  type Session,
  TRAINING_MODULE,
  type UpdateCourseBody,
  type UpdateEnrolmentBody,
  type UpdateSessionBody,
} from '@hrms/contracts/training';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { companyIdOf } from '../../people/actor-company';
import { chainUserIds, findCompany } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  type CourseRow,
  compliance,
  courseCounts,
  courseWrites,
  type EnrolmentRow,
  type EnrolmentView,
  enrolmentCount,
  enrolmentWrites,
  findCourse,
  findEnrolment,
  findEnrolmentForUpdate,
  findEnrolmentView,
  findLearner,
  findSessionForUpdate,
  firstWaitlisted,
  type Learner,
  listCourses,
  listEnrolments,
  listSessions,
  liveEnrolmentsOf,
  replaceMandatoryDepartment,
  type SessionRow,
  type SessionWithCounts,
  seatsTaken,
  sessionWrites,
  type TrainingReach,
  unknownDepartments,
} from './training.repository';

const MANAGER_ROLES: readonly Role[] = ROLES.filter((role) => can(role, 'training:manage'));

const courseNotFound = () => new AppError('NOT_FOUND', 'Course not found.');
const sessionNotFound = () => new AppError('NOT_FOUND', 'Session not found.');
const enrolmentNotFound = () => new AppError('NOT_FOUND', 'Enrolment not found.');
const iso = (date: Date | null) => date?.toISOString() ?? null;

function courseSnapshot(row: CourseRow) {
  return {
    title: row.title,
    delivery: row.delivery,
    durationMinutes: row.durationMinutes,
    materials: row.materials,
    mandatory: row.mandatory,
    status: row.status,
  };
}

function sessionSnapshot(row: SessionRow) {
  return {
    courseId: row.courseId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    trainerEmployeeId: row.trainerEmployeeId,
    trainerName: row.trainerName,
    location: row.location,
    timeZone: row.timeZone,
    link: row.link,
    seats: row.seats,
  };
}

function enrolmentSnapshot(row: EnrolmentRow) {
  return {
    courseId: row.courseId,
    sessionId: row.sessionId,
    employeeId: row.employeeId,
    status: row.status,
    score: row.score,
    completedAt: iso(row.completedAt),
  };
}

function toSession(row: SessionWithCounts): Session {
  return {
    id: row.id,
    courseId: row.courseId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    trainer: {
      employeeId: row.trainerEmployeeId,
      name: row.trainerFullName ?? (row.trainerName || 'To be announced'),
    },
    location: row.location,
    timeZone: row.timeZone,
    link: row.link,
    seats: row.seats,
    taken: row.taken,
    waitlisted: row.waitlisted,
  };
}

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

/** A change to tell: whose enrolment it touched (their line and the managers of training hear). */
interface Change {
  id: string;
  type: UpdatePayload['type'];
  employeeIds: string[];
}

/** A notification to send after the commit. */
type Notices = Awaited<ReturnType<NotificationsService['store']>>;

export interface TrainingServiceDeps {
  db: Database;
  clock: Clock;
  realtime: RealtimeService;
  audit: AuditService;
  access: AccessService;
  notifications: NotificationsService;
}

export class TrainingService {
  constructor(private readonly deps: TrainingServiceDeps) {}

  /** A department merged into another: mandatory rules naming it name the other. */
  retargetDepartment(tx: Database, fromId: string, intoId: string): Promise<void> {
    return replaceMandatoryDepartment(tx, fromId, intoId);
  }

  // ---------------------------------------------------------------- courses

  async listCourses(actor: Actor, query: ListCoursesQuery): Promise<CourseListResponse> {
    requirePermission(actor, 'training:read');
    const companyId = await companyIdOf(this.deps.db, actor);
    const status = can(actor.role, 'training:manage') ? query.status : 'active';
    const { rows, total } = await listCourses(this.deps.db, companyId, {
      ...query,
      status,
      mandatory: query.mandatory === undefined ? undefined : query.mandatory === 'true',
    });
    return { items: await this.toCourses(actor, rows), total, page: query.page, limit: query.limit };
  }

  async getCourse(actor: Actor, id: string): Promise<CourseDetail> {
    requirePermission(actor, 'training:read');
    const row = await this.readableCourse(actor, id);
    const [course] = await this.toCourses(actor, [row]);
    const sessions = await listSessions(this.deps.db, { courseId: id });
    return { ...course!, sessions: sessions.map(toSession) };
  }

  async createCourse(actor: Actor, body: CreateCourseBody): Promise<Course> {
    requirePermission(actor, 'training:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await this.checkMandatory(companyId, body.mandatory);
    const now = clock.now();
    const row = await withTransaction(db, async (tx) => {
      const row = await courseWrites.insert(tx, { ...body, companyId, createdAt: now, updatedAt: now });
      await audit.record(tx, actor, {
        action: 'training.course.create',
        entityType: 'training_course',
        entityId: row.id,
        before: null,
        after: courseSnapshot(row),
      });
      return row;
    });
    this.tell({ id: row.id, type: 'create', employeeIds: [] }, true);
    const [course] = await this.toCourses(actor, [row]);
    return course!;
  }

  async updateCourse(actor: Actor, id: string, body: UpdateCourseBody): Promise<Course> {
    requirePermission(actor, 'training:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    if (body.mandatory) await this.checkMandatory(companyId, body.mandatory);
    const row = await withTransaction(db, async (tx) => {
      const before = await findCourse(tx, companyId, id, 'no key update');
      if (!before) throw courseNotFound();
      if (
        body.delivery &&
        body.delivery !== before.delivery &&
        (await enrolmentCount(tx, { courseId: id })) > 0
      ) {
        throw new AppError(
          'CONFLICT',
          'People have enrolled in this course, so how it is delivered cannot change. Create a new course instead.',
        );
      }
      const row = await courseWrites.update(tx, id, { ...body, updatedAt: clock.now() });
      await audit.record(tx, actor, {
        action: 'training.course.update',
        entityType: 'training_course',
        entityId: id,
        before: courseSnapshot(before),
        after: courseSnapshot(row),
      });
      return row;
    });
    this.tell({ id, type: 'update', employeeIds: [] }, true);
    const [course] = await this.toCourses(actor, [row]);
    return course!;
  }

  /** Only a course nobody ever enrolled in is deleted (with its sessions); others are archived. */
  async deleteCourse(actor: Actor, id: string): Promise<{ ok: true }> {
    requirePermission(actor, 'training:manage');
    const { db, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await withTransaction(db, async (tx) => {
      const before = await findCourse(tx, companyId, id, 'no key update');
      if (!before) throw courseNotFound();
      const enrolled = await enrolmentCount(tx, { courseId: id });
      if (enrolled > 0) {
        throw new AppError(
          'CONFLICT',
          `${enrolled === 1 ? '1 person has' : `${enrolled} people have`} enrolled in this course, so its records are kept. Archive it instead.`,
        );
      }
      await courseWrites.remove(tx, id);
      await audit.record(tx, actor, {
        action: 'training.course.delete',
        entityType: 'training_course',
        entityId: id,
        before: courseSnapshot(before),
        after: null,
      });
    });
    this.tell({ id, type: 'delete', employeeIds: [] }, true);
    return { ok: true };
  }

  // ---------------------------------------------------------------- sessions

  async createSession(actor: Actor, courseId: string, body: CreateSessionBody): Promise<Session> {
    requirePermission(actor, 'training:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    checkTimes(new Date(body.startsAt), new Date(body.endsAt));
    await this.checkTrainer(companyId, body.trainerEmployeeId);
    // Where the times were chosen; a session created without one happens in the company's zone.
    const timeZone = body.timeZone ?? (await findCompany(db, actor.employeeId))?.timeZone ?? 'Asia/Kolkata';
    const row = await withTransaction(db, async (tx) => {
      const course = await findCourse(tx, companyId, courseId, 'no key update');
      if (!course) throw courseNotFound();
      if (course.delivery !== 'sessions') {
        throw new AppError('CONFLICT', 'This course is self-paced, so it has no sessions.');
      }
      if (course.status !== 'active')
        throw new AppError('CONFLICT', 'This course is archived. Restore it first.');
      const now = clock.now();
      const row = await sessionWrites.insert(tx, {
        courseId,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        trainerEmployeeId: body.trainerEmployeeId,
        trainerName: body.trainerEmployeeId ? '' : (body.trainerName ?? ''),
        location: body.location,
        timeZone,
        link: body.link,
        seats: body.seats,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action: 'training.session.create',
        entityType: 'training_session',
        entityId: row.id,
        before: null,
        after: sessionSnapshot(row),
      });
      return row;
    });
    this.tell({ id: courseId, type: 'update', employeeIds: [] }, true);
    return toSession((await listSessions(db, { sessionId: row.id }))[0]!);
  }

  /** Changes a session; seats added go to its waitlist in order, and fewer than are taken is refused. */
  async updateSession(actor: Actor, id: string, body: UpdateSessionBody): Promise<Session> {
    requirePermission(actor, 'training:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    if (body.trainerEmployeeId) await this.checkTrainer(companyId, body.trainerEmployeeId);
    const { row, promoted } = await withTransaction(db, async (tx) => {
      const before = await findSessionForUpdate(tx, companyId, id);
      if (!before) throw sessionNotFound();
      const startsAt = body.startsAt ? new Date(body.startsAt) : before.startsAt;
      const endsAt = body.endsAt ? new Date(body.endsAt) : before.endsAt;
      checkTimes(startsAt, endsAt);
      const taken = await seatsTaken(tx, id);
      if (body.seats !== undefined && body.seats < taken) {
        throw validationFailed([
          {
            field: 'body.seats',
            message: `${taken} seats are taken; cancel enrolments before offering fewer`,
          },
        ]);
      }
      const trainerEmployeeId =
        body.trainerEmployeeId === undefined ? before.trainerEmployeeId : body.trainerEmployeeId;
      const row = await sessionWrites.update(tx, id, {
        startsAt,
        endsAt,
        trainerEmployeeId,
        trainerName: trainerEmployeeId ? '' : (body.trainerName ?? before.trainerName),
        ...(body.location !== undefined ? { location: body.location } : {}),
        ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
        ...(body.link !== undefined ? { link: body.link } : {}),
        ...(body.seats !== undefined ? { seats: body.seats } : {}),
        updatedAt: clock.now(),
      });
      await audit.record(tx, actor, {
        action: 'training.session.update',
        entityType: 'training_session',
        entityId: id,
        before: sessionSnapshot(before),
        after: sessionSnapshot(row),
      });
      const promoted = await this.promote(tx, actor, row, row.seats - taken);
      return { row, promoted };
    });
    this.deps.notifications.deliver(promoted.notices);
    this.tell({ id: row.courseId, type: 'update', employeeIds: promoted.employeeIds }, true);
    return toSession((await listSessions(db, { sessionId: id }))[0]!);
  }

  /** Only a session nobody holds a seat or a waitlist place in is deleted. */
  async deleteSession(actor: Actor, id: string): Promise<{ ok: true }> {
    requirePermission(actor, 'training:manage');
    const { db, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const courseId = await withTransaction(db, async (tx) => {
      const before = await findSessionForUpdate(tx, companyId, id);
      if (!before) throw sessionNotFound();
      const live = await enrolmentCount(tx, { sessionId: id, live: true });
      if (live > 0) {
        throw new AppError(
          'CONFLICT',
          `${live === 1 ? '1 person is' : `${live} people are`} enrolled or waitlisted in this session. Cancel their enrolments first.`,
        );
      }
      await sessionWrites.remove(tx, id);
      await audit.record(tx, actor, {
        action: 'training.session.delete',
        entityType: 'training_session',
        entityId: id,
        before: sessionSnapshot(before),
        after: null,
      });
      return before.courseId;
    });
    this.tell({ id: courseId, type: 'update', employeeIds: [] }, true);
    return { ok: true };
  }

  // ---------------------------------------------------------------- enrolments

  async listEnrolments(actor: Actor, query: ListEnrolmentsQuery): Promise<EnrolmentListResponse> {
    requirePermission(actor, 'training:read');
    const reach = await this.reachOf(actor);
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
    this.tell({ id: row.id, type: 'create', employeeIds: [learner.id] });
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
          ? await this.promote(tx, actor, session, session.seats - (await seatsTaken(tx, session.id)))
          : { notices: [] as Notices, employeeIds: [] as string[] };
      return { row, promoted, course };
    });
    notifications.deliver(outcome.promoted.notices);
    this.tell({ id, type: 'update', employeeIds: [seen.employeeId, ...outcome.promoted.employeeIds] });
    return this.enrolmentView(companyId, id);
  }

  // ---------------------------------------------------------------- compliance

  async compliance(actor: Actor, query: ComplianceQuery): Promise<ComplianceResponse> {
    requirePermission(actor, 'training:read');
    const { db, clock } = this.deps;
    const reach = await this.reachOf(actor);
    const company = await findCompany(db, actor.employeeId);
    const today = calendarDateIn(clock.now(), company?.timeZone ?? 'UTC');
    const { rows, total, summary } = await compliance(db, reach, query, today);
    return {
      items: rows.map((r) => ({
        employee: { id: r.employeeId, name: r.employeeName, department: r.department },
        course: { id: r.courseId, title: r.courseTitle },
        dueOn: r.dueOn,
        status: r.status,
        completedAt: iso(r.completedAt),
      })),
      total,
      page: query.page,
      limit: query.limit,
      summary,
    };
  }

  // ---------------------------------------------------------------- helpers

  /** Admin and hr reach the company; a manager themselves and their line; anyone else themselves. */
  private async reachOf(actor: Actor): Promise<TrainingReach> {
    const companyId = await companyIdOf(this.deps.db, actor);
    const scope = employeeScope(actor.role);
    if (scope === 'all') return { kind: 'company', companyId };
    if (!actor.employeeId) throw new AppError('NOT_FOUND', 'Your account has no employee record.');
    if (scope === 'team') return { kind: 'self-and-team', employeeId: actor.employeeId, companyId };
    return { kind: 'person', employeeId: actor.employeeId };
  }

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

  /**
   * Gives up to `free` seats of the session to its waitlist, first asked first; answers the notices
   * to send after the commit and whose enrolments changed. Call with the session locked.
   */
  private async promote(
    tx: Database,
    actor: Actor,
    session: SessionRow,
    free: number,
  ): Promise<{ notices: Notices; employeeIds: string[] }> {
    const waiting =
      session.startsAt > this.deps.clock.now() ? await firstWaitlisted(tx, session.id, free) : [];
    const notices: Notices = [];
    const now = this.deps.clock.now();
    for (const before of waiting) {
      const row = await enrolmentWrites.update(tx, before.id, { status: 'enrolled', updatedAt: now });
      await this.deps.audit.record(tx, actor, {
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
          ...(await this.deps.notifications.store(tx, [learner.userId], {
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

  private async readableCourse(actor: Actor, id: string): Promise<CourseRow> {
    const companyId = await companyIdOf(this.deps.db, actor);
    const row = await findCourse(this.deps.db, companyId, id);
    if (!row || (row.status !== 'active' && !can(actor.role, 'training:manage'))) throw courseNotFound();
    return row;
  }

  private async toCourses(actor: Actor, rows: readonly CourseRow[]): Promise<Course[]> {
    const { db, clock } = this.deps;
    const ids = rows.map((r) => r.id);
    const [counts, mine] = await Promise.all([
      courseCounts(db, ids, clock.now()),
      actor.employeeId ? liveEnrolmentsOf(db, actor.employeeId, ids) : new Map<string, EnrolmentRow>(),
    ]);
    return rows.map((row) => {
      const own = mine.get(row.id);
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        delivery: row.delivery,
        durationMinutes: row.durationMinutes,
        materials: row.materials,
        mandatory: row.mandatory ?? null,
        status: row.status,
        ...counts.get(row.id)!,
        myEnrolment: own ? { id: own.id, status: own.status, sessionId: own.sessionId } : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  private async enrolmentView(companyId: string, id: string): Promise<Enrolment> {
    const view = await findEnrolmentView(this.deps.db, companyId, id);
    if (!view) throw enrolmentNotFound();
    return toEnrolment(view);
  }

  private async checkMandatory(companyId: string, mandatory: CreateCourseBody['mandatory']): Promise<void> {
    if (!mandatory) return;
    const unknown = await unknownDepartments(this.deps.db, companyId, mandatory.departmentIds);
    if (unknown.length > 0) {
      throw validationFailed([
        { field: 'body.mandatory.departmentIds', message: 'Choose departments of the company' },
      ]);
    }
  }

  private async checkTrainer(companyId: string, employeeId: string | null): Promise<void> {
    if (!employeeId) return;
    const trainer = await findLearner(this.deps.db, companyId, employeeId);
    if (!trainer || trainer.status === 'inactive') {
      throw validationFailed([
        { field: 'body.trainerEmployeeId', message: 'Choose a trainer who works at the company' },
      ]);
    }
  }

  /** `training-update` to the learners, the managers above them and (for catalogue changes) everyone. */
  private tell(change: Change, everyone = false): void {
    const payload: UpdatePayload = {
      id: change.id,
      type: change.type,
      timestamp: this.deps.clock.now().toISOString(),
    };
    const { realtime, db } = this.deps;
    if (everyone) {
      realtime.emitTo({ roles: ROLES }, 'training-update', payload);
      return;
    }
    realtime.emitTo({ roles: MANAGER_ROLES }, 'training-update', payload);
    void chainUserIds(db, change.employeeIds)
      .then((users) => realtime.emitTo({ users }, 'training-update', payload))
      .catch(() => undefined);
  }
}

type EnrolmentRole = 'manage' | 'trainer' | 'line' | 'self';

function checkTimes(startsAt: Date, endsAt: Date): void {
  if (endsAt <= startsAt) throw validationFailed([{ field: 'body.endsAt', message: 'End after the start' }]);
}

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
