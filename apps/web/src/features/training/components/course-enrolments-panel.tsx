/** Who is enrolled in a course, for admin and hr: filter by session and status, and act on each. */
import { type CourseDetail, ENROLMENT_STATUSES, type Enrolment } from '@hrms/contracts/training';
import { UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { DataTable, dataColumns } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useEnrolments } from '../api/get-enrolments';
import { ENROLMENT_STATUS_LABELS, formatSessionTime } from '../utils/training-format';
import { EnrolDialog, type EnrolTarget } from './enrol-dialog';
import { ManageEnrolmentActions } from './manage-enrolment-actions';
import { EnrolmentStatusBadge } from './training-badges';

export const COURSE_ENROLMENTS_PAGE_SIZE = 20;

function Outcome({ enrolment }: { enrolment: Enrolment }) {
  if (!enrolment.completedAt) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="whitespace-nowrap">
      {formatDate(new Date(enrolment.completedAt))}
      {enrolment.score !== null ? ` · score ${enrolment.score}` : ''}
    </span>
  );
}

export function CourseEnrolmentsPanel({ course }: { course: CourseDetail }) {
  const [sessionId, setSessionId] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [enrolling, setEnrolling] = useState<EnrolTarget | null>(null);
  const taught = course.delivery === 'sessions';
  const list = useEnrolments({
    page,
    limit: COURSE_ENROLMENTS_PAGE_SIZE,
    courseId: course.id,
    sessionId: sessionId || undefined,
    status: status || undefined,
  });
  const filtered = sessionId !== '' || status !== '';
  const sessionLabel = (e: Enrolment) =>
    e.sessionStartsAt ? formatSessionTime(e.sessionStartsAt) : 'Self-paced';

  const columns = dataColumns<Enrolment>([
    {
      id: 'person',
      header: 'Person',
      cell: ({ row }) => (
        <>
          {row.original.employee.name}
          {row.original.assignedBy ? (
            <span className="block text-xs font-normal text-muted-foreground">
              Enrolled by {row.original.assignedBy}
            </span>
          ) : null}
        </>
      ),
      meta: { cellClassName: 'font-medium' },
    },
    ...(taught
      ? dataColumns<Enrolment>([
          {
            id: 'session',
            header: 'Session',
            cell: ({ row }) => sessionLabel(row.original),
            meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' },
          },
        ])
      : []),
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <EnrolmentStatusBadge status={row.original.status} waitlistPosition={row.original.waitlistPosition} />
      ),
    },
    { id: 'completed', header: 'Completed', cell: ({ row }) => <Outcome enrolment={row.original} /> },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <ManageEnrolmentActions enrolment={row.original} />,
      meta: { className: 'text-right' },
    },
  ]);

  return (
    <section aria-labelledby={`manage-enrolments-${course.id}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`manage-enrolments-${course.id}`} className="text-base font-semibold">
          Enrolments
        </h3>
        <Button
          size="sm"
          variant="outline"
          disabled={course.status === 'archived'}
          onClick={() =>
            setEnrolling({ courseId: course.id, courseTitle: course.title, forSomeoneElse: true })
          }
        >
          <UserPlus aria-hidden="true" />
          Enrol people
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {taught ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`enrolment-session-${course.id}`}>Session</Label>
            <NativeSelect
              id={`enrolment-session-${course.id}`}
              value={sessionId}
              onChange={(event) => {
                setSessionId(event.target.value);
                setPage(1);
              }}
            >
              <option value="">Every session</option>
              {course.sessions.map((s) => (
                <option key={s.id} value={s.id}>
                  {formatSessionTime(s.startsAt, null, s.timeZone)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`enrolment-status-${course.id}`}>Status</Label>
          <NativeSelect
            id={`enrolment-status-${course.id}`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            <option value="">Every status</option>
            {ENROLMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ENROLMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="overflow-hidden rounded-lg border">
        {list.isError ? (
          <ListFailed title="We could not load the enrolments" query={list} />
        ) : !list.data ? (
          <ListLoading rows={3} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            Icon={UsersRound}
            title={filtered ? 'Nobody matches these filters' : 'Nobody is enrolled yet'}
          >
            {filtered
              ? 'Choose another session or status.'
              : 'People show here as they enrol. You can also enrol them yourself.'}
          </EmptyState>
        ) : (
          <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
            <DataTable
              label="Enrolments"
              rows={list.data.items}
              columns={columns}
              rowKey={(enrolment) => enrolment.id}
              rowTestId="course-enrolment"
              cardClassName="flex items-start justify-between gap-2 space-y-0"
              card={(enrolment) => (
                <>
                  <div className="min-w-0 space-y-1.5 text-sm">
                    <p className="font-medium break-words">{enrolment.employee.name}</p>
                    {taught ? (
                      <p className="text-xs text-muted-foreground">{sessionLabel(enrolment)}</p>
                    ) : null}
                    <EnrolmentStatusBadge
                      status={enrolment.status}
                      waitlistPosition={enrolment.waitlistPosition}
                    />
                    {enrolment.completedAt ? (
                      <p className="text-xs text-muted-foreground">
                        Completed <Outcome enrolment={enrolment} />
                      </p>
                    ) : null}
                  </div>
                  <ManageEnrolmentActions enrolment={enrolment} />
                </>
              )}
            />
            {list.data.total > COURSE_ENROLMENTS_PAGE_SIZE ? (
              <ListPages
                paging={[page, setPage]}
                limit={COURSE_ENROLMENTS_PAGE_SIZE}
                list={list}
                label="Pages of enrolments"
              />
            ) : null}
          </div>
        )}
      </div>
      <EnrolDialog target={enrolling} onClose={() => setEnrolling(null)} />
    </section>
  );
}
