/**
 * What the onboarding use cases share (onboarding.service.ts): their dependencies, who may open a
 * checklist, how its tasks are shown, how a checklist under way ends, and who is told of a change.
 */
import { phaseOf, type Task } from '@hrms/contracts/onboarding';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { can, ROLES, type Role } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { chainUserIds } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { DocumentsService } from '../documents/documents.service';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
import { type ChecklistRow, checklistWrites, type TaskView } from './onboarding.repository';

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

/** Work to do once a transaction has committed: notices to send, people to tell. */
export interface AfterCommit {
  notices: Notice[];
  checklistIds: string[];
  employeeIds: string[];
}

const MANAGER_ROLES: readonly Role[] = ROLES.filter((role) => can(role, 'onboarding:manage'));

export const iso = (date: Date | null) => date?.toISOString() ?? null;

export const checklistNotFound = () => new AppError('NOT_FOUND', 'Checklist not found.');

/** The tasks as the caller sees them, with the latest upload each "collect a document" task waits for. */
export async function toTasks(
  deps: OnboardingServiceDeps,
  actor: Actor,
  rows: readonly TaskView[],
  manage: boolean,
): Promise<Task[]> {
  const collecting = rows.filter((row) => row.documentCategory !== null);
  const latest = await deps.documents.latestOfCategories(
    collecting.map((row) => row.employeeId),
    collecting.map((row) => row.documentCategory!),
  );
  const documents = new Map(latest.map((d) => [`${d.employeeId}:${d.category}`, d]));
  return rows.map((row) => {
    const document = row.documentCategory
      ? documents.get(`${row.employeeId}:${row.documentCategory}`)
      : undefined;
    return toTask(
      actor,
      row,
      manage,
      document ? { id: document.id, title: document.title, status: document.status } : null,
    );
  });
}

function toTask(actor: Actor, row: TaskView, manage: boolean, document: Task['document']): Task {
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

/** A checklist under way is completed or cancelled, with its audit row (inside `tx`). */
export async function closeChecklist(
  deps: OnboardingServiceDeps,
  tx: Database,
  actor: Actor,
  checklist: Pick<ChecklistRow, 'id' | 'status'>,
  status: 'completed' | 'cancelled',
  reason?: string,
): Promise<void> {
  const now = deps.clock.now();
  await checklistWrites.update(tx, checklist.id, {
    status,
    updatedAt: now,
    ...(status === 'completed' ? { completedAt: now } : {}),
  });
  await deps.audit.record(tx, actor, {
    action: status === 'completed' ? 'onboarding.checklist.complete' : 'onboarding.checklist.cancel',
    entityType: 'onboarding_checklist',
    entityId: checklist.id,
    before: { status: checklist.status },
    after: { status },
    reason: reason ?? null,
  });
}

/** Notices out and `onboarding-update` to hr, the people concerned and the managers above them. */
export function announce(deps: OnboardingServiceDeps, outcome: AfterCommit): void {
  deps.notifications.deliver(outcome.notices);
  for (const id of outcome.checklistIds) tell(deps, { id, type: 'update' }, outcome.employeeIds);
}

export function tell(
  deps: OnboardingServiceDeps,
  change: Pick<UpdatePayload, 'id' | 'type'>,
  employeeIds: readonly string[],
): void {
  const payload: UpdatePayload = { ...change, timestamp: deps.clock.now().toISOString() };
  const { realtime, db } = deps;
  realtime.emitTo({ roles: MANAGER_ROLES }, 'onboarding-update', payload);
  if (employeeIds.length === 0) return;
  void chainUserIds(db, employeeIds)
    .then((users) => realtime.emitTo({ users }, 'onboarding-update', payload))
    .catch(() => undefined);
}
