/**
 * Checklists: the one each person joining or leaving works through, copied from a template.
 *
 * Rules:
 * - Admin and hr (`onboarding:manage`) start, follow and cancel them; a manager (`onboarding:read`)
 *   follows those of the people below them; the person and whoever a task is given to see theirs too.
 * - Starting copies the template's tasks: each is due its offset from the joining date (onboarding)
 *   or the exit date (offboarding), and goes to hr (the team), the person's manager (hr when they
 *   have none), a named colleague (IT) or the person. With no template named, the active one that
 *   fits the person best is used (the most of department, designation and office it names, all
 *   matching). One checklist of a kind is under way per person: a unique index holds it.
 * - A hire starts the joining checklist; deactivating someone cancels it when still under way and
 *   starts their exit checklist when a template fits them.
 */
import {
  CHECKLIST_KIND_LABELS,
  CHECKLIST_STATUS_LABELS,
  type Checklist,
  type ChecklistDetail,
  type ChecklistListResponse,
  checklistLink,
  type ListChecklistsQuery,
  ONBOARDING_MODULE,
  type StartChecklistBody,
} from '@hrms/contracts/onboarding';
import { can } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays } from '../../lib/calendar-date';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { companyIdOf } from '../../people/actor-company';
import { findPeople } from '../../people/people.repository';
import type { Notice } from '../notifications/notifications.service';
import {
  type ChecklistView,
  checklistTasks,
  checklistWrites,
  findChecklistForUpdate,
  findChecklistView,
  findSubject,
  insertTasks,
  listChecklists,
  liveChecklistsForUpdate,
  type Subject,
} from './onboarding.repository';
import {
  type AfterCommit,
  announce,
  checklistNotFound,
  closeChecklist,
  iso,
  type OnboardingServiceDeps,
  toTasks,
} from './onboarding-context';
import { activeTemplates, findTemplate, type TemplateRow } from './onboarding-templates.repository';

const tasksCount = (n: number) => (n === 1 ? '1 task' : `${n} tasks`);

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

export class OnboardingChecklistsService {
  constructor(private readonly deps: OnboardingServiceDeps) {}

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
    announce(this.deps, outcome);
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
      await closeChecklist(this.deps, tx, actor, joining, 'cancelled', 'The employee was deactivated.');
      cancelled.checklistIds.push(joining.id);
    }
    const told = () => {
      if (cancelled.checklistIds.length > 0) announce(this.deps, cancelled);
    };
    if (!subject.exitDate || live.some((c) => c.kind === 'offboarding')) return told;
    const template = bestTemplate(await activeTemplates(tx, subject.companyId, 'offboarding'), subject);
    if (!template) return told;
    const outcome = await this.start(tx, actor, subject, template, subject.exitDate);
    return () => {
      told();
      announce(this.deps, outcome);
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
    return { checklistId: outcome.checklistIds[0] ?? null, after: () => announce(this.deps, outcome) };
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
      await closeChecklist(this.deps, tx, actor, before, 'cancelled');
      return before.employeeId;
    });
    announce(this.deps, { notices: [], checklistIds: [id], employeeIds: [employeeId] });
    return this.getChecklist(actor, id);
  }

  // ---------------------------------------------------------------- reading

  /** The checklist if the caller may see it: hr, the person, the managers above, a task's assignee. */
  private async readableChecklist(actor: Actor, id: string): Promise<ChecklistView> {
    const { db, clock } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await this.deps.access.require({ actor, permission: 'onboarding.checklist:view', ids: [id] });
    const view = await findChecklistView(db, companyId, id, clock.now());
    if (!view) throw checklistNotFound();
    return view;
  }

  private async detail(actor: Actor, view: ChecklistView): Promise<ChecklistDetail> {
    const manage = can(actor.role, 'onboarding:manage');
    const tasks = await checklistTasks(this.deps.db, view.id, this.deps.clock.now());
    return {
      ...toChecklist(view),
      tasks: await toTasks(this.deps, actor, tasks, manage),
      canManage: manage && view.status === 'in_progress',
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
}
