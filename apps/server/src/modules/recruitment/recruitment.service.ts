/**
 * Recruitment: the pipeline of stages, job openings, the careers page and its application form,
 * and applications moving through the stages with their notes.
 *
 * Rules:
 * - Admin and hr (`recruitment:manage`) keep the stages and the openings and see every application.
 *   A hiring manager sees and moves the applications of their openings; an interviewer sees those
 *   they are on a panel for. Others see nothing of it (404, as for a record that is not theirs).
 * - The careers page lists open roles to anyone. An application needs a résumé that is really a PDF
 *   or a Word document; a role that is not open refuses it; one address applies once per role (a
 *   unique index holds it); a filled honeypot is thanked and dropped; an address sends at most
 *   `applicationsPerMinute` a minute.
 * - A candidate is one per email address; another candidate with the same phone is flagged as a
 *   possible duplicate.
 * - Moves: any stage but `hired`, which only the hire reaches (offers.service); nothing leaves
 *   `hired`. Each move locks the application, is recorded in its history, audited and sent live.
 *
 * One door for the routes, the careers page and the menu, each question answered by the use case
 * that owns it:
 * - the stages and the openings: openings.service.ts;
 * - the careers page and a visitor's application: careers.service.ts;
 * - applications, their moves and notes: applications.service.ts.
 * Interviews (interviews.service.ts), offers and the hire (offers.service.ts) and the report
 * (recruitment-report.ts) have their own doors. What they all share (whose applications a caller
 * sees, who hears of a change) is in recruitment-context.ts and recruitment.repository.ts.
 */
import { ApplicationsService } from './applications.service';
import { CareersService } from './careers.service';
import { OpeningsService } from './openings.service';
import { takesPartInHiring } from './recruitment.repository';
import type { RecruitmentDeps } from './recruitment-context';

type Openings = OpeningsService;
type Careers = CareersService;
type Applications = ApplicationsService;

export class RecruitmentService {
  private readonly openings: OpeningsService;
  private readonly careers: CareersService;
  private readonly applications: ApplicationsService;

  constructor(private readonly deps: RecruitmentDeps) {
    this.openings = new OpeningsService(deps);
    this.careers = new CareersService(deps);
    this.applications = new ApplicationsService(deps);
  }

  /**
   * Whether the person is a hiring manager of an opening or on an interview's panel: whom the menu
   * shows Recruitment beyond admin and hr. No permission asked: it says only what the caller checked.
   */
  takesPartInHiring(employeeId: string): Promise<boolean> {
    return takesPartInHiring(this.deps.db, employeeId);
  }

  // ---------------------------------------------------------------- stages

  listStages(...args: Parameters<Openings['listStages']>) {
    return this.openings.listStages(...args);
  }

  ensureStages(...args: Parameters<Openings['ensureStages']>) {
    return this.openings.ensureStages(...args);
  }

  replaceStages(...args: Parameters<Openings['replaceStages']>) {
    return this.openings.replaceStages(...args);
  }

  // ---------------------------------------------------------------- openings

  listOpenings(...args: Parameters<Openings['listOpenings']>) {
    return this.openings.listOpenings(...args);
  }

  getOpening(...args: Parameters<Openings['getOpening']>) {
    return this.openings.getOpening(...args);
  }

  createOpening(...args: Parameters<Openings['createOpening']>) {
    return this.openings.createOpening(...args);
  }

  updateOpening(...args: Parameters<Openings['updateOpening']>) {
    return this.openings.updateOpening(...args);
  }

  deleteOpening(...args: Parameters<Openings['deleteOpening']>) {
    return this.openings.deleteOpening(...args);
  }

  // ---------------------------------------------------------------- the careers page

  publicOpenings(...args: Parameters<Careers['publicOpenings']>) {
    return this.careers.publicOpenings(...args);
  }

  publicOpening(...args: Parameters<Careers['publicOpening']>) {
    return this.careers.publicOpening(...args);
  }

  apply(...args: Parameters<Careers['apply']>) {
    return this.careers.apply(...args);
  }

  careersCompany(...args: Parameters<Careers['careersCompany']>) {
    return this.careers.careersCompany(...args);
  }

  // ---------------------------------------------------------------- applications

  createApplication(...args: Parameters<Applications['createApplication']>) {
    return this.applications.createApplication(...args);
  }

  listApplications(...args: Parameters<Applications['listApplications']>) {
    return this.applications.listApplications(...args);
  }

  getApplication(...args: Parameters<Applications['getApplication']>) {
    return this.applications.getApplication(...args);
  }

  getApplicationSummary(...args: Parameters<Applications['getApplicationSummary']>) {
    return this.applications.getApplicationSummary(...args);
  }

  resume(...args: Parameters<Applications['resume']>) {
    return this.applications.resume(...args);
  }

  move(...args: Parameters<Applications['move']>) {
    return this.applications.move(...args);
  }

  addNote(...args: Parameters<Applications['addNote']>) {
    return this.applications.addNote(...args);
  }
}
