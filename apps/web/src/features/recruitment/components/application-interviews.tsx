/**
 * The interviews of one application: when, where and who sits on each panel with their scorecards
 * (another's hidden from an interviewer until they submit theirs); hr schedules, moves and cancels
 * them; a panel member fills in their card from here.
 */
import type { ApplicationDetail, Interview } from '@hrms/contracts/recruitment';
import { Ban, CalendarClock, CalendarPlus, ClipboardPen, MapPin } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTimeIn } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useInterviews } from '../api/get-interviews';
import { useUpdateInterview } from '../api/update-interview';
import { plural } from '../utils/application-format';
import { CancelledBadge } from './application-badges';
import { InterviewFormDialog } from './interview-form-dialog';
import { ScorecardDialog, ScorecardSummary } from './scorecard-dialog';

function InterviewItem({
  interview,
  manage,
  onScorecard,
  onReschedule,
  onCancel,
}: {
  interview: Interview;
  manage: boolean;
  onScorecard: () => void;
  onReschedule: () => void;
  onCancel: () => void;
}) {
  const scheduled = interview.status === 'scheduled';
  const when = formatDateTimeIn(interview.startsAt, interview.timeZone);
  return (
    <li className="space-y-2 rounded-lg border p-3" data-testid="application-interview">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <time dateTime={interview.startsAt}>{when}</time>
            <span className="font-normal text-muted-foreground">· {interview.durationMinutes} min</span>
            {scheduled ? null : <CancelledBadge />}
          </p>
          <p className="flex items-center gap-1 text-xs break-words text-muted-foreground">
            <MapPin className="size-3 shrink-0" aria-hidden="true" />
            {interview.location}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {interview.awaitingMyScorecard ? (
            <Button size="sm" onClick={onScorecard}>
              <ClipboardPen aria-hidden="true" />
              Fill in scorecard
            </Button>
          ) : null}
          {manage && scheduled ? (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={onReschedule}
                aria-label={`Reschedule the interview on ${when}`}
              >
                <CalendarClock aria-hidden="true" />
                Reschedule
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={onCancel}
                aria-label={`Cancel the interview on ${when}`}
              >
                <Ban aria-hidden="true" />
                Cancel
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <div className="space-y-2 border-t pt-2">
        <p className="text-xs font-medium text-muted-foreground">
          {plural(interview.scorecards.length, 'interviewer', 'interviewers')}
        </p>
        <ul className="space-y-2">
          {interview.scorecards.map((card) => (
            <li key={card.interviewer.id}>
              <ScorecardSummary scorecard={card} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function ApplicationInterviews({
  application,
  viewerEmployeeId,
}: {
  application: ApplicationDetail;
  viewerEmployeeId: string | null;
}) {
  const interviews = useInterviews({
    mine: false,
    upcoming: false,
    applicationId: application.id,
    page: 1,
    limit: 100,
  });
  const update = useUpdateInterview();
  const manage = application.can.manage;
  const [form, setForm] = useState<{ applicationId: string } | { interview: Interview } | null>(null);
  const [scoring, setScoring] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const closeCancel = () => {
    update.reset();
    setCancelling(null);
  };

  return (
    <div className="grid gap-3">
      {interviews.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Spinner label="Loading the interviews" className="sr-only" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : interviews.isError ? (
        <QueryError
          title="We could not load the interviews"
          error={interviews.error}
          onRetry={() => void interviews.refetch()}
          retrying={interviews.isFetching}
        />
      ) : interviews.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No interviews yet.</p>
      ) : (
        <ul className="space-y-2" aria-label={`Interviews with ${application.candidate.name}`}>
          {interviews.data.items.map((interview) => (
            <InterviewItem
              key={interview.id}
              interview={interview}
              manage={manage}
              onScorecard={() => setScoring(interview)}
              onReschedule={() => setForm({ interview })}
              onCancel={() => setCancelling(interview)}
            />
          ))}
        </ul>
      )}
      {manage ? (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => setForm({ applicationId: application.id })}
        >
          <CalendarPlus aria-hidden="true" />
          Schedule interview
        </Button>
      ) : null}
      <InterviewFormDialog
        state={form}
        candidate={application.candidate.name}
        onClose={() => setForm(null)}
      />
      <ScorecardDialog
        interview={scoring}
        viewerEmployeeId={viewerEmployeeId}
        onClose={() => setScoring(null)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : closeCancel())}
        title="Cancel this interview?"
        description={
          cancelling
            ? `The interview with ${application.candidate.name} on ${formatDateTimeIn(cancelling.startsAt, cancelling.timeZone)} is called off; the interviewers are told.`
            : ''
        }
        cancelLabel="Keep it"
        confirmLabel="Cancel interview"
        pending={update.isPending}
        error={update.isError ? update.error.message : null}
        onConfirm={() => {
          if (!cancelling) return;
          update.mutate(
            { id: cancelling.id, body: { status: 'cancelled' } },
            {
              onSuccess: () => {
                toast.success('The interview was cancelled');
                closeCancel();
              },
            },
          );
        }}
      />
    </div>
  );
}
