/**
 * The tasks of a checklist: the list of one's own, marking done, reassigning and re-dating, their
 * comments, and reminders of those overdue.
 *
 * Rules:
 * - The assignee (or admin and hr) marks a task done; admin and hr also skip, reassign and re-date.
 *   A "collect a document" task is done when an upload of its category is verified, never by hand.
 *   The last task done completes the checklist. A checklist no longer under way changes no more.
 * - Changes lock the checklist row first, then its tasks, so completions never race.
 * - Overdue tasks tell their assignee once (`sendOverdueReminders`, run by the scheduler).
 */
import { DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '@hrms/contracts/documents';
import {
  CHECKLIST_KIND_LABELS,
  CHECKLIST_STATUS_LABELS,
  type CommentListResponse,
  type CreateCommentBody,
  checklistLink,
  type ListTasksQuery,
  ONBOARDING_LINK,
  ONBOARDING_MODULE,
  type Task,
  type TaskComment,
  type TaskListResponse,
  type TaskStatus,
  type UpdateTaskBody,
} from '@hrms/contracts/onboarding';
import { can } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { companyIdOf } from '../../people/actor-company';
import { findPeople } from '../../people/people.repository';
import type { AuditAction } from '../audit/audit-actions';
import type { Notice } from '../notifications/notifications.service';
import {
  type ChecklistRow,
  checklistsCollecting,
  claimOverdueTasks,
  findChecklistForUpdate,
  findTaskForUpdate,
  findTaskView,
  insertComment,
  listAssignedTasks,
  listComments,
  liveChecklistsForUpdate,
  openDocumentTasks,
  openTaskCount,
  type TaskRow,
  type TaskView,
  taskWrites,
} from './onboarding.repository';
import { announce, closeChecklist, type OnboardingServiceDeps, toTasks } from './onboarding-context';
import { unknownRefs } from './onboarding-templates.repository';

const taskNotFound = () => new AppError('NOT_FOUND', 'Task not found.');

/** How many overdue tasks one reminder pass claims. */
const OVERDUE_BATCH = 500;

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

/** What a task change is, for the audit trail. */
const STATUS_ACTIONS: Record<TaskStatus, AuditAction> = {
  done: 'onboarding.task.done',
  open: 'onboarding.task.reopen',
  skipped: 'onboarding.task.skip',
};

export class OnboardingTasksService {
  constructor(private readonly deps: OnboardingServiceDeps) {}

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
      items: await toTasks(this.deps, actor, rows, manage),
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
    if (outcome) announce(this.deps, outcome);
    const [task] = await toTasks(this.deps, actor, [(await findTaskView(db, id, clock.now()))!], manage);
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
    return () => announce(this.deps, outcome);
  }

  /** A document of the person was added, reviewed or removed: the checklists collecting it show it. */
  documentChanged(employeeId: string, category: DocumentCategory): void {
    void checklistsCollecting(this.deps.db, employeeId, category)
      .then((checklistIds) => announce(this.deps, { notices: [], checklistIds, employeeIds: [employeeId] }))
      .catch(() => undefined);
  }

  /** The checklist (locked by the caller) is completed when no task of it is open. */
  private async completeIfDone(tx: Database, actor: Actor, checklist: ChecklistRow): Promise<void> {
    if ((await openTaskCount(tx, checklist.id)) > 0) return;
    await closeChecklist(this.deps, tx, actor, checklist, 'completed');
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
    announce(this.deps, {
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

  private async readableTask(actor: Actor, id: string): Promise<TaskView> {
    const { db, clock } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const view = await findTaskView(db, id, clock.now());
    if (!view || view.companyId !== companyId) throw taskNotFound();
    await this.deps.access.require({
      actor,
      permission: 'onboarding.checklist:view',
      ids: [view.checklistId],
      hidden: taskNotFound,
    });
    return view;
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
