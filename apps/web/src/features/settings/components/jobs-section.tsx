import {
  JOB_QUEUE_LABELS,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type Job,
  type JobStatus,
} from '@hrms/contracts/jobs';
import { ListChecks, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/list-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { JOBS_PAGE_SIZE, useJobs, useRetryJob } from '../api/jobs';

const STATUS_BADGE: Record<JobStatus, 'secondary' | 'outline' | 'success' | 'destructive'> = {
  queued: 'secondary',
  running: 'outline',
  done: 'success',
  failed: 'destructive',
};

/** When it ran, or runs next: what a person needs of a job's time. */
function when(job: Job): string {
  if (job.status === 'done' || job.status === 'failed') {
    return job.finishedAt ? `Finished ${formatRelativeTime(job.finishedAt)}` : '';
  }
  if (job.status === 'running') return `Started, attempt ${job.attempts} of ${job.maxAttempts}`;
  return job.attempts > 0
    ? `Tried ${job.attempts} of ${job.maxAttempts} times; next ${formatRelativeTime(job.runAt)}`
    : `Runs ${formatRelativeTime(job.runAt)}`;
}

function JobRow({ job, onRetry }: { job: Job; onRetry: (job: Job) => void }) {
  return (
    <li className="flex flex-col gap-2 border-b px-4 py-3 last:border-b-0 sm:flex-row sm:items-start sm:px-5">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <Badge variant={STATUS_BADGE[job.status]}>{JOB_STATUS_LABELS[job.status]}</Badge>
          <span className="text-muted-foreground">{JOB_QUEUE_LABELS[job.queue] ?? job.queue}</span>
          <span className="min-w-0 break-words">{job.summary}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={job.createdAt} title={formatDateTime(job.createdAt)}>
            Queued {formatRelativeTime(job.createdAt)}
          </time>
          {' · '}
          {when(job)}
        </p>
        {job.lastError && job.status !== 'done' ? (
          <p className="break-words text-xs text-destructive">Last error: {job.lastError}</p>
        ) : null}
      </div>
      {job.status === 'failed' ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRetry(job)}
          aria-label={`Try again: ${job.summary}`}
        >
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </li>
  );
}

/**
 * Settings → Jobs (admin): what the server does in the background (mail, for now), newest first,
 * with the failures and a way to try a failed job again.
 */
export function JobsSection() {
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<Job | null>(null);
  const jobs = useJobs({ page, status: status || undefined });
  const retry = useRetryJob();
  const id = useId();
  const counts = jobs.data?.counts;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Background jobs</CardTitle>
          <CardDescription>
            Mail the server sends for you. When the mail server does not answer, a message waits here and is
            tried again, each time a little later, for about eight hours; then it fails and can be tried
            again.
            {counts ? ` ${counts.queued} waiting, ${counts.failed} failed.` : ''}
          </CardDescription>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            className="w-full sm:w-36"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as JobStatus | '');
              setPage(1);
            }}
          >
            <option value="">All</option>
            {JOB_STATUSES.map((s) => (
              <option key={s} value={s}>
                {JOB_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <PagedList
        list={jobs}
        failedTitle="We could not load the jobs"
        empty={
          <EmptyState
            Icon={ListChecks}
            title={status ? `No ${JOB_STATUS_LABELS[status].toLowerCase()} jobs` : 'No jobs yet'}
          >
            {status ? null : 'Jobs appear here as the server sends mail.'}
          </EmptyState>
        }
        paging={[page, setPage]}
        limit={JOBS_PAGE_SIZE}
        pagesLabel="Jobs pages"
      >
        {(items) => (
          <ul aria-label="Background jobs">
            {items.map((job) => (
              <JobRow key={job.id} job={job} onRetry={setTarget} />
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) {
            setTarget(null);
            retry.reset();
          }
        }}
        title="Try this job again?"
        description={target ? `“${target.summary}” is tried again now, with a fresh set of attempts.` : ''}
        confirmLabel="Try again"
        variant="default"
        pending={retry.isPending}
        error={retry.error ? retry.error.message || 'Could not queue the job again' : undefined}
        onConfirm={() => {
          if (!target) return;
          retry.mutate(target.id, {
            onSuccess: () => {
              toast.success('Queued again; it runs within a few seconds');
              setTarget(null);
            },
          });
        }}
      />
    </Card>
  );
}
