/**
 * The team's week at a glance: a bar a day, stacked by how many people were present, late, on a half
 * day, on leave or absent; weekends and holidays shown as days off. Past weeks a click away.
 */
import type { AttendanceStatus, WeeklyOverview } from '@hrms/contracts/attendance';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useTeamWeek } from '../api/get-weekly-overview';
import { statusLabel } from '../utils/attendance-labels';
import { addDays, fullDate, shortDate, weekdayIndex, weekdayOf } from './attendance-format';
import { STATUS_LOOK, StatusDot } from './attendance-status';

/** Stacked bottom to top: those in first. */
const STACK: readonly AttendanceStatus[] = ['present', 'late', 'half_day', 'on_leave', 'absent', 'not_yet'];

type Day = WeeklyOverview['days'][number];

const countOf = (day: Day) => STACK.reduce((sum, s) => sum + day.totals[s], 0);
const offCount = (day: Day) => day.totals.weekend + day.totals.holiday;

export function TeamWeek({ today }: { today: string }) {
  const { t } = useLingui();
  const thisMonday = addDays(today, -weekdayIndex(today));
  const [monday, setMonday] = useState(thisMonday);
  const week = useTeamWeek(monday === thisMonday ? null : monday);
  const data = week.data;
  const current = monday === thisMonday;
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle>{current ? t`This week` : t`Week`}</CardTitle>
          <CardDescription>
            {fullDate(monday).replace(/ \d{4}$/, '')} – {fullDate(addDays(monday, 6))}
          </CardDescription>
        </div>
        <div className="flex items-center gap-1.5">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t`Previous week`}
            onClick={() => setMonday(addDays(monday, -7))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t`Next week`}
            disabled={current}
            onClick={() => setMonday(addDays(monday, 7))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        {week.isError ? (
          <QueryError
            title={t`We could not load the week`}
            error={week.error}
            onRetry={() => void week.refetch()}
            retrying={week.isFetching}
          />
        ) : !data ? (
          <div className="grid h-36 grid-cols-7 items-end gap-2" aria-busy="true">
            {[70, 80, 75, 85, 60, 20, 20].map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} style={{ height: `${h}%` }} />
            ))}
          </div>
        ) : (
          <WeekBars week={data} today={today} busy={week.isPlaceholderData} />
        )}
      </CardContent>
    </Card>
  );
}

function WeekBars({ week, today, busy }: { week: WeeklyOverview; today: string; busy: boolean }) {
  const { t } = useLingui();
  const scale = Math.max(1, ...week.days.map((d) => Math.max(countOf(d), offCount(d))));
  const used = STACK.filter((s) => week.days.some((d) => d.totals[s] > 0));
  return (
    <div className={cn('space-y-3', busy && 'opacity-60 transition-opacity')}>
      <ol aria-label={t`People by status, day by day`} className="grid h-36 grid-cols-7 gap-1.5 sm:gap-2.5">
        {week.days.map((day) => {
          const people = countOf(day);
          const off = people === 0 && offCount(day) > 0;
          const ahead = day.date > today;
          const inToday = day.totals.present + day.totals.late + day.totals.half_day;
          const parts = STACK.filter((s) => day.totals[s] > 0).map((s) => {
            const count = day.totals[s];
            const status = statusLabel(s).toLowerCase();
            return t`${count} ${status}`;
          });
          const said = ahead
            ? t`still to come`
            : off
              ? day.totals.holiday > 0
                ? t`a holiday`
                : t`the weekend`
              : parts.join(', ') || t`no one`;
          const date = shortDate(day.date);
          return (
            <li
              key={day.date}
              data-testid="week-bar"
              className={cn(
                'relative flex h-full flex-col justify-end rounded-md',
                day.date === today && 'bg-primary/5 ring-1 ring-primary/25',
              )}
              title={t`${date}: ${said}`}
            >
              <span className="sr-only">{t`${date}: ${said}`}</span>
              {people > 0 ? (
                <span
                  aria-hidden="true"
                  className="mb-1 text-center text-[10px] font-medium text-muted-foreground tabular-nums sm:text-xs"
                >
                  {inToday}/{people}
                </span>
              ) : null}
              {off && !ahead ? (
                <div
                  aria-hidden="true"
                  className="mx-auto flex w-full max-w-9 items-end justify-center rounded-sm bg-muted"
                  style={{ height: '35%' }}
                >
                  <span className="mb-1 text-[10px] text-muted-foreground">
                    <Trans>off</Trans>
                  </span>
                </div>
              ) : (
                <div
                  aria-hidden="true"
                  className="mx-auto flex w-full max-w-9 flex-col-reverse overflow-hidden rounded-sm"
                  style={{ height: `${(people / scale) * 80}%` }}
                >
                  {STACK.map((s) =>
                    day.totals[s] > 0 ? (
                      <div
                        key={s}
                        className={STATUS_LOOK[s].dot}
                        style={{ height: `${(day.totals[s] / people) * 100}%` }}
                      />
                    ) : null,
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="grid grid-cols-7 gap-1.5 text-center sm:gap-2.5" aria-hidden="true">
        {week.days.map((day) => (
          <div key={day.date}>
            <p className={cn('text-xs font-medium', day.date === today ? 'text-primary' : 'text-foreground')}>
              {weekdayOf(day.date)}
            </p>
            <p className="text-[11px] text-muted-foreground tabular-nums">{Number(day.date.slice(8))}</p>
          </div>
        ))}
      </div>
      {used.length > 0 ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground" aria-label={t`Legend`}>
          {used.map((s) => (
            <li key={s} className="flex items-center gap-1.5">
              <StatusDot status={s} />
              {statusLabel(s)}
            </li>
          ))}
          <li>
            <Trans>Above a bar: people in, of those expected</Trans>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
