/**
 * My days of the month as a list, newest first: status, in and out, hours, and what explains a day
 * (a holiday, leave, a correction's reason). A table on a wide screen, cards on a phone; a day opens
 * in the calendar.
 */
import { ListX } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../components/list-states';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { cn } from '../../../lib/cn';
import { useMyAttendance } from '../api/get-my-attendance';
import { dayNote, hoursAndMinutes, inOut, shortDate } from './attendance-format';
import { AttendanceStatusBadge } from './attendance-status';

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
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const list = useMyAttendance({ ...range, page, limit: PAGE_SIZE });
  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4">
        <CardTitle>My days</CardTitle>
        <CardDescription>Newest first. Choose a day to see it on the calendar.</CardDescription>
      </CardHeader>
      {list.isError ? (
        <ListFailed title="We could not load your days" query={list} className="pt-0 sm:pt-0" />
      ) : !list.data ? (
        <ListLoading rows={4} className="pt-0 sm:pt-0" />
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={ListX} title="No days this month yet">
          Days show here as they begin.
        </EmptyState>
      ) : (
        <div className={cn('border-t', list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          {narrow ? (
            <ul aria-label="My days" className="divide-y">
              {list.data.items.map((day) => (
                <li key={day.id}>
                  <button
                    type="button"
                    data-testid="my-day"
                    onClick={() => onOpen(day.date)}
                    className="flex w-full items-start justify-between gap-3 px-4 py-3 text-left outline-none focus-visible:bg-accent"
                  >
                    <span className="min-w-0 space-y-1">
                      <span className="block font-medium">{shortDate(day.date)}</span>
                      {day.firstIn ? (
                        <span className="block text-sm text-muted-foreground tabular-nums">
                          {inOut(day, timeZone)}
                        </span>
                      ) : null}
                      {dayNote(day) ? (
                        <span className="block truncate text-xs text-muted-foreground">{dayNote(day)}</span>
                      ) : null}
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1">
                      <AttendanceStatusBadge status={day.status} corrected={day.source === 'corrected'} />
                      <span className="text-sm font-semibold tabular-nums">
                        {day.workedMinutes > 0 ? hoursAndMinutes(day.workedMinutes) : ''}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <Table aria-label="My days">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Date</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>In – out</TableHead>
                  <TableHead className="text-right">Worked</TableHead>
                  <TableHead className="text-right">Breaks</TableHead>
                  <TableHead>Note</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.items.map((day) => (
                  <TableRow
                    key={day.id}
                    data-testid="my-day"
                    className="cursor-pointer"
                    onClick={() => onOpen(day.date)}
                  >
                    <TableCell className="font-medium whitespace-nowrap">
                      <button
                        type="button"
                        className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen(day.date);
                        }}
                      >
                        {shortDate(day.date)}
                      </button>
                    </TableCell>
                    <TableCell>
                      <AttendanceStatusBadge status={day.status} corrected={day.source === 'corrected'} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">{inOut(day, timeZone)}</TableCell>
                    <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
                      {day.workedMinutes > 0 ? hoursAndMinutes(day.workedMinutes) : '—'}
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap text-muted-foreground tabular-nums">
                      {day.breakMinutes > 0 ? hoursAndMinutes(day.breakMinutes) : '—'}
                    </TableCell>
                    <TableCell className="max-w-72 truncate text-muted-foreground" title={dayNote(day)}>
                      {dayNote(day)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <ListPages paging={[page, setPage]} limit={PAGE_SIZE} list={list} label="Pages of my days" />
        </div>
      )}
    </Card>
  );
}
