/**
 * My days of the month as a list, newest first: status, in and out, hours, and what explains a day
 * (a holiday, leave, a correction's reason). A table on a wide screen, cards on a phone; a day opens
 * in the calendar.
 */
import type { AttendanceDay } from '@hrms/contracts/attendance';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListX } from 'lucide-react';
import { useState } from 'react';
import { DataTable, dataColumns } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../components/list-states';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useMyAttendance } from '../api/get-my-attendance';
import { dayNote, hoursAndMinutes, inOut, shortDate } from './attendance-format';
import { AttendanceStatusBadge } from './attendance-status';
import { dayColumns, noteColumn } from './day-columns';

const PAGE_SIZE = 10;

export function MyDays({
  range,
  timeZone,
  onOpen,
}: {
  range: { from: string; to: string };
  timeZone: string | undefined;
  onOpen: (date: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const list = useMyAttendance({ ...range, page, limit: PAGE_SIZE });

  const columns = dataColumns<AttendanceDay>([
    {
      id: 'date',
      header: i18n._(msg`Date`),
      cell: ({ row }) => (
        <button
          type="button"
          className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
          onClick={(event) => {
            // The row opens the day too: once is enough.
            event.stopPropagation();
            onOpen(row.original.date);
          }}
        >
          {shortDate(row.original.date)}
        </button>
      ),
      meta: { cellClassName: 'font-medium whitespace-nowrap' },
    },
    ...dayColumns(() => timeZone),
    {
      id: 'breaks',
      header: i18n._(msg`Breaks`),
      cell: ({ row }) => (row.original.breakMinutes > 0 ? hoursAndMinutes(row.original.breakMinutes) : '—'),
      meta: {
        className: 'text-right',
        cellClassName: 'whitespace-nowrap text-muted-foreground tabular-nums',
      },
    },
    noteColumn('max-w-72'),
  ]);

  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4">
        <CardTitle>
          <Trans>My days</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Newest first. Choose a day to see it on the calendar.</Trans>
        </CardDescription>
      </CardHeader>
      {list.isError ? (
        <ListFailed title={t`We could not load your days`} query={list} className="pt-0 sm:pt-0" />
      ) : !list.data ? (
        <ListLoading rows={4} className="pt-0 sm:pt-0" />
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={ListX} title={t`No days this month yet`}>
          <Trans>Days show here as they begin.</Trans>
        </EmptyState>
      ) : (
        <div className={cn('border-t', list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <DataTable
            label={t`My days`}
            rows={list.data.items}
            columns={columns}
            rowKey={(day) => day.id}
            rowTestId="my-day"
            rowProps={(day) => ({ className: 'cursor-pointer', onClick: () => onOpen(day.date) })}
            // The whole card is the button that opens the day.
            cardClassName="p-0"
            card={(day) => <DayCard day={day} timeZone={timeZone} onOpen={onOpen} />}
          />
          <ListPages paging={[page, setPage]} limit={PAGE_SIZE} list={list} label={t`Pages of my days`} />
        </div>
      )}
    </Card>
  );
}

function DayCard({
  day,
  timeZone,
  onOpen,
}: {
  day: AttendanceDay;
  timeZone: string | undefined;
  onOpen: (date: string) => void;
}) {
  const note = dayNote(day);
  return (
    <button
      type="button"
      onClick={() => onOpen(day.date)}
      className="flex w-full items-start justify-between gap-3 px-4 py-3 text-left outline-none focus-visible:bg-accent"
    >
      <span className="min-w-0 space-y-1">
        <span className="block font-medium">{shortDate(day.date)}</span>
        {day.firstIn ? (
          <span className="block text-sm text-muted-foreground tabular-nums">{inOut(day, timeZone)}</span>
        ) : null}
        {note ? <span className="block truncate text-xs text-muted-foreground">{note}</span> : null}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <AttendanceStatusBadge status={day.status} corrected={day.source === 'corrected'} />
        <span className="text-sm font-semibold tabular-nums">
          {day.workedMinutes > 0 ? hoursAndMinutes(day.workedMinutes) : ''}
        </span>
      </span>
    </button>
  );
}
