/**
 * Interviews: the caller's panels ("My interviews"), and for hr everyone's, those to come (soonest
 * first) or all of them (latest first). A panel member fills in their scorecard from here; the
 * candidate's name opens the application (`?application=`).
 */
import type { Interview } from '@hrms/contracts/recruitment';
import { can } from '@hrms/contracts/roles';
import { CalendarClock, ClipboardCheck, ClipboardPen } from 'lucide-react';
import { useState } from 'react';
import { Chips } from '../../../components/chips';
import { dataColumns } from '../../../components/data-table';
import { ListHeader } from '../../../components/list-header';
import { PagedTable, RowTitleButton } from '../../../components/paged-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSearchParamUpdates } from '../../../hooks/use-search-param-updates';
import { formatDateTimeIn } from '../../../lib/format';
import { useInterviews } from '../api/get-interviews';
import type { RecruitmentViewer } from '../utils/viewer';
import { CancelledBadge } from './application-badges';
import { ApplicationDialog } from './application-dialog';
import { ScorecardDialog } from './scorecard-dialog';

export const INTERVIEWS_PAGE_SIZE = 20;

type Scope = 'mine' | 'all';
type When = 'upcoming' | 'all';

/** A video link is a link; a room is text. */
function Place({ location }: { location: string }) {
  return /^https?:\/\//i.test(location) ? (
    <a
      href={location}
      target="_blank"
      rel="noreferrer"
      className="break-all underline-offset-4 hover:underline"
    >
      {location}
    </a>
  ) : (
    <span className="break-words">{location}</span>
  );
}

function Status({ interview, onPanel }: { interview: Interview; onPanel: boolean }) {
  if (interview.status === 'cancelled') return <CancelledBadge />;
  if (interview.awaitingMyScorecard) {
    return (
      <Badge variant="outline" className="border-warning/40 bg-warning/15 text-foreground">
        <ClipboardPen aria-hidden="true" />
        Scorecard due
      </Badge>
    );
  }
  if (onPanel) {
    return (
      <Badge variant="success">
        <ClipboardCheck aria-hidden="true" />
        Scorecard in
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className="border-info/30 bg-info/10 text-foreground">
      Scheduled
    </Badge>
  );
}

function Action({
  interview,
  viewerEmployeeId,
  onScorecard,
}: {
  interview: Interview;
  viewerEmployeeId: string | null;
  onScorecard: (interview: Interview) => void;
}) {
  if (interview.awaitingMyScorecard) {
    return (
      <Button
        size="sm"
        onClick={() => onScorecard(interview)}
        aria-label={`Fill in scorecard for ${interview.candidate}`}
      >
        <ClipboardPen aria-hidden="true" />
        Fill in scorecard
      </Button>
    );
  }
  const mine = interview.scorecards.find((card) => card.interviewer.id === viewerEmployeeId);
  if (mine?.submittedAt) {
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => onScorecard(interview)}
        aria-label={`Your scorecard for ${interview.candidate}`}
      >
        <ClipboardCheck aria-hidden="true" />
        Your scorecard
      </Button>
    );
  }
  return null;
}

function CandidateCell({ interview, onOpen }: { interview: Interview; onOpen: (id: string) => void }) {
  return (
    <div className="min-w-0">
      <RowTitleButton
        onClick={() => onOpen(interview.applicationId)}
        label={`${interview.candidate}: open the application`}
      >
        {interview.candidate}
      </RowTitleButton>
      <p className="text-xs break-words text-muted-foreground">{interview.opening}</p>
    </div>
  );
}

function When({ interview }: { interview: Interview }) {
  return (
    <>
      <time dateTime={interview.startsAt}>{formatDateTimeIn(interview.startsAt, interview.timeZone)}</time>
      <span className="text-muted-foreground"> · {interview.durationMinutes} min</span>
    </>
  );
}

export function InterviewsTab({ viewer }: { viewer: RecruitmentViewer }) {
  const manage = can(viewer.role, 'recruitment:manage');
  const [params, update] = useSearchParamUpdates();
  const [scope, setScope] = useState<Scope>('mine');
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const [scoring, setScoring] = useState<Interview | null>(null);
  const mine = !manage || scope === 'mine';
  const list = useInterviews({ mine, upcoming: when === 'upcoming', page, limit: INTERVIEWS_PAGE_SIZE });
  const applicationId = params.get('application');
  const openApplication = (id: string) => update((next) => next.set('application', id));
  const closeApplication = () => update((next) => next.delete('application'), { replace: true });
  const onPanel = (interview: Interview) =>
    viewer.employeeId !== null &&
    interview.scorecards.some((card) => card.interviewer.id === viewer.employeeId);

  const columns = dataColumns<Interview>([
    {
      id: 'candidate',
      header: 'Candidate',
      cell: ({ row }) => <CandidateCell interview={row.original} onOpen={openApplication} />,
      meta: { cellClassName: 'max-w-64' },
    },
    {
      id: 'when',
      header: 'When',
      cell: ({ row }) => <When interview={row.original} />,
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'where',
      header: 'Where',
      cell: ({ row }) => <Place location={row.original.location} />,
      meta: { cellClassName: 'max-w-56 text-muted-foreground' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <Status interview={row.original} onPanel={onPanel(row.original)} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Action interview={row.original} viewerEmployeeId={viewer.employeeId} onScorecard={setScoring} />
      ),
      meta: { cellClassName: 'text-right' },
    },
  ]);

  return (
    <>
      <Card className="overflow-hidden">
        <ListHeader
          title={mine ? 'My interviews' : 'All interviews'}
          description={
            mine
              ? 'Interviews you sit on, and the scorecards you owe.'
              : 'Every interview scheduled, with its panel’s scorecards.'
          }
        >
          {manage ? (
            <Chips<Scope>
              legend="Whose interviews"
              value={scope}
              options={[
                { value: 'mine', label: 'My interviews' },
                { value: 'all', label: 'All interviews' },
              ]}
              onChange={(next) => {
                setScope(next);
                setPage(1);
              }}
            />
          ) : null}
          <Chips<When>
            legend="When"
            value={when}
            options={[
              { value: 'upcoming', label: 'Upcoming' },
              { value: 'all', label: 'All, latest first' },
            ]}
            onChange={(next) => {
              setWhen(next);
              setPage(1);
            }}
          />
        </ListHeader>
        <PagedTable
          list={list}
          failedTitle="We could not load the interviews"
          empty={{
            filtered: false,
            Icon: CalendarClock,
            title: when === 'upcoming' ? 'No interviews coming up' : 'No interviews yet',
            hint: mine
              ? 'When you are put on an interview panel, the interview shows here.'
              : 'Interviews are scheduled from a candidate’s application.',
          }}
          paging={[page, setPage]}
          limit={INTERVIEWS_PAGE_SIZE}
          pagesLabel="Pages of interviews"
          label="Interviews"
          columns={columns}
          rowKey={(interview) => interview.id}
          rowTestId="interview-row"
          card={(interview) => (
            <>
              <div className="flex flex-wrap items-center gap-1.5">
                <Status interview={interview} onPanel={onPanel(interview)} />
              </div>
              <CandidateCell interview={interview} onOpen={openApplication} />
              <p className="text-sm">
                <When interview={interview} />
              </p>
              <p className="text-xs text-muted-foreground">
                <Place location={interview.location} />
              </p>
              <Action interview={interview} viewerEmployeeId={viewer.employeeId} onScorecard={setScoring} />
            </>
          )}
        />
      </Card>
      <ScorecardDialog
        interview={scoring}
        viewerEmployeeId={viewer.employeeId}
        onClose={() => setScoring(null)}
      />
      <ApplicationDialog id={applicationId} onClose={closeApplication} viewerEmployeeId={viewer.employeeId} />
    </>
  );
}
