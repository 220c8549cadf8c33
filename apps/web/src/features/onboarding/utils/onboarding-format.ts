/**
 * How onboarding reads on screen: when a task falls from its offset, the joining or leaving date,
 * progress, due dates, the state of a document to collect, and tasks grouped by phase.
 */
import { DOCUMENT_CATEGORY_LABELS } from '@hrms/contracts/documents';
import {
  type ChecklistKind,
  TASK_PHASE_LABELS,
  TASK_PHASES,
  type Task,
  type TaskPhase,
  type TaskStatus,
  type Template,
} from '@hrms/contracts/onboarding';
import { formatDate } from '../../../lib/format';

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  open: 'Open',
  done: 'Done',
  skipped: 'Skipped',
};

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * When a task is due from its offset: `-3` → `3 days before the date`, `0` → `on the day`, `5` →
 * `5 days after the date`. `date` names the date when known (`the joining date`).
 */
export function dueOffsetLabel(days: number, date = 'the date'): string {
  if (days === 0) return 'on the day';
  const span = plural(Math.abs(days), 'day', 'days');
  return days < 0 ? `${span} before ${date}` : `${span} after ${date}`;
}

/** The date a checklist's tasks are due from, as a template's form names it. */
export function kindDateName(kind: ChecklistKind): string {
  return kind === 'onboarding' ? 'the joining date' : 'the last day';
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Today in the browser's calendar, `yyyy-mm-dd`. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `Joins 12 Dec 2026`, `Joined …`, `Leaves …` or `Left …`, as the date is ahead or past. */
export function startDateLabel(kind: ChecklistKind, date: string, today: string = localToday()): string {
  const ahead = date >= today;
  const verb = kind === 'onboarding' ? (ahead ? 'Joins' : 'Joined') : ahead ? 'Leaves' : 'Left';
  return `${verb} ${formatDate(date)}`;
}

/** `3 of 8 tasks done`. */
export function progressText(done: number, total: number): string {
  return `${done} of ${plural(total, 'task', 'tasks')} done`;
}

/** A task's date line: when it is due, when it was, or when it was done. */
export function dueText(task: Pick<Task, 'status' | 'dueDate' | 'overdue' | 'completedAt'>): string {
  if (task.status === 'done') {
    return task.completedAt ? `Done ${formatDate(new Date(task.completedAt))}` : 'Done';
  }
  if (task.status === 'skipped') return `Skipped · was due ${formatDate(task.dueDate)}`;
  return task.overdue ? `Was due ${formatDate(task.dueDate)}` : `Due ${formatDate(task.dueDate)}`;
}

/** Who does a task: the person named, or the hr team when nobody is. */
export function assigneeText(task: Pick<Task, 'assignee'>): string {
  return task.assignee ? task.assignee.name : 'HR team';
}

export type DocumentState = 'missing' | 'pending' | 'verified' | 'rejected';

/** Where a "collect a document" task stands; null for any other task. */
export function documentState(task: Pick<Task, 'documentCategory' | 'document'>): DocumentState | null {
  if (!task.documentCategory) return null;
  return task.document ? task.document.status : 'missing';
}

export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = {
  missing: 'None uploaded yet',
  pending: 'Uploaded, pending review',
  verified: 'Verified',
  rejected: 'Rejected: to upload again',
};

/** `Collect: ID proof`. */
export function documentLine(task: Pick<Task, 'documentCategory'>): string | null {
  return task.documentCategory ? `Document: ${DOCUMENT_CATEGORY_LABELS[task.documentCategory]}` : null;
}

/** The tasks in the order of the phases, each phase with its tasks in the server's order; empty ones left out. */
export function groupByPhase<T extends Pick<Task, 'phase'>>(
  tasks: readonly T[],
): { phase: TaskPhase; label: string; tasks: T[] }[] {
  return TASK_PHASES.map((phase) => ({
    phase,
    label: TASK_PHASE_LABELS[phase],
    tasks: tasks.filter((task) => task.phase === phase),
  })).filter((group) => group.tasks.length > 0);
}

/** Whom a template is for, in a few words: `Everyone`, or `2 departments · 1 office`. */
export function audienceText(
  template: Pick<Template, 'departmentIds' | 'designationIds' | 'officeIds'>,
): string {
  const parts = [
    template.departmentIds.length ? plural(template.departmentIds.length, 'department', 'departments') : null,
    template.designationIds.length
      ? plural(template.designationIds.length, 'designation', 'designations')
      : null,
    template.officeIds.length ? plural(template.officeIds.length, 'office', 'offices') : null,
  ].filter(Boolean);
  return parts.length === 0 ? 'Everyone' : parts.join(' · ');
}
