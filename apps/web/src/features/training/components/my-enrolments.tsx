/** The viewer's own enrolments, newest first: what they are in, when, and where they stand. */
import type { Enrolment } from '@hrms/contracts/training';
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { DataTable, dataColumns } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../components/list-states';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useEnrolments } from '../api/get-enrolments';
import { formatSessionTime } from '../utils/training-format';
import { MyEnrolmentActions } from './my-enrolment-actions';
import { EnrolmentStatusBadge } from './training-badges';

export const MY_ENROLMENTS_PAGE_SIZE = 10;

function when(enrolment: Enrolment): string {
  return enrolment.sessionStartsAt
    ? formatSessionTime(enrolment.sessionStartsAt, null, enrolment.sessionTimeZone)
    : 'Self-paced';
}

function StatusLine({ enrolment }: { enrolment: Enrolment }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <EnrolmentStatusBadge status={enrolment.status} />
      {enrolment.status === 'waitlisted' && enrolment.waitlistPosition ? (
        <span className="text-xs text-muted-foreground">
          Number {enrolment.waitlistPosition} on the waitlist
        </span>
      ) : null}
      {enrolment.completedAt ? (
        <span className="text-xs text-muted-foreground">
          {formatDate(new Date(enrolment.completedAt))}
          {enrolment.score !== null ? ` · score ${enrolment.score}` : ''}
        </span>
      ) : null}
    </div>
  );
}

function CourseLink({ enrolment, onOpen }: { enrolment: Enrolment; onOpen: (id: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(enrolment.courseId)}
      className="text-left font-medium break-words outline-none hover:underline focus-visible:underline"
    >
      {enrolment.courseTitle}
    </button>
  );
}

export function MyEnrolments({
  employeeId,
  onOpen,
}: {
  employeeId: string;
  onOpen: (courseId: string) => void;
}) {
  const [page, setPage] = useState(1);
  const list = useEnrolments({ page, limit: MY_ENROLMENTS_PAGE_SIZE, employeeId });

  const columns = dataColumns<Enrolment>([
    {
      id: 'course',
      header: 'Course',
      cell: ({ row }) => <CourseLink enrolment={row.original} onOpen={onOpen} />,
      meta: { cellClassName: 'max-w-72' },
    },
    {
      id: 'session',
      header: 'Session',
      cell: ({ row }) => when(row.original),
      meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' },
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <StatusLine enrolment={row.original} /> },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <MyEnrolmentActions enrolment={row.original} />,
      meta: { className: 'text-right' },
    },
  ]);

  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4">
        <CardTitle>My enrolments</CardTitle>
        <CardDescription>The courses you are taking or have taken.</CardDescription>
      </CardHeader>
      {list.isError ? (
        <ListFailed title="We could not load your enrolments" query={list} className="pt-0 sm:pt-0" />
      ) : !list.data ? (
        <ListLoading rows={3} className="pt-0 sm:pt-0" />
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={GraduationCap} title="You are not enrolled in any course">
          Pick a course from the catalogue below and enrol; it shows here with its session and status.
        </EmptyState>
      ) : (
        <div className={cn('border-t', list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <DataTable
            label="My enrolments"
            rows={list.data.items}
            columns={columns}
            rowKey={(enrolment) => enrolment.id}
            rowTestId="my-enrolment"
            card={(enrolment) => (
              <>
                <CourseLink enrolment={enrolment} onOpen={onOpen} />
                <p className="text-xs text-muted-foreground">{when(enrolment)}</p>
                <StatusLine enrolment={enrolment} />
                <MyEnrolmentActions enrolment={enrolment} />
              </>
            )}
          />
          {list.data.total > MY_ENROLMENTS_PAGE_SIZE ? (
            <ListPages
              paging={[page, setPage]}
              limit={MY_ENROLMENTS_PAGE_SIZE}
              list={list}
              label="Pages of my enrolments"
            />
          ) : null}
        </div>
      )}
    </Card>
  );
}
