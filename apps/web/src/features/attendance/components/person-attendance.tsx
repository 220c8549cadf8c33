/**
 * One person's attendance month by month: the month's figures, its calendar, and a day in full
 * beside it (on a phone, over it). Used for my own attendance and for a person's record; those who
 * may correct the person's days get a button for it on the day.
 */
import type { AttendanceDay } from '@hrms/contracts/attendance';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, ChevronLeft, ChevronRight, MousePointerClick } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useAttendanceCalendar } from '../api/get-attendance-calendar';
import { AskCorrectionDialog } from './ask-correction-dialog';
import {
  addMonths,
  longDate,
  monthKey,
  monthOf,
  monthRange,
  monthTitle,
  todayIn,
  type YearMonth,
  zoneName,
} from './attendance-format';
import { CorrectDialog } from './correct-dialog';
import { DayDetails } from './day-details';
import { MonthCalendar } from './month-calendar';
import { MyDays } from './my-days';
import { MyRequests } from './my-requests';
import { StatsTiles } from './stats-tiles';

/** Wide enough for the day beside the calendar. */
const WIDE = '(min-width: 1024px)';

export function PersonAttendance({
  employeeId,
  initialDate,
  canCorrect = false,
  showMyDays = false,
  request,
}: {
  /** null: the signed-in person. */
  employeeId: string | null;
  /** A day to open at first (a notification's link). */
  initialDate?: string | null | undefined;
  canCorrect?: boolean;
  /** The list of my days and my correction requests (only for the signed-in person). */
  showMyDays?: boolean;
  /** A correction request named in the address, to mark in my list. */
  request?: string | null | undefined;
}) {
  const { t } = useLingui();
  const wide = useMediaQuery(WIDE);
  const [month, setMonth] = useState<YearMonth>(() => monthOf(initialDate ?? todayIn(undefined)));
  const [picked, setPicked] = useState<string | null>(initialDate ?? null);
  // On a phone the day opens over the calendar; a day named in the address opens at once.
  const [open, setOpen] = useState(Boolean(initialDate));
  const [correcting, setCorrecting] = useState<AttendanceDay | null>(null);
  const [asking, setAsking] = useState<AttendanceDay | null>(null);
  const calendar = useAttendanceCalendar(employeeId, month.year, month.month);
  const data = calendar.data;
  const timeZone = data?.timeZone;
  const today = todayIn(timeZone);
  const thisMonth = monthOf(today);
  const atThisMonth = monthKey(month) >= monthKey(thisMonth);
  const range = monthRange(month);
  const inMonth = (date: string) => date.slice(0, 7) === monthKey(month);
  const selected = picked && inMonth(picked) ? picked : wide && inMonth(today) ? today : null;
  const selectedDay = data?.days.find((d) => d.date === selected)?.day ?? null;

  const go = (next: YearMonth) => {
    setMonth(next);
    setPicked(null);
  };
  const select = (date: string) => {
    setPicked(date);
    if (!inMonth(date)) setMonth(monthOf(date));
    setOpen(true);
  };
  const onCorrect = canCorrect
    ? (day: AttendanceDay) => {
        // One dialog at a time on a phone: the correction takes the day's place.
        setOpen(false);
        setCorrecting(day);
      }
    : undefined;
  // The person's own days: a forgotten punch is asked for, not corrected.
  const onAsk = showMyDays
    ? (day: AttendanceDay) => {
        setOpen(false);
        setAsking(day);
      }
    : undefined;
  const details = selected ? (
    <DayDetails
      date={selected}
      day={selectedDay}
      today={today}
      timeZone={timeZone}
      onCorrect={onCorrect}
      onAsk={onAsk}
    />
  ) : null;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold tracking-tight" data-testid="attendance-month">
            {monthTitle(month.year, month.month)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {timeZone ? <Trans>Times in {zoneName(timeZone)}, the office’s clock</Trans> : ' '}
          </p>
        </div>
        <div className="flex items-center gap-1.5">
          {atThisMonth ? null : (
            <Button variant="ghost" size="sm" onClick={() => go(thisMonth)}>
              <Trans>This month</Trans>
            </Button>
          )}
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t`Previous month`}
            onClick={() => go(addMonths(month, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t`Next month`}
            disabled={atThisMonth}
            onClick={() => go(addMonths(month, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>

      <StatsTiles from={range.from} to={range.to} employeeId={employeeId} />

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader className="flex-row items-start justify-between gap-2">
            <div className="space-y-1.5">
              <CardTitle>
                <Trans>Calendar</Trans>
              </CardTitle>
              <CardDescription>
                {employeeId && data
                  ? t`${data.employee.name}: choose a day to see it in full.`
                  : t`Choose a day to see it in full.`}
              </CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            {calendar.isError ? (
              <QueryError
                title={t`We could not load the calendar`}
                error={calendar.error}
                onRetry={() => void calendar.refetch()}
                retrying={calendar.isFetching}
              />
            ) : !data ? (
              <CalendarSkeleton />
            ) : (
              <MonthCalendar
                calendar={data}
                today={today}
                selected={selected}
                onSelect={select}
                busy={calendar.isPlaceholderData}
              />
            )}
          </CardContent>
        </Card>
        {wide ? (
          <Card className="self-start">
            <CardHeader>
              <CardTitle>{selected ? longDate(selected) : t`A day in full`}</CardTitle>
              {selected === today ? (
                <CardDescription>
                  <Trans>Today</Trans>
                </CardDescription>
              ) : null}
            </CardHeader>
            <CardContent>
              {details ?? (
                <EmptyState Icon={MousePointerClick} title={t`Choose a day`}>
                  <Trans>Its times, hours, leave and any correction show here.</Trans>
                </EmptyState>
              )}
            </CardContent>
          </Card>
        ) : null}
      </div>

      {showMyDays ? (
        <>
          <MyRequests highlight={request ?? null} />
          <MyDays key={monthKey(month)} range={range} timeZone={timeZone} onOpen={select} />
          <AskCorrectionDialog day={asking} timeZone={timeZone} onClose={() => setAsking(null)} />
        </>
      ) : null}

      {!wide ? (
        <Dialog open={open && selected !== null} onOpenChange={setOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{selected ? longDate(selected) : t`A day`}</DialogTitle>
              <DialogDescription>
                {data ? data.employee.name : ' '}
                {selected === today ? ` · ${t`today`}` : ''}
              </DialogDescription>
            </DialogHeader>
            {details}
          </DialogContent>
        </Dialog>
      ) : null}
      {canCorrect ? (
        <CorrectDialog
          day={correcting}
          timeZone={timeZone}
          onClose={() => {
            setCorrecting(null);
          }}
        />
      ) : null}
    </div>
  );
}

function CalendarSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <div className="grid grid-cols-7 gap-1 sm:gap-1.5">
        {Array.from({ length: 35 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-12 rounded-lg sm:h-[4.75rem]" />
        ))}
      </div>
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** A person with no days yet: before their first day, or an account without an employee record. */
export function NoAttendance({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Card>
      <EmptyState Icon={CalendarDays} title={t`No attendance to show`} className="py-14">
        {children}
      </EmptyState>
    </Card>
  );
}
