/**
 * One checklist, opened from the board, one's tasks or a link (`/onboarding?checklist=<id>`, as
 * notifications send): whose it is, its date and progress, and its tasks by phase; admin and hr
 * change tasks and may cancel it.
 */
import { CHECKLIST_KIND_LABELS, type ChecklistDetail } from '@hrms/contracts/onboarding';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { RecordDialog, RecordDialogHeader } from '../../../components/record-dialog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogFooter } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelChecklist } from '../api/cancel-checklist';
import { useChecklist } from '../api/get-checklist';
import { groupByPhase, startDateLabel } from '../utils/onboarding-format';
import { ChecklistProgress } from './checklist-progress';
import { ChecklistStatusBadge, KindBadge, OverdueBadge } from './onboarding-badges';
import { TaskItem } from './task-item';

function CancelChecklist({ checklist }: { checklist: ChecklistDetail }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelChecklist();
  const close = () => {
    cancel.reset();
    setAsking(false);
  };
  const what = `${CHECKLIST_KIND_LABELS[checklist.kind].toLowerCase()} of ${checklist.employee.name}`;
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" />
        Cancel checklist
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => (open ? setAsking(true) : close())}
        title={`Cancel the ${what}?`}
        description="Nobody can tick its tasks any more; the open ones stay as they are, for the record. This cannot be undone."
        cancelLabel="Keep it"
        confirmLabel="Cancel checklist"
        pending={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onConfirm={() =>
          cancel.mutate(checklist.id, {
            onSuccess: () => {
              toast.success(`The ${what} was cancelled`);
              close();
            },
          })
        }
      />
    </>
  );
}

function Detail({
  checklist,
  viewerEmployeeId,
}: {
  checklist: ChecklistDetail;
  viewerEmployeeId: string | null;
}) {
  const person = checklist.employee;
  const groups = groupByPhase(checklist.tasks);
  const kind = CHECKLIST_KIND_LABELS[checklist.kind];
  return (
    <>
      <RecordDialogHeader
        badges={
          <>
            <KindBadge kind={checklist.kind} />
            <ChecklistStatusBadge status={checklist.status} />
            {checklist.status === 'in_progress' && checklist.progress.overdue > 0 ? (
              <OverdueBadge count={checklist.progress.overdue} />
            ) : null}
          </>
        }
        title={person.name}
        description={[person.employeeCode, person.designation, person.department].filter(Boolean).join(' · ')}
      />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground">
            {checklist.kind === 'onboarding' ? 'Joining' : 'Leaving'}
          </dt>
          <dd className="font-medium">{startDateLabel(checklist.kind, checklist.startDate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Template</dt>
          <dd className="font-medium break-words">{checklist.templateName ?? 'None'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Started</dt>
          <dd>
            {formatDate(new Date(checklist.createdAt))}
            {checklist.startedBy ? ` by ${checklist.startedBy}` : ''}
          </dd>
        </div>
        {checklist.completedAt ? (
          <div>
            <dt className="text-xs text-muted-foreground">Completed</dt>
            <dd>{formatDate(new Date(checklist.completedAt))}</dd>
          </div>
        ) : null}
      </dl>
      <ChecklistProgress
        done={checklist.progress.done}
        total={checklist.progress.total}
        label={`${kind} of ${person.name}`}
      />
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">This checklist has no tasks.</p>
      ) : (
        <div className="space-y-5">
          {groups.map((group) => (
            <section
              key={group.phase}
              aria-labelledby={`phase-${checklist.id}-${group.phase}`}
              className="space-y-2"
            >
              <h3
                id={`phase-${checklist.id}-${group.phase}`}
                className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.label}
              </h3>
              <ul className="space-y-2">
                {group.tasks.map((task) => (
                  <TaskItem
                    key={task.id}
                    task={task}
                    canManage={checklist.canManage}
                    viewerEmployeeId={viewerEmployeeId}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {checklist.canManage ? (
        <DialogFooter className="border-t pt-4">
          <CancelChecklist checklist={checklist} />
        </DialogFooter>
      ) : null}
    </>
  );
}

export function ChecklistDialog({
  id,
  onClose,
  viewerEmployeeId,
}: {
  id: string | null;
  onClose: () => void;
  viewerEmployeeId: string | null;
}) {
  const checklist = useChecklist(id);
  return (
    <RecordDialog
      id={id}
      onClose={onClose}
      query={checklist}
      noun="checklist"
      notFound="It may have been removed, or it is not yours to see."
      skeleton={
        <>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </>
      }
      width="max-w-3xl"
      testId="checklist-detail"
    >
      {(record) => <Detail checklist={record} viewerEmployeeId={viewerEmployeeId} />}
    </RecordDialog>
  );
}
