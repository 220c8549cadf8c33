/**
 * Onboarding and offboarding: templates of tasks, and the checklist each person joining or leaving
 * works through.
 *
 * Rules:
 * - Admin and hr (`onboarding:manage`) keep the templates and start, follow and cancel checklists;
 *   a manager (`onboarding:read`) follows those of the people below them; the person and whoever a
 *   task is given to see the checklist too.
 * - Starting copies the template's tasks: each is due its offset from the joining date (onboarding)
 *   or the exit date (offboarding), and goes to hr (the team), the person's manager (hr when they
 *   have none), a named colleague (IT) or the person. With no template named, the active one that
 *   fits the person best is used (the most of department, designation and office it names, all
 *   matching). One checklist of a kind is under way per person: a unique index holds it.
 * - Deactivating someone starts their exit checklist when a template fits them.
 * - The assignee (or admin and hr) marks a task done; admin and hr also skip, reassign and re-date.
 *   A "collect a document" task is done when an upload of its category is verified, never by hand.
 *   The last task done completes the checklist. A checklist no longer under way changes no more.
 * - Changes lock the checklist row first, then its tasks, so completions never race.
 * - Every change is audited in its transaction and sent as `onboarding-update` to those who manage
 *   onboarding, the person, the managers above them and the assignees. Overdue tasks tell their
 *   assignee once (`sendOverdueReminders`, run by the scheduler).
 *
 * One door for the routes, the events, the schedule and recruitment's hire, each question answered
 * by the use case that owns it:
 * - the templates: onboarding-templates.service.ts;
 * - starting, reading and cancelling checklists, by hand, on a hire or on deactivation:
 *   onboarding-checklists.service.ts;
 * - the tasks: marking done, reassigning, re-dating, comments, verified documents and overdue
 *   reminders: onboarding-tasks.service.ts.
 * What they share (who may see a checklist, how tasks are shown, how a checklist ends, who is told)
 * is in onboarding-context.ts.
 */
import { OnboardingChecklistsService } from './onboarding-checklists.service';
import type { OnboardingServiceDeps } from './onboarding-context';
import { OnboardingTasksService } from './onboarding-tasks.service';
import { OnboardingTemplatesService } from './onboarding-templates.service';

export { bestTemplate } from './onboarding-checklists.service';
export type { OnboardingServiceDeps } from './onboarding-context';

type Templates = OnboardingTemplatesService;
type Checklists = OnboardingChecklistsService;
type Tasks = OnboardingTasksService;

export class OnboardingService {
  private readonly templates: OnboardingTemplatesService;
  private readonly checklists: OnboardingChecklistsService;
  private readonly tasks: OnboardingTasksService;

  constructor(deps: OnboardingServiceDeps) {
    this.templates = new OnboardingTemplatesService(deps);
    this.checklists = new OnboardingChecklistsService(deps);
    this.tasks = new OnboardingTasksService(deps);
  }

  // ---------------------------------------------------------------- templates

  listTemplates(...args: Parameters<Templates['listTemplates']>) {
    return this.templates.listTemplates(...args);
  }

  createTemplate(...args: Parameters<Templates['createTemplate']>) {
    return this.templates.createTemplate(...args);
  }

  updateTemplate(...args: Parameters<Templates['updateTemplate']>) {
    return this.templates.updateTemplate(...args);
  }

  deleteTemplate(...args: Parameters<Templates['deleteTemplate']>) {
    return this.templates.deleteTemplate(...args);
  }

  // ---------------------------------------------------------------- checklists

  listChecklists(...args: Parameters<Checklists['listChecklists']>) {
    return this.checklists.listChecklists(...args);
  }

  getChecklist(...args: Parameters<Checklists['getChecklist']>) {
    return this.checklists.getChecklist(...args);
  }

  startChecklist(...args: Parameters<Checklists['startChecklist']>) {
    return this.checklists.startChecklist(...args);
  }

  /** Inside the deactivation's transaction (`employee.deactivated`). */
  startOffboarding(...args: Parameters<Checklists['startOffboarding']>) {
    return this.checklists.startOffboarding(...args);
  }

  /** Inside the hire's transaction (recruitment's offers). */
  startForHire(...args: Parameters<Checklists['startForHire']>) {
    return this.checklists.startForHire(...args);
  }

  cancelChecklist(...args: Parameters<Checklists['cancelChecklist']>) {
    return this.checklists.cancelChecklist(...args);
  }

  // ---------------------------------------------------------------- tasks

  listMyTasks(...args: Parameters<Tasks['listMyTasks']>) {
    return this.tasks.listMyTasks(...args);
  }

  updateTask(...args: Parameters<Tasks['updateTask']>) {
    return this.tasks.updateTask(...args);
  }

  /** Inside the review's transaction (`document.verified`). */
  documentVerified(...args: Parameters<Tasks['documentVerified']>) {
    return this.tasks.documentVerified(...args);
  }

  documentChanged(...args: Parameters<Tasks['documentChanged']>) {
    return this.tasks.documentChanged(...args);
  }

  listComments(...args: Parameters<Tasks['listComments']>) {
    return this.tasks.listComments(...args);
  }

  addComment(...args: Parameters<Tasks['addComment']>) {
    return this.tasks.addComment(...args);
  }

  sendOverdueReminders(...args: Parameters<Tasks['sendOverdueReminders']>) {
    return this.tasks.sendOverdueReminders(...args);
  }
}
