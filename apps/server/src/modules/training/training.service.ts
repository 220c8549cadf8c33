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
 *
 * One door for the routes and the events, each question answered by the use case that owns it:
 * - courses and their sessions, and mandatory rules following a department merge:
 *   training-catalogue.service.ts;
 * - enrolling, cancelling, attendance and completion: training-enrolments.service.ts;
 * - the compliance of mandatory courses: training-compliance.service.ts.
 * What they share (whose records a caller reaches, how a waitlist moves up, who is told) is in
 * training-context.ts.
 */
import { TrainingCatalogueService } from './training-catalogue.service';
import { TrainingComplianceService } from './training-compliance.service';
import type { TrainingServiceDeps } from './training-context';
import { TrainingEnrolmentsService } from './training-enrolments.service';

export type { TrainingServiceDeps } from './training-context';

type Catalogue = TrainingCatalogueService;
type Enrolments = TrainingEnrolmentsService;
type Compliance = TrainingComplianceService;

export class TrainingService {
  private readonly catalogue: TrainingCatalogueService;
  private readonly enrolments: TrainingEnrolmentsService;
  private readonly figures: TrainingComplianceService;

  constructor(deps: TrainingServiceDeps) {
    this.catalogue = new TrainingCatalogueService(deps);
    this.enrolments = new TrainingEnrolmentsService(deps);
    this.figures = new TrainingComplianceService(deps);
  }

  /** Inside the merge's transaction (`department.merged`). */
  retargetDepartment(...args: Parameters<Catalogue['retargetDepartment']>) {
    return this.catalogue.retargetDepartment(...args);
  }

  // ---------------------------------------------------------------- courses

  listCourses(...args: Parameters<Catalogue['listCourses']>) {
    return this.catalogue.listCourses(...args);
  }

  getCourse(...args: Parameters<Catalogue['getCourse']>) {
    return this.catalogue.getCourse(...args);
  }

  createCourse(...args: Parameters<Catalogue['createCourse']>) {
    return this.catalogue.createCourse(...args);
  }

  updateCourse(...args: Parameters<Catalogue['updateCourse']>) {
    return this.catalogue.updateCourse(...args);
  }

  deleteCourse(...args: Parameters<Catalogue['deleteCourse']>) {
    return this.catalogue.deleteCourse(...args);
  }

  // ---------------------------------------------------------------- sessions

  createSession(...args: Parameters<Catalogue['createSession']>) {
    return this.catalogue.createSession(...args);
  }

  updateSession(...args: Parameters<Catalogue['updateSession']>) {
    return this.catalogue.updateSession(...args);
  }

  deleteSession(...args: Parameters<Catalogue['deleteSession']>) {
    return this.catalogue.deleteSession(...args);
  }

  // ---------------------------------------------------------------- enrolments

  listEnrolments(...args: Parameters<Enrolments['listEnrolments']>) {
    return this.enrolments.listEnrolments(...args);
  }

  enrol(...args: Parameters<Enrolments['enrol']>) {
    return this.enrolments.enrol(...args);
  }

  updateEnrolment(...args: Parameters<Enrolments['updateEnrolment']>) {
    return this.enrolments.updateEnrolment(...args);
  }

  // ---------------------------------------------------------------- compliance

  compliance(...args: Parameters<Compliance['compliance']>) {
    return this.figures.compliance(...args);
  }
}
