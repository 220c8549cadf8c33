/**
 * The catalogue: courses, self-paced or taught in sessions, some mandatory for departments and
 * roles, and the sessions of a taught course with their seats.
 *
 * Rules:
 * - Everyone reads the active catalogue; admin and hr (`training:manage`) manage courses and
 *   sessions, and see archived courses too.
 * - A course people enrolled in keeps how it is delivered and is archived rather than deleted; a
 *   session anyone holds a seat or a waitlist place in is not deleted.
 * - Seats added to a session go to its waitlist in the order people asked (the session row locked);
 *   fewer seats than are taken are refused.
 * - A mandatory course names departments of the company; a department merged into another is
 *   replaced by it in the rules.
 */

import { can } from '@hrms/contracts/roles';
import type {
  Course,
  CourseDetail,
  CourseListResponse,
  CreateCourseBody,
  CreateSessionBody,
  ListCoursesQuery,
  Session,
  UpdateCourseBody,
  UpdateSessionBody,
} from '@hrms/contracts/training';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { companyIdOf } from '../../people/actor-company';
import { findCompany } from '../../people/people.repository';
import {
  type CourseRow,
  courseCounts,
  courseWrites,
  type EnrolmentRow,
  enrolmentCount,
  findCourse,
  findLearner,
  findSessionForUpdate,
  listCourses,
  listSessions,
  liveEnrolmentsOf,
  replaceMandatoryDepartment,
  type SessionRow,
  type SessionWithCounts,
  seatsTaken,
  sessionWrites,
  unknownDepartments,
} from './training.repository';
import { promote, type TrainingServiceDeps, tell } from './training-context';

const courseNotFound = () => new AppError('NOT_FOUND', 'Course not found.');
const sessionNotFound = () => new AppError('NOT_FOUND', 'Session not found.');

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

export class TrainingCatalogueService {
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
    tell(this.deps, { id: row.id, type: 'create', employeeIds: [] }, true);
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
    tell(this.deps, { id, type: 'update', employeeIds: [] }, true);
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
    tell(this.deps, { id, type: 'delete', employeeIds: [] }, true);
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
    tell(this.deps, { id: courseId, type: 'update', employeeIds: [] }, true);
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
      const promoted = await promote(this.deps, tx, actor, row, row.seats - taken);
      return { row, promoted };
    });
    this.deps.notifications.deliver(promoted.notices);
    tell(this.deps, { id: row.courseId, type: 'update', employeeIds: promoted.employeeIds }, true);
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
    tell(this.deps, { id: courseId, type: 'update', employeeIds: [] }, true);
    return { ok: true };
  }

  // ---------------------------------------------------------------- helpers

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
}

function checkTimes(startsAt: Date, endsAt: Date): void {
  if (endsAt <= startsAt) throw validationFailed([{ field: 'body.endsAt', message: 'End after the start' }]);
}
