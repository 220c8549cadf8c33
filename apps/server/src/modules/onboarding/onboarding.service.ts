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
 */
import { DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '@hrms/contracts/documents';
import type { FieldIssue } from '@hrms/contracts/errors';
import {
  CHECKLIST_KIND_LABELS,
  CHECKLIST_STATUS_LABELS,
  type Checklist,
  type ChecklistDetail,
  type ChecklistListResponse,
  type CommentListResponse,
  type CreateCommentBody,
  type CreateTemplateBody,
  checklistLink,
  type ListChecklistsQuery,
  type ListTasksQuery,
  type ListTemplatesQuery,
  ONBOARDING_LINK,
  ONBOARDING_MODULE,
  phaseOf,
  type StartChecklistBody,
  type Task,
  type TaskComment,
  type TaskListResponse,
  type TaskStatus,
  type Template,
  type TemplateListResponse,
  type TemplateTask,
  type UpdateTaskBody,
  type UpdateTemplateBody,
} from '@hrms/contracts/onboarding';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { can, ROLES, type Role } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { companyIdOf } from '../../people/actor-company';
import { chainUserIds, findPeople } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';
import type { DocumentsService } from '../documents/documents.service';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
import {
  activeTemplates,
  assignedIn,
  type ChecklistRow,
  type ChecklistView,
  checklistsCollecting,
  checklistTasks,
  checklistWrites,
  claimOverdueTasks,
  findChecklistForUpdate,
  findChecklistView,
  findSubject,
  findTaskForUpdate,
  findTaskView,
  findTemplate,
  insertComment,
  insertTasks,
  listAssignedTasks,
  listChecklists,
  listComments,
  listTemplates,
  liveChecklistsForUpdate,
  openDocumentTasks,
  openTaskCount,
  type Subject,
  type TaskRow,
  type TaskView,
  type TemplateRow,
  taskWrites,
  templateWrites,
  unknownRefs,
} from './onboarding.repository';

const MANAGER_ROLES: readonly Role[] = ROLES.filter((role) => can(role, 'onboarding:manage'));

const templateNotFound = () => new AppError('NOT_FOUND', 'Template not found.');
const checklistNotFound = () => new AppError('NOT_FOUND', 'Checklist not found.');
const taskNotFound = () => new AppError('NOT_FOUND', 'Task not found.');
const iso = (date: Date | null) => date?.toISOString() ?? null;
const tasksCount = (n: number) => (n === 1 ? '1 task' : `${n} tasks`);

/** How many overdue tasks one reminder pass claims. */
const OVERDUE_BATCH = 500;

function templateSnapshot(row: TemplateRow) {
  return { name: row.name, kind: row.kind, audience: row.audience, tasks: row.tasks, status: row.status };
}

function taskSnapshot(row: TaskRow) {
  return {
    checklistId: row.checklistId,
    title: row.title,
    assigneeRole: row.assigneeRole,
    assigneeEmployeeId: row.assigneeEmployeeId,
    dueDate: row.dueDate,
    status: row.status,
  };
}

function toTemplate(row: TemplateRow & { used: number }): Template {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    departmentIds: row.audience.departmentIds,
    designationIds: row.audience.designationIds,
    officeIds: row.audience.officeIds,
    tasks: row.tasks,
    status: row.status,
    used: row.used,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toChecklist(row: ChecklistView): Checklist {
  return {
    id: row.id,
    kind: row.kind,
    employee: {
      id: row.employeeId,
      name: row.employeeName,
      employeeCode: row.employeeCode,
      department: row.department,
      designation: row.designation,
    },
    startDate: row.startDate,
    status: row.status,
    templateName: row.templateName,
    progress: { done: row.done, total: row.total, overdue: row.overdue },
    startedBy: row.startedByName,
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** How well a template fits a person: how many of its lists name them; -1 when one leaves them out. */
function fit(template: TemplateRow, person: Subject): number {
  const lists: [string[], string | null][] = [
    [template.audience.departmentIds, person.departmentId],
    [template.audience.designationIds, person.designationId],
    [template.audience.officeIds, person.officeId],
  ];
  let score = 0;
  for (const [ids, value] of lists) {
    if (ids.length === 0) continue;
    if (!value || !ids.includes(value)) return -1;
    score += 1;
  }
  return score;
}

/** The active template that fits the person best; the oldest of equals. */
export function bestTemplate(templates: readonly TemplateRow[], person: Subject): TemplateRow | undefined {
  let best: TemplateRow | undefined;
  let bestScore = -1;
  for (const template of templates) {
    const score = fit(template, person);
    if (score > bestScore) {
      best = template;
      bestScore = score;
    }
  }
  return best;
}

/** What a task change is, for the audit trail. */
const STATUS_ACTIONS: Record<TaskStatus, AuditAction> = {
  done: 'onboarding.task.done',
  open: 'onboarding.task.reopen',
  skipped: 'onboarding.task.skip',
};

/** Work to do once a transaction has committed: notices to send, people to tell. */
interface AfterCommit {
  notices: Notice[];
  checklistIds: string[];
  employeeIds: string[];
}

export interface OnboardingServiceDeps {
  db: Database;
  /** Whether the document a task collects has come. */
  documents: Pick<DocumentsService, 'latestOfCategories'>;
  clock: Clock;
  realtime: RealtimeService;
  audit: AuditService;
  access: AccessService;
  notifications: NotificationsService;
}

export class OnboardingService {
  constructor(private readonly deps: OnboardingServiceDeps) {}

  // ---------------------------------------------------------------- templates

  async listTemplates(actor: Actor, query: ListTemplatesQuery): Promise<TemplateListResponse> {
    requirePermission(actor, 'onboarding:manage');
    const companyId = await companyIdOf(this.deps.db, actor);
    const { rows, total } = await listTemplates(this.deps.db, companyId, query);
    return { items: rows.map(toTemplate), total, page: query.page, limit: query.limit };
  }

  async createTemplate(actor: Actor, body: CreateTemplateBody): Promise<Template> {
    requirePermission(actor, 'onboarding:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const fields = {
      departmentIds: body.departmentIds ?? [],
      designationIds: body.designationIds ?? [],
      officeIds: body.officeIds ?? [],
      tasks: body.tasks as TemplateTask[],
    };
    await this.checkTemplateRefs(companyId, fields);
    const now = clock.now();
    const row = await withTransaction(db, async (tx) => {
      const row = await templateWrites.insert(tx, {
        companyId,
        name: body.name,
        kind: body.kind,
        audience: {
          departmentIds: fields.departmentIds,
          designationIds: fields.designationIds,
          officeIds: fields.officeIds,
        },
        tasks: fields.tasks,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action: 'onboarding.template.create',
        entityType: 'onboarding_template',
        entityId: row.id,
        before: null,
        after: templateSnapshot(row),
      });
      return row;
    });
    this.tell({ id: row.id, type: 'create' }, []);
    return toTemplate({ ...row, used: 0 });
  }

  async updateTemplate(actor: Actor, id: string, body: UpdateTemplateBody): Promise<Template> {
    requirePermission(actor, 'onboarding:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await this.checkTemplateRefs(companyId, {
      departmentIds: body.departmentIds ?? [],
      designationIds: body.designationIds ?? [],
      officeIds: body.officeIds ?? [],
      tasks: (body.tasks ?? []) as TemplateTask[],
    });
    const row = await withTransaction(db, async (tx) => {
      const before = await findTemplate(tx, companyId, id, 'no key update');
      if (!before) throw templateNotFound();
      const row = await templateWrites.update(tx, id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.tasks !== undefined ? { tasks: body.tasks as TemplateTask[] } : {}),
        audience: {
          departmentIds: body.departmentIds ?? before.audience.departmentIds,
          designationIds: body.designationIds ?? before.audience.designationIds,
          officeIds: body.officeIds ?? before.audience.officeIds,
        },
        updatedAt: clock.now(),
      });
      await audit.record(tx, actor, {
        action: 'onboarding.template.update',
        entityType: 'onboarding_template',
        entityId: id,
        before: templateSnapshot(before),
        after: templateSnapshot(row),
      });
      return { ...row, used: before.used };
    });
    this.tell({ id, type: 'update' }, []);
    return toTemplate(row);
  }

  /** Only a template no checklist was started from is deleted; others are archived. */
  async deleteTemplate(actor: Actor, id: string): Promise<{ ok: true }> {
    requirePermission(actor, 'onboarding:manage');
    const { db, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await withTransaction(db, async (tx) => {
      const before = await findTemplate(tx, companyId, id, 'no key update');
      if (!before) throw templateNotFound();
      if (before.used > 0) {
        throw new AppError(
          'CONFLICT',
          `${before.used === 1 ? '1 checklist was' : `${before.used} checklists were`} started from this template, so it is kept. Archive it instead.`,
        );
      }
      await templateWrites.remove(tx, id);
      await audit.record(tx, actor, {
        action: 'onboarding.template.delete',
        entityType: 'onboarding_template',
        entityId: id,
        before: templateSnapshot(before),
        after: null,
      });
    });
    this.tell({ id, type: 'delete' }, []);
    return { ok: true };
  }

  /** Departments, designations, offices and IT colleagues named must be the company's. */
  private async checkTemplateRefs(
    companyId: string,
    refs: { departmentIds: string[]; designationIds: string[]; officeIds: string[]; tasks: TemplateTask[] },
  ): Promise<void> {
    const named = refs.tasks.flatMap((t) => (t.assigneeEmployeeId ? [t.assigneeEmployeeId] : []));
    const missing = await unknownRefs(this.deps.db, companyId, { ...refs, employeeIds: named });
    const issues: FieldIssue[] = [];
    if (missing.departmentIds.length > 0)
      issues.push({ field: 'body.departmentIds', message: 'Choose departments of the company' });
    if (missing.designationIds.length > 0)
      issues.push({ field: 'body.designationIds', message: 'Choose designations of the company' });
    if (missing.officeIds.length > 0)
      issues.push({ field: 'body.officeIds', message: 'Choose offices of the company' });
    refs.tasks.forEach((task, i) => {
      if (task.assigneeEmployeeId && missing.employeeIds.includes(task.assigneeEmployeeId)) {
        issues.push({
          field: `body.tasks.${i}.assigneeEmployeeId`,
          message: 'Choose a colleague who works at the company',
        });
      }
    });
    if (issues.length > 0) throw validationFailed(issues);
  }

  // ---------------------------------------------------------------- checklists

  async listChecklists(actor: Actor, query: ListChecklistsQuery): Promise<ChecklistListResponse> {
    requirePermission(actor, 'onboarding:read');
    const { db, clock } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const reach = can(actor.role, 'onboarding:manage')
      ? ({ kind: 'company', companyId } as const)
      : actor.employeeId
        ? ({ kind: 'team', managerId: actor.employeeId, companyId } as const)
        : null;
    if (!reach) {
      return {
        items: [],
        total: 0,
        page: query.page,
        limit: query.limit,
        summary: { in_progress: 0, completed: 0, cancelled: 0 },
      };
    }
    const { rows, total, summary } = await listChecklists(db, reach, clock.now(), query);
    return { items: rows.map(toChecklist), total, page: query.page, limit: query.limit, summary };
  }

  async getChecklist(actor: Actor, id: string): Promise<ChecklistDetail> {
    const view = await this.readableChecklist(actor, id);
    return this.detail(actor, view);
  }

  async startChecklist(actor: Actor, body: StartChecklistBody): Promise<ChecklistDetail> {
    requirePermission(actor, 'onboarding:manage');
    const { db } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const outcome = await this.unique(() =>
      withTransaction(db, async (tx) => {
        const subject = await findSubject(tx, body.employeeId, companyId);
        if (!subject) throw new AppError('NOT_FOUND', 'Employee not found.');
        if (body.kind === 'onboarding' && subject.status === 'inactive') {
          throw new AppError(
            'CONFLICT',
            `${subject.name} has left the company: start their offboarding instead.`,
          );
        }
        let template: TemplateRow | undefined;
        if (body.templateId) {
          template = await findTemplate(tx, companyId, body.templateId);
          if (template?.status !== 'active' || template.kind !== body.kind) {
            throw validationFailed([
              { field: 'body.templateId', message: `Choose an active ${body.kind} template` },
            ]);
          }
        } else {
          template = bestTemplate(await activeTemplates(tx, companyId, body.kind), subject);
          if (!template) {
            throw new AppError(
              'CONFLICT',
              `No active ${body.kind} template fits ${subject.name}. Create one first, or name one.`,
            );
          }
        }
        const startDate =
          body.startDate ?? (body.kind === 'onboarding' ? subject.joinDate : subject.exitDate);
        if (!startDate) {
          throw validationFailed([
            {
              field: 'body.startDate',
              message: `${subject.name} has no exit date yet: give the last working day`,
            },
          ]);
        }
        return this.start(tx, actor, subject, template, startDate);
      }),
    );
    this.after(outcome);
    return this.getChecklist(actor, outcome.checklistIds[0]!);
  }

  /**
   * Creates the checklist and its tasks from the template inside the caller's transaction, audits
   * it and stores the notices to each assignee.
   */
  private async start(
    tx: Database,
    actor: Actor,
    subject: Subject,
    template: TemplateRow,
    startDate: string,
  ): Promise<AfterCommit> {
    const { clock, audit } = this.deps;
    const now = clock.now();
    const named = template.tasks.flatMap((t) => (t.assigneeEmployeeId ? [t.assigneeEmployeeId] : []));
    const people = await findPeople(tx, [...named, ...(subject.managerId ? [subject.managerId] : [])]);
    // Someone who has left does no task: theirs goes to the hr team.
    const working = (id: string | null) =>
      id && people.has(id) && people.get(id)!.status !== 'inactive' ? id : null;
    const checklist = await checklistWrites.insert(tx, {
      companyId: subject.companyId,
      employeeId: subject.id,
      kind: template.kind,
      templateId: template.id,
      templateName: template.name,
      startDate,
      startedByUserId: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    const tasks = template.tasks.map((task, position) => ({
      checklistId: checklist.id,
      position,
      title: task.title,
      description: task.description,
      assigneeRole: task.assigneeRole,
      assigneeEmployeeId:
        task.assigneeRole === 'employee'
          ? subject.id
          : task.assigneeRole === 'manager'
            ? working(subject.managerId)
            : task.assigneeRole === 'it'
              ? working(task.assigneeEmployeeId)
              : null,
      dueOffsetDays: task.dueOffsetDays,
      dueDate: addDays(startDate, task.dueOffsetDays),
      documentCategory: task.documentCategory,
      createdAt: now,
      updatedAt: now,
    }));
    await insertTasks(tx, tasks);
    await audit.record(tx, actor, {
      action: 'onboarding.checklist.start',
      entityType: 'onboarding_checklist',
      entityId: checklist.id,
      before: null,
      after: {
        employeeId: subject.id,
        kind: template.kind,
        template: template.name,
        startDate,
        tasks: tasks.length,
      },
    });

    // Each assignee hears once how many tasks are theirs; the hr team of its share.
    const perAssignee = new Map<string | null, number>();
    for (const task of tasks)
      perAssignee.set(task.assigneeEmployeeId, (perAssignee.get(task.assigneeEmployeeId) ?? 0) + 1);
    const assignees = await findPeople(
      tx,
      [...perAssignee.keys()].filter((id): id is string => !!id),
    );
    const kindLabel = CHECKLIST_KIND_LABELS[template.kind].toLowerCase();
    const notices: Notice[] = [];
    for (const [employeeId, n] of perAssignee) {
      const self = employeeId === subject.id;
      const userIds = employeeId
        ? [assignees.get(employeeId)?.userId].filter((u): u is string => !!u)
        : await this.deps.access.holdersOf('onboarding:manage', tx);
      const recipients = userIds.filter((u) => u !== actor.userId);
      if (recipients.length === 0) continue;
      notices.push(
        ...(await this.deps.notifications.store(tx, recipients, {
          event: 'onboarding',
          type: 'info',
          title: self
            ? template.kind === 'onboarding'
              ? 'Welcome aboard: your first tasks'
              : 'Your exit checklist'
            : `${CHECKLIST_KIND_LABELS[template.kind]} of ${subject.name}`,
          message: self
            ? `${tasksCount(n)} to do for your ${kindLabel}.`
            : `${tasksCount(n)} for ${employeeId ? 'you' : 'the HR team'} in the ${kindLabel} of ${subject.name}, from ${startDate}.`,
          module: ONBOARDING_MODULE,
          link: checklistLink(checklist.id),
        })),
      );
    }
    return {
      notices,
      checklistIds: [checklist.id],
      employeeIds: [subject.id, ...[...perAssignee.keys()].filter((id): id is string => !!id)],
    };
  }

  /**
   * Someone was deactivated (inside that transaction): a joining checklist still under way is
   * cancelled (nobody goes on welcoming a leaver), and their exit checklist starts from the template
   * that fits them, unless one is under way or none fits. Answers what to do after the commit.
   */
  async startOffboarding(tx: Database, actor: Actor, employeeId: string): Promise<() => void> {
    // Everything read inside the transaction: on PGlite it holds the one connection.
    const subject = await findSubject(tx, employeeId);
    if (!subject) return () => undefined;
    const live = await liveChecklistsForUpdate(tx, subject.id);
    const cancelled: AfterCommit = { notices: [], checklistIds: [], employeeIds: [subject.id] };
    for (const joining of live.filter((c) => c.kind === 'onboarding')) {
      await this.close(tx, actor, joining, 'cancelled', 'The employee was deactivated.');
      cancelled.checklistIds.push(joining.id);
    }
    const told = () => {
      if (cancelled.checklistIds.length > 0) this.after(cancelled);
    };
    if (!subject.exitDate || live.some((c) => c.kind === 'offboarding')) return told;
    const template = bestTemplate(await activeTemplates(tx, subject.companyId, 'offboarding'), subject);
    if (!template) return told;
    const outcome = await this.start(tx, actor, subject, template, subject.exitDate);
    return () => {
      told();
      this.after(outcome);
    };
  }

  /**
   * A candidate was hired (inside the hire's transaction): their joining checklist starts from the
   * template named, or the one that fits them best. Answers the checklist (null when no template
   * fits) and what to do after the commit.
   */
  async startForHire(
    tx: Database,
    actor: Actor,
    employeeId: string,
    templateId: string | undefined,
  ): Promise<{ checklistId: string | null; after: () => void }> {
    const subject = await findSubject(tx, employeeId);
    if (!subject) throw new AppError('NOT_FOUND', 'Employee not found.');
    const template = templateId
      ? await findTemplate(tx, subject.companyId, templateId)
      : bestTemplate(await activeTemplates(tx, subject.companyId, 'onboarding'), subject);
    if (templateId && (template?.status !== 'active' || template.kind !== 'onboarding')) {
      throw validationFailed([
        { field: 'body.onboardingTemplateId', message: 'Choose an active onboarding template' },
      ]);
    }
    if (!template) return { checklistId: null, after: () => undefined };
    const outcome = await this.start(tx, actor, subject, template, subject.joinDate);
    return { checklistId: outcome.checklistIds[0] ?? null, after: () => this.after(outcome) };
  }

  async cancelChecklist(actor: Actor, id: string): Promise<ChecklistDetail> {
    requirePermission(actor, 'onboarding:manage');
    const { db } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const employeeId = await withTransaction(db, async (tx) => {
      const before = await findChecklistForUpdate(tx, companyId, id);
      if (!before) throw checklistNotFound();
      if (before.status !== 'in_progress') {
        throw new AppError(
          'CONFLICT',
          `This checklist is ${CHECKLIST_STATUS_LABELS[before.status].toLowerCase()} and cannot be cancelled.`,
        );
      }
      await this.close(tx, actor, before, 'cancelled');
      return before.employeeId;
    });
    this.after({ notices: [], checklistIds: [id], employeeIds: [employeeId] });
    return this.getChecklist(actor, id);
  }

  // ---------------------------------------------------------------- tasks

  async listMyTasks(actor: Actor, query: ListTasksQuery): Promise<TaskListResponse> {
    const { db, clock } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const manage = can(actor.role, 'onboarding:manage');
    const { rows, total, overdue } = await listAssignedTasks(
      db,
      { employeeId: actor.employeeId, companyId, hrTeam: manage },
      clock.now(),
      query,
    );
    return {
      items: await this.toTasks(actor, rows, manage),
      total,
      page: query.page,
      limit: query.limit,
      overdue,
    };
  }

  async updateTask(actor: Actor, id: string, body: UpdateTaskBody): Promise<Task> {
    const { db, clock, audit, notifications } = this.deps;
    const manage = can(actor.role, 'onboarding:manage');
    const view = await this.readableTask(actor, id);
    const forbidden = (what: string) => new AppError('FORBIDDEN', `Only HR can ${what} a task.`);
    if (body.assigneeEmployeeId !== undefined && !manage) throw forbidden('reassign');
    if (body.dueDate !== undefined && !manage) throw forbidden('change the due date of');
    if (body.status === 'skipped' && !manage) throw forbidden('skip');
    if (body.assigneeEmployeeId) {
      const missing = await unknownRefs(db, view.companyId, {
        departmentIds: [],
        designationIds: [],
        officeIds: [],
        employeeIds: [body.assigneeEmployeeId],
      });
      if (missing.employeeIds.length > 0) {
        throw validationFailed([
          { field: 'body.assigneeEmployeeId', message: 'Choose a colleague who works at the company' },
        ]);
      }
    }

    const outcome = await withTransaction(db, async (tx) => {
      const checklist = await findChecklistForUpdate(tx, view.companyId, view.checklistId);
      const before = await findTaskForUpdate(tx, id);
      if (!checklist || !before) throw taskNotFound();
      if (checklist.status !== 'in_progress') {
        throw new AppError(
          'CONFLICT',
          `This checklist is ${CHECKLIST_STATUS_LABELS[checklist.status].toLowerCase()}: its tasks no longer change.`,
        );
      }
      const now = clock.now();
      const change: Partial<TaskRow> = {};
      if (body.status !== undefined && body.status !== before.status) {
        const assignee = before.assigneeEmployeeId !== null && before.assigneeEmployeeId === actor.employeeId;
        if (!manage && !assignee) throw new AppError('FORBIDDEN', 'This task is not yours to change.');
        if (before.documentCategory && body.status === 'done') {
          throw new AppError(
            'CONFLICT',
            `This task is done when HR verifies the uploaded ${DOCUMENT_CATEGORY_LABELS[before.documentCategory].toLowerCase()}.`,
          );
        }
        if (before.status === 'skipped' && !manage) throw forbidden('reopen a skipped');
        Object.assign(
          change,
          body.status === 'open'
            ? { status: 'open', completedAt: null, completedByUserId: null }
            : { status: body.status, completedAt: now, completedByUserId: actor.userId },
        );
      }
      if (body.assigneeEmployeeId !== undefined && body.assigneeEmployeeId !== before.assigneeEmployeeId) {
        change.assigneeEmployeeId = body.assigneeEmployeeId;
      }
      if (body.dueDate !== undefined && body.dueDate !== before.dueDate) {
        change.dueDate = body.dueDate;
        change.overdueNotifiedAt = null;
      }
      if (Object.keys(change).length === 0) {
        audit.nothingChanged();
        return null;
      }
      const after = await taskWrites.update(tx, id, { ...change, updatedAt: now });
      await audit.record(tx, actor, {
        action: change.status ? STATUS_ACTIONS[change.status] : 'onboarding.task.update',
        entityType: 'onboarding_task',
        entityId: id,
        before: taskSnapshot(before),
        after: taskSnapshot(after),
      });
      await this.completeIfDone(tx, actor, checklist);
      // A task given to someone new is news to them.
      const notices: Notice[] = [];
      if (change.assigneeEmployeeId) {
        const person = (await findPeople(tx, [change.assigneeEmployeeId])).get(change.assigneeEmployeeId);
        if (person?.userId && person.userId !== actor.userId) {
          notices.push(
            ...(await notifications.store(tx, [person.userId], {
              event: 'onboarding',
              type: 'info',
              title: 'A task was given to you',
              message: `${after.title}, in the ${CHECKLIST_KIND_LABELS[checklist.kind].toLowerCase()} of ${view.employeeName}, due ${after.dueDate}.`,
              module: ONBOARDING_MODULE,
              link: checklistLink(checklist.id),
            })),
          );
        }
      }
      return {
        notices,
        checklistIds: [checklist.id],
        employeeIds: [checklist.employeeId, before.assigneeEmployeeId, after.assigneeEmployeeId].filter(
          (e): e is string => !!e,
        ),
      };
    });
    if (outcome) this.after(outcome);
    const [task] = await this.toTasks(actor, [(await findTaskView(db, id, clock.now()))!], manage);
    return task!;
  }

  /**
   * A document was verified (inside that transaction): the person's open "collect a document" tasks
   * of its category are done, by the reviewer. Answers what to do after the commit.
   */
  async documentVerified(
    tx: Database,
    actor: Actor,
    employeeId: string,
    category: DocumentCategory,
  ): Promise<() => void> {
    const checklists = await liveChecklistsForUpdate(tx, employeeId);
    const tasks = await openDocumentTasks(
      tx,
      checklists.map((c) => c.id),
      category,
    );
    if (tasks.length === 0) return () => undefined;
    const now = this.deps.clock.now();
    for (const before of tasks) {
      const after = await taskWrites.update(tx, before.id, {
        status: 'done',
        completedAt: now,
        completedByUserId: actor.userId,
        updatedAt: now,
      });
      await this.deps.audit.record(tx, actor, {
        action: 'onboarding.task.done',
        entityType: 'onboarding_task',
        entityId: before.id,
        before: taskSnapshot(before),
        after: taskSnapshot(after),
        reason: 'The document was verified',
      });
    }
    const touched = checklists.filter((c) => tasks.some((t) => t.checklistId === c.id));
    for (const checklist of touched) await this.completeIfDone(tx, actor, checklist);
    const outcome = { notices: [], checklistIds: touched.map((c) => c.id), employeeIds: [employeeId] };
    return () => this.after(outcome);
  }

  /** A document of the person was added, reviewed or removed: the checklists collecting it show it. */
  documentChanged(employeeId: string, category: DocumentCategory): void {
    void checklistsCollecting(this.deps.db, employeeId, category)
      .then((checklistIds) => this.after({ notices: [], checklistIds, employeeIds: [employeeId] }))
      .catch(() => undefined);
  }

  /** The checklist (locked by the caller) is completed when no task of it is open. */
  private async completeIfDone(tx: Database, actor: Actor, checklist: ChecklistRow): Promise<void> {
    if ((await openTaskCount(tx, checklist.id)) > 0) return;
    await this.close(tx, actor, checklist, 'completed');
  }

  /** A checklist under way is completed or cancelled, with its audit row (inside `tx`). */
  private async close(
    tx: Database,
    actor: Actor,
    checklist: Pick<ChecklistRow, 'id' | 'status'>,
    status: 'completed' | 'cancelled',
    reason?: string,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await checklistWrites.update(tx, checklist.id, {
      status,
      updatedAt: now,
      ...(status === 'completed' ? { completedAt: now } : {}),
    });
    await this.deps.audit.record(tx, actor, {
      action: status === 'completed' ? 'onboarding.checklist.complete' : 'onboarding.checklist.cancel',
      entityType: 'onboarding_checklist',
      entityId: checklist.id,
      before: { status: checklist.status },
      after: { status },
      reason: reason ?? null,
    });
  }

  async listComments(actor: Actor, taskId: string): Promise<CommentListResponse> {
    await this.readableTask(actor, taskId);
    const rows = await listComments(this.deps.db, taskId);
    return { items: rows.map(toComment) };
  }

  async addComment(actor: Actor, taskId: string, body: CreateCommentBody): Promise<TaskComment> {
    const view = await this.readableTask(actor, taskId);
    const { db, clock, audit } = this.deps;
    const row = await withTransaction(db, async (tx) => {
      const row = await insertComment(tx, {
        taskId,
        authorUserId: actor.userId,
        body: body.body,
        createdAt: clock.now(),
      });
      await audit.record(tx, actor, {
        action: 'onboarding.task.comment',
        entityType: 'onboarding_task',
        entityId: taskId,
        before: null,
        after: { comment: body.body },
      });
      return row;
    });
    this.after({
      notices: [],
      checklistIds: [view.checklistId],
      employeeIds: [view.employeeId, view.assigneeEmployeeId].filter((e): e is string => !!e),
    });
    const [comment] = (await listComments(db, taskId)).filter((c) => c.id === row.id);
    return toComment(comment!);
  }

  // ---------------------------------------------------------------- reminders

  /**
   * One pass: each open task now overdue whose assignee was not told is claimed and told of, once
   * (the claim is a single statement, so several processes may run it). Returns how many.
   */
  async sendOverdueReminders(): Promise<number> {
    const { db, clock, notifications, access } = this.deps;
    const outcome = await withTransaction(db, async (tx) => {
      const claimed = await claimOverdueTasks(tx, clock.now(), OVERDUE_BATCH);
      if (claimed.length === 0) return { notices: [] as Notice[], count: 0 };
      const people = await findPeople(
        tx,
        claimed.flatMap((t) => (t.assigneeEmployeeId ? [t.assigneeEmployeeId] : [])),
      );
      const hr = await access.holdersOf('onboarding:manage', tx);
      const perUser = new Map<string, typeof claimed>();
      for (const task of claimed) {
        const userIds = task.assigneeEmployeeId
          ? [people.get(task.assigneeEmployeeId)?.userId].filter((u): u is string => !!u)
          : hr;
        for (const userId of userIds) perUser.set(userId, [...(perUser.get(userId) ?? []), task]);
      }
      const notices: Notice[] = [];
      for (const [userId, tasks] of perUser) {
        const first = tasks[0]!;
        notices.push(
          ...(await notifications.store(tx, [userId], {
            event: 'onboarding',
            type: 'warning',
            title:
              tasks.length === 1
                ? 'An onboarding task is overdue'
                : `${tasks.length} onboarding tasks are overdue`,
            message:
              tasks.length === 1
                ? `${first.title}, for ${first.employeeName}.`
                : `${tasks
                    .slice(0, 3)
                    .map((t) => `${t.title} (${t.employeeName})`)
                    .join('; ')}${tasks.length > 3 ? `; and ${tasks.length - 3} more` : ''}.`,
            module: ONBOARDING_MODULE,
            link: tasks.length === 1 ? checklistLink(first.checklistId) : ONBOARDING_LINK,
          })),
        );
      }
      return { notices, count: claimed.length };
    });
    notifications.deliver(outcome.notices);
    return outcome.count;
  }

  // ---------------------------------------------------------------- reading

  /** The checklist if the caller may see it: hr, the person, the managers above, a task's assignee. */
  private async readableChecklist(actor: Actor, id: string): Promise<ChecklistView> {
    const { db, clock } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const view = await findChecklistView(db, companyId, id, clock.now());
    if (!view || !(await this.mayRead(actor, view.id, view.employeeId))) throw checklistNotFound();
    return view;
  }

  private async readableTask(actor: Actor, id: string): Promise<TaskView> {
    const { db, clock } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const view = await findTaskView(db, id, clock.now());
    if (!view || view.companyId !== companyId) throw taskNotFound();
    if (!(await this.mayRead(actor, view.checklistId, view.employeeId))) throw taskNotFound();
    return view;
  }

  private async mayRead(actor: Actor, checklistId: string, employeeId: string): Promise<boolean> {
    if (can(actor.role, 'onboarding:manage')) return true;
    const level = await this.deps.access.levelOf(actor, employeeId);
    if (level === 'self' || (level === 'team' && can(actor.role, 'onboarding:read'))) return true;
    return !!actor.employeeId && (await assignedIn(this.deps.db, checklistId, actor.employeeId));
  }

  private async detail(actor: Actor, view: ChecklistView): Promise<ChecklistDetail> {
    const manage = can(actor.role, 'onboarding:manage');
    const tasks = await checklistTasks(this.deps.db, view.id, this.deps.clock.now());
    return {
      ...toChecklist(view),
      tasks: await this.toTasks(actor, tasks, manage),
      canManage: manage && view.status === 'in_progress',
    };
  }

  /** The tasks as the caller sees them, with the latest upload each "collect a document" task waits for. */
  private async toTasks(actor: Actor, rows: readonly TaskView[], manage: boolean): Promise<Task[]> {
    const collecting = rows.filter((row) => row.documentCategory !== null);
    const latest = await this.deps.documents.latestOfCategories(
      collecting.map((row) => row.employeeId),
      collecting.map((row) => row.documentCategory!),
    );
    const documents = new Map(latest.map((d) => [`${d.employeeId}:${d.category}`, d]));
    return rows.map((row) => {
      const document = row.documentCategory
        ? documents.get(`${row.employeeId}:${row.documentCategory}`)
        : undefined;
      return this.toTask(
        actor,
        row,
        manage,
        document ? { id: document.id, title: document.title, status: document.status } : null,
      );
    });
  }

  private toTask(actor: Actor, row: TaskView, manage: boolean, document: Task['document']): Task {
    const mine = row.assigneeEmployeeId !== null && row.assigneeEmployeeId === actor.employeeId;
    return {
      id: row.id,
      checklistId: row.checklistId,
      kind: row.kind,
      employee: { id: row.employeeId, name: row.employeeName },
      title: row.title,
      description: row.description,
      phase: phaseOf(row.kind, row.dueOffsetDays),
      assigneeRole: row.assigneeRole,
      assignee:
        row.assigneeEmployeeId && row.assigneeName
          ? { employeeId: row.assigneeEmployeeId, name: row.assigneeName }
          : null,
      dueDate: row.dueDate,
      status: row.status,
      overdue: row.overdue,
      documentCategory: row.documentCategory,
      document,
      completedBy: row.completedByName,
      completedAt: iso(row.completedAt),
      comments: row.comments,
      canComplete:
        row.checklistStatus === 'in_progress' &&
        row.documentCategory === null &&
        row.status !== 'skipped' &&
        (manage || mine),
    };
  }

  /** A second checklist of the same kind at once fails the unique index: a clear conflict. */
  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isRaceConflict(sqlState(error).code)) {
        throw new AppError('CONFLICT', 'A checklist of this kind is already under way for this person.');
      }
      throw error;
    }
  }

  /** Notices out and `onboarding-update` to hr, the people concerned and the managers above them. */
  private after(outcome: AfterCommit): void {
    this.deps.notifications.deliver(outcome.notices);
    for (const id of outcome.checklistIds) this.tell({ id, type: 'update' }, outcome.employeeIds);
  }

  private tell(change: Pick<UpdatePayload, 'id' | 'type'>, employeeIds: readonly string[]): void {
    const payload: UpdatePayload = { ...change, timestamp: this.deps.clock.now().toISOString() };
    const { realtime, db } = this.deps;
    realtime.emitTo({ roles: MANAGER_ROLES }, 'onboarding-update', payload);
    if (employeeIds.length === 0) return;
    void chainUserIds(db, employeeIds)
      .then((users) => realtime.emitTo({ users }, 'onboarding-update', payload))
      .catch(() => undefined);
  }
}

function toComment(row: { id: string; author: string | null; body: string; createdAt: Date }): TaskComment {
  return {
    id: row.id,
    author: row.author ?? 'Someone',
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
