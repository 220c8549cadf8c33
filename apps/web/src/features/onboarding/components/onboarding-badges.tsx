import {
  CHECKLIST_KIND_LABELS,
  CHECKLIST_STATUS_LABELS,
  type ChecklistKind,
  type ChecklistStatus,
  type TaskStatus,
} from '@hrms/contracts/onboarding';
import { CircleAlert, CircleCheck, CircleX, Clock, FileQuestion, LogIn, LogOut } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { DOCUMENT_STATE_LABELS, type DocumentState, TASK_STATUS_LABELS } from '../utils/onboarding-format';

export function KindBadge({ kind }: { kind: ChecklistKind }) {
  return (
    <Badge
      variant="outline"
      className={
        kind === 'onboarding'
          ? 'border-primary/30 bg-primary/10 text-foreground'
          : 'border-border bg-transparent text-muted-foreground'
      }
      data-kind={kind}
    >
      {kind === 'onboarding' ? <LogIn aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      {CHECKLIST_KIND_LABELS[kind]}
    </Badge>
  );
}

const CHECKLIST_LOOK: Record<ChecklistStatus, string> = {
  in_progress: 'border-info/30 bg-info/10 text-foreground',
  completed: 'border-transparent bg-success/15 text-success',
  cancelled: 'border-border bg-transparent text-muted-foreground',
};

export function ChecklistStatusBadge({ status }: { status: ChecklistStatus }) {
  return (
    <Badge variant="outline" className={CHECKLIST_LOOK[status]} data-status={status}>
      {CHECKLIST_STATUS_LABELS[status]}
    </Badge>
  );
}

const TASK_LOOK: Record<TaskStatus, string> = {
  open: 'border-info/30 bg-info/10 text-foreground',
  done: 'border-transparent bg-success/15 text-success',
  skipped: 'border-border bg-transparent text-muted-foreground',
};

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant="outline" className={TASK_LOOK[status]} data-status={status}>
      {TASK_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Open tasks past their due date: `Overdue`, or `2 overdue` for a count. */
export function OverdueBadge({ count }: { count?: number }) {
  return (
    <Badge variant="outline" className="border-transparent bg-destructive text-destructive-foreground">
      <CircleAlert aria-hidden="true" />
      {count === undefined ? 'Overdue' : `${count} overdue`}
    </Badge>
  );
}

export function ArchivedBadge() {
  return (
    <Badge variant="outline" className="border-transparent bg-muted text-muted-foreground">
      Archived
    </Badge>
  );
}

const DOCUMENT_LOOK: Record<DocumentState, { className: string; Icon: typeof Clock }> = {
  missing: { className: 'border-border bg-transparent text-muted-foreground', Icon: FileQuestion },
  pending: { className: 'border-warning/40 bg-warning/15 text-foreground', Icon: Clock },
  verified: { className: 'border-transparent bg-success/15 text-success', Icon: CircleCheck },
  rejected: { className: 'border-destructive/30 bg-destructive/10 text-destructive', Icon: CircleX },
};

/** Where the document a task collects stands: none uploaded, waiting for review, verified or rejected. */
export function DocumentStateBadge({ state }: { state: DocumentState }) {
  const { className, Icon } = DOCUMENT_LOOK[state];
  return (
    <Badge variant="outline" className={className} data-document={state}>
      <Icon aria-hidden="true" />
      {DOCUMENT_STATE_LABELS[state]}
    </Badge>
  );
}
