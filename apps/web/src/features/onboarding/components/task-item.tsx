/** One task of a checklist or of one's list: the tick (or its state), what it is, who, by when. */
import { TASK_ASSIGNEE_LABELS, type Task } from '@hrms/contracts/onboarding';
import { CalendarClock, Circle, CircleCheck, CircleSlash, FileText, UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { assigneeText, dueText } from '../utils/onboarding-format';
import { OverdueBadge, TaskStatusBadge } from './onboarding-badges';
import { canTick, TaskCheckbox } from './task-checkbox';
import { TaskComments } from './task-comments';
import { TaskDocument } from './task-document';
import { TaskManageMenu } from './task-manage-menu';

/** In place of a tick the viewer may not give: how the task stands, for the eye (the badge says it). */
function StateIcon({ task }: { task: Task }) {
  const className = 'mt-0.5 size-4 shrink-0';
  if (task.status === 'done')
    return <CircleCheck className={cn(className, 'text-success')} aria-hidden="true" />;
  if (task.status === 'skipped')
    return <CircleSlash className={cn(className, 'text-muted-foreground')} aria-hidden="true" />;
  if (task.documentCategory)
    return <FileText className={cn(className, 'text-muted-foreground')} aria-hidden="true" />;
  return <Circle className={cn(className, 'text-muted-foreground')} aria-hidden="true" />;
}

export function DueLine({ task }: { task: Task }) {
  const late = task.status === 'open' && task.overdue;
  return (
    <span className={cn('inline-flex items-center gap-1', late && 'font-medium text-destructive')}>
      <CalendarClock className="size-3.5" aria-hidden="true" />
      {dueText(task)}
    </span>
  );
}

export function TaskItem({
  task,
  canManage,
  viewerEmployeeId,
}: {
  task: Task;
  canManage: boolean;
  viewerEmployeeId: string | null;
}) {
  const tick = canTick(task);
  return (
    <li
      className="flex gap-3 rounded-lg border bg-card p-3"
      data-testid="checklist-task"
      data-status={task.status}
    >
      {tick ? <TaskCheckbox task={task} /> : <StateIcon task={task} />}
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start justify-between gap-2">
          <p
            className={cn(
              'text-sm font-medium break-words',
              task.status !== 'open' && 'text-muted-foreground',
            )}
          >
            {task.title}
          </p>
          <div className="-mt-1 flex shrink-0 items-center gap-1.5">
            {task.status !== 'open' ? (
              <TaskStatusBadge status={task.status} />
            ) : task.overdue ? (
              <OverdueBadge />
            ) : null}
            {canManage ? <TaskManageMenu task={task} /> : null}
          </div>
        </div>
        {task.description.trim() ? (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{task.description}</p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <UserRound className="size-3.5" aria-hidden="true" />
            {assigneeText(task)}
            {task.assignee ? ` (${TASK_ASSIGNEE_LABELS[task.assigneeRole]})` : ''}
          </span>
          <DueLine task={task} />
          {task.status === 'done' && task.completedBy ? <span>by {task.completedBy}</span> : null}
        </p>
        <TaskDocument task={task} viewerEmployeeId={viewerEmployeeId} />
        <TaskComments task={task} />
      </div>
    </li>
  );
}
