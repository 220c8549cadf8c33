/**
 * One application, opened from the board, the list, an interview or a link (`?application=<id>`,
 * as notifications send): the candidate and their answers, the stage (moved here by those who may),
 * interviews and scorecards, the offer and hire (hr), notes with mentions, and the history.
 */
import { type ApplicationDetail, SOURCE_LABELS, type Stage } from '@hrms/contracts/recruitment';
import { FileDown } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { RecordDialog, RecordDialogHeader } from '../../../components/record-dialog';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime, formatPhone, phoneHref } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDownloadResume } from '../api/download-resume';
import { useApplication } from '../api/get-application';
import { useStages } from '../api/get-stages';
import { useMoveApplication } from '../api/move-application';
import { daysInStageLabel, fileSlug } from '../utils/application-format';
import { DuplicateBadge, OfferBadge, StageBadge } from './application-badges';
import { ApplicationInterviews } from './application-interviews';
import { ApplicationNotes } from './application-notes';
import { OfferSection } from './offer-section';
import { RejectDialog } from './reject-dialog';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 border-t pt-4">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The stage, and for those who may move the application, a way to choose another. */
function StageMover({ application }: { application: ApplicationDetail }) {
  const id = useId();
  const stages = useStages();
  const move = useMoveApplication();
  const [target, setTarget] = useState(application.stage.id);
  const [rejecting, setRejecting] = useState<Stage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = application.candidate.name;
  const items = stages.data?.items ?? [];
  const chosen = items.find((stage) => stage.id === target) ?? null;

  const send = async (stage: Stage, reason?: string): Promise<string | null> => {
    setError(null);
    try {
      await move.mutateAsync({ id: application.id, stage, reason });
      toast.success(`${name} moved to ${stage.name}`);
      return null;
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'The application could not be moved.';
      setError(message);
      return message;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || chosen.id === application.stage.id || move.isPending) return;
    if (chosen.kind === 'rejected') setRejecting(chosen);
    else void send(chosen);
  };

  return (
    <div className="grid gap-2">
      <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid gap-2 sm:w-64">
          <Label htmlFor={`${id}-stage`}>Stage</Label>
          <NativeSelect
            id={`${id}-stage`}
            value={target}
            disabled={stages.isPending || move.isPending}
            onChange={(event) => {
              setTarget(event.target.value);
              setError(null);
            }}
            aria-describedby={`${id}-hint`}
          >
            {items.length === 0 ? (
              <option value={application.stage.id}>{application.stage.name}</option>
            ) : null}
            {items.map((stage) => (
              <option key={stage.id} value={stage.id}>
                {stage.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="submit"
          variant="outline"
          disabled={!chosen || chosen.id === application.stage.id || move.isPending}
        >
          {move.isPending ? <Spinner /> : null}
          Move
        </Button>
      </form>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {daysInStageLabel(application.stageChangedAt)}. A candidate becomes hired through the hire, once their
        offer is accepted.
      </p>
      <ErrorAlert message={error} />
      <RejectDialog
        rejecting={rejecting ? { candidate: name, stageName: rejecting.name } : null}
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return null;
          const problem = await send(rejecting, reason);
          if (!problem) setRejecting(null);
          return problem;
        }}
      />
    </div>
  );
}

function Candidate({ application }: { application: ApplicationDetail }) {
  const download = useDownloadResume();
  const { candidate } = application;
  const phone = formatPhone(candidate.phone);
  // The server leaves a hired candidate's contacts out for all but hr and admin.
  const withheld = candidate.email === null;
  const kept = <span className="text-muted-foreground">With hr: now an employee’s personal contact</span>;
  return (
    <div className="grid gap-3">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Email</dt>
          <dd className="break-words">
            {candidate.email === null ? (
              kept
            ) : (
              <a href={`mailto:${candidate.email}`} className="underline-offset-4 hover:underline">
                {candidate.email}
              </a>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Phone</dt>
          <dd>
            {withheld ? (
              kept
            ) : phone && candidate.phone ? (
              <a href={phoneHref(candidate.phone)} className="underline-offset-4 hover:underline">
                {phone}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Applied</dt>
          <dd>{formatDate(application.appliedAt)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Source</dt>
          <dd>{SOURCE_LABELS[application.source]}</dd>
        </div>
      </dl>
      {application.hasResume ? (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(
              { applicationId: application.id, fallbackName: `resume-${fileSlug(candidate.name)}` },
              {
                onError: (failure) =>
                  toast.error('The résumé could not be downloaded', {
                    description: failure.message,
                    duration: 6000,
                  }),
              },
            )
          }
        >
          {download.isPending ? <Spinner /> : <FileDown aria-hidden="true" />}
          Download résumé
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">No résumé was sent.</p>
      )}
      {candidate.possibleDuplicates.length > 0 ? (
        <div
          className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
          data-testid="possible-duplicates"
        >
          <p className="font-medium">Possible duplicate: the same phone number as</p>
          <ul className="mt-1 space-y-0.5">
            {candidate.possibleDuplicates.map((other) => (
              <li key={other.id} className="break-words">
                {other.name} <span className="text-muted-foreground">({other.email})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {application.rejectionReason ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Reason for rejecting: </span>
          {application.rejectionReason}
        </p>
      ) : null}
    </div>
  );
}

function History({ application }: { application: ApplicationDetail }) {
  if (application.history.length === 0) return <p className="text-sm text-muted-foreground">No moves yet.</p>;
  return (
    <ol className="space-y-1.5 text-sm" aria-label="Stage history">
      {application.history.map((event) => (
        <li key={`${event.at}-${event.to}`} className="flex flex-wrap gap-x-1.5">
          <span>{event.from ? `${event.from} → ${event.to}` : event.to}</span>
          <span className="text-muted-foreground">
            {event.by ? `by ${event.by} · ` : ''}
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

function Detail({
  application,
  viewerEmployeeId,
}: {
  application: ApplicationDetail;
  viewerEmployeeId: string | null;
}) {
  const id = useId();
  const showOffer =
    application.can.manage && (application.stage.kind === 'offer' || application.offer !== null);
  return (
    <>
      <RecordDialogHeader
        badges={
          <>
            <StageBadge stage={application.stage} />
            {application.offerStatus ? <OfferBadge status={application.offerStatus} /> : null}
            {application.candidate.possibleDuplicates.length > 0 ? (
              <DuplicateBadge count={application.candidate.possibleDuplicates.length} />
            ) : null}
          </>
        }
        title={application.candidate.name}
        description={
          <>
            {application.opening.title} · applied {formatDate(application.appliedAt)}
          </>
        }
      />
      <Candidate application={application} />
      {application.can.move ? (
        <Section id={`${id}-stage`} title="Stage">
          <StageMover key={application.stage.id} application={application} />
        </Section>
      ) : null}
      {application.answers.length > 0 ? (
        <Section id={`${id}-answers`} title="Answers">
          <dl className="space-y-3 text-sm">
            {application.answers.map((answer) => (
              <div key={answer.question}>
                <dt className="font-medium">{answer.question}</dt>
                <dd className="break-words whitespace-pre-line text-muted-foreground">
                  {answer.answer || '—'}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      <Section id={`${id}-interviews`} title="Interviews">
        <ApplicationInterviews application={application} viewerEmployeeId={viewerEmployeeId} />
      </Section>
      {showOffer ? (
        <Section id={`${id}-offer`} title="Offer">
          <OfferSection application={application} />
        </Section>
      ) : null}
      <Section id={`${id}-notes`} title="Notes">
        <ApplicationNotes application={application} />
      </Section>
      <Section id={`${id}-history`} title="History">
        <History application={application} />
      </Section>
    </>
  );
}

export function ApplicationDialog({
  id,
  onClose,
  viewerEmployeeId,
}: {
  id: string | null;
  onClose: () => void;
  viewerEmployeeId: string | null;
}) {
  const application = useApplication(id);
  return (
    <RecordDialog
      id={id}
      onClose={onClose}
      query={application}
      noun="application"
      notFound="It may have been removed, or it is not yours to see."
      width="max-w-3xl"
      testId="application-detail"
    >
      {(record) => <Detail application={record} viewerEmployeeId={viewerEmployeeId} />}
    </RecordDialog>
  );
}
