/**
 * The tasks given to the viewer (for admin and hr, the hr team's too): tick them off, see whose
 * checklist each is of and when it is due, and open the checklist.
 */
import { CHECKLIST_KIND_LABELS, type Task, type TaskStatus } from '@hrms/contracts/onboarding';
import { ListChecks, SearchX } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect, ListHeader, ListSearch, usePagedSearch } from '../../../components/list-header';
import { PagedList } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useTasks } from '../api/get-tasks';
import { OverdueBadge, TaskStatusBadge } from './onboarding-badges';
import { canTick, TaskCheckbox } from './task-checkbox';
import { TaskDocument } from './task-document';
import { DueLine } from './task-item';

export const TASKS_PAGE_SIZE = 20;

type StatusFilter = '' | TaskStatus;

function TaskRow({
  task,
  onOpen,
  viewerEmployeeId,
}: {
  task: Task;
  onOpen: (checklistId: string) => void;
  viewerEmployeeId: string | null;
}) {
  return (
    <li className="flex gap-3 px-4 py-3 sm:px-5" data-testid="my-task" data-status={task.status}>
      {canTick(task) ? <TaskCheckbox task={task} /> : <span className="size-4 shrink-0" aria-hidden="true" />}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p
            className={cn(
              'text-sm font-medium break-words',
              task.status !== 'open' && 'text-muted-foreground',
            )}
          >
            {task.title}
          </p>
          <div className="flex items-center gap-1.5">
            {task.status !== 'open' ? (
              <TaskStatusBadge status={task.status} />
            ) : task.overdue ? (
              <OverdueBadge />
            ) : null}
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>
            {CHECKLIST_KIND_LABELS[task.kind]} of {task.employee.name}
          </span>
          <DueLine task={task} />
          {task.assignee ? null : <span>HR team</span>}
        </p>
        <TaskDocument task={task} viewerEmployeeId={viewerEmployeeId} />
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0 text-xs"
          onClick={() => onOpen(task.checklistId)}
          aria-label={`Open the checklist of ${task.employee.name} for ${task.title}`}
        >
          Open the checklist
        </Button>
      </div>
    </li>
  );
}

export function MyTasksTab({
  onOpen,
  viewerEmployeeId,
}: {
  onOpen: (checklistId: string) => void;
  viewerEmployeeId: string | null;
}) {
  const { search, onSearch, debounced, page, setPage, refilter } = usePagedSearch();
  const [status, setStatus] = useState<StatusFilter>('open');
  const list = useTasks({ page, limit: TASKS_PAGE_SIZE, search: debounced, status });
  const filtered = debounced !== '';
  const overdue = list.data?.overdue ?? 0;

  return (
    <Card className="overflow-hidden">
      <ListHeader
        title="My tasks"
        badge={overdue > 0 ? <OverdueBadge count={overdue} /> : null}
        description="What the checklists of people joining and leaving ask of you."
      >
        <ListSearch label="Search tasks" value={search} onValueChange={onSearch} className="w-full sm:w-56" />
        <FilterSelect
          id="my-tasks-status"
          label="Status"
          value={status}
          onValueChange={refilter(setStatus)}
          className="sm:w-40"
        >
          <option value="open">Open</option>
          <option value="done">Done</option>
          <option value="skipped">Skipped</option>
          <option value="">Every status</option>
        </FilterSelect>
      </ListHeader>
      <PagedList
        list={list}
        failedTitle="We could not load your tasks"
        empty={
          <EmptyState
            Icon={filtered ? SearchX : ListChecks}
            title={filtered ? 'No task matches' : status === 'open' ? 'Nothing to do' : 'No tasks here'}
            className="border-t py-12"
          >
            {filtered
              ? 'Try other words or another status.'
              : status === 'open'
                ? 'When a checklist gives you a task, it shows here.'
                : 'Choose another status to see more.'}
          </EmptyState>
        }
        paging={[page, setPage]}
        limit={TASKS_PAGE_SIZE}
        pagesLabel="Pages of my tasks"
      >
        {(items) => (
          <ul aria-label="My tasks" className="divide-y">
            {items.map((task) => (
              <TaskRow key={task.id} task={task} onOpen={onOpen} viewerEmployeeId={viewerEmployeeId} />
            ))}
          </ul>
        )}
      </PagedList>
    </Card>
  );
}
