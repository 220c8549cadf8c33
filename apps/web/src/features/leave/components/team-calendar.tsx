/**
 * Who is away in a month: a grid of the month (weekends and holidays of my office shaded, each day
 * with the people away), and under it the month's leave as a list, which is what a phone shows.
 */
import type { LeaveCalendarResponse } from '@hrms/contracts/leave';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLocale } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { useLeaveCalendar } from '../api/get-leave';
import { daysLabel, spanLabel } from './leave-format';

const WEEKDAYS: readonly MessageDescriptor[] = [
  msg`Mon`,
  msg`Tue`,
  msg`Wed`,
  msg`Thu`,
  msg`Fri`,
  msg`Sat`,
  msg`Sun`,
];
const monthName = (year: number, month: number) =>
  new Date(year, month - 1, 1).toLocaleDateString(formatLocale(), { month: 'long', year: 'numeric' });

type Item = LeaveCalendarResponse['items'][number];

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function awayOn(items: readonly Item[], date: string): Item[] {
  return items.filter((i) => i.startDate <= date && i.endDate >= date);
}

export function TeamCalendar({
  year,
  month,
  onMonthChange,
  scopeLabel,
}: {
  year: number;
  month: number;
  onMonthChange: (year: number, month: number) => void;
  scopeLabel: string;
}) {
  const { t, i18n } = useLingui();
  const calendar = useLeaveCalendar(year, month);
  const step = (by: number) => {
    const next = new Date(year, month - 1 + by, 1);
    onMonthChange(next.getFullYear(), next.getMonth() + 1);
  };
  const data = calendar.data;
  const lead = data ? (new Date(`${data.days[0]!.date}T00:00:00`).getDay() + 6) % 7 : 0;
  const trail = data ? (7 - ((lead + data.days.length) % 7)) % 7 : 0;
  const today = localToday();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div>
          <CardTitle>{monthName(year, month)}</CardTitle>
          <CardDescription>{scopeLabel}</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon-sm" aria-label={t`Previous month`} onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon-sm" aria-label={t`Next month`} onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {calendar.isError ? (
          <QueryError
            title={t`We could not load the calendar`}
            error={calendar.error}
            onRetry={() => void calendar.refetch()}
            retrying={calendar.isFetching}
          />
        ) : !data ? (
          <Skeleton className="h-72" />
        ) : (
          <>
            <div
              className="grid grid-cols-7 gap-px overflow-hidden rounded-lg border bg-border text-xs"
              // A picture of the month; the list under it says the same to a screen reader.
              aria-hidden="true"
            >
              {WEEKDAYS.map((d) => (
                <div key={d.id} className="bg-muted px-1 py-1 text-center font-medium text-muted-foreground">
                  {i18n._(d)}
                </div>
              ))}
              {WEEKDAYS.slice(0, lead).map((d) => (
                <div key={`before-${d.id}`} className="bg-card" />
              ))}
              {data.days.map((day) => {
                const away = awayOn(data.items, day.date);
                const holiday = day.holidays[0]?.name;
                const more = away.length - 3;
                return (
                  <div
                    key={day.date}
                    className={cn('min-h-14 bg-card p-1 sm:min-h-20', !day.working && 'bg-muted/60')}
                    title={holiday}
                  >
                    <div className="flex items-center justify-between gap-1">
                      <span
                        className={cn(
                          'font-medium',
                          !day.working && 'text-muted-foreground',
                          day.date === today && 'rounded-full bg-primary px-1.5 text-primary-foreground',
                        )}
                      >
                        {Number(day.date.slice(8))}
                      </span>
                      {away.length > 0 ? (
                        <span className="rounded bg-primary/12 px-1 text-[10px] font-semibold text-primary sm:hidden">
                          {away.length}
                        </span>
                      ) : null}
                    </div>
                    {holiday ? (
                      <p className="hidden truncate text-[11px] text-muted-foreground sm:block">{holiday}</p>
                    ) : null}
                    <ul className="hidden space-y-0.5 sm:block">
                      {away.slice(0, 3).map((item) => (
                        <li
                          key={item.id}
                          className={cn(
                            'truncate rounded px-1 text-[11px]',
                            item.status === 'approved'
                              ? 'bg-primary/12 text-primary'
                              : 'border border-dashed text-muted-foreground',
                          )}
                        >
                          {item.employee.name.split(' ')[0]}
                        </li>
                      ))}
                      {away.length > 3 ? (
                        <li className="text-[11px] text-muted-foreground">
                          <Trans>+{more} more</Trans>
                        </li>
                      ) : null}
                    </ul>
                  </div>
                );
              })}
              {WEEKDAYS.slice(7 - trail).map((d) => (
                <div key={`after-${d.id}`} className="bg-card" />
              ))}
            </div>
            {data.items.length === 0 ? (
              <EmptyState Icon={CalendarDays} title={t`Nobody is away this month`} />
            ) : (
              <ul className="divide-y rounded-lg border text-sm">
                {data.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <span className="min-w-0">
                      <span className="font-medium">{item.employee.name}</span>
                      <span className="text-muted-foreground"> · {item.leaveType.name}</span>
                    </span>
                    <span className="text-muted-foreground">
                      {spanLabel(item)} · {daysLabel(item.days)}
                      {item.status === 'pending' ? t` · pending` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
