/**
 * A week of worked time, Monday to Sunday: a bar a day (time within a full day, then overtime
 * stacked above it), weekends and holidays marked, the week's totals, and the month around it.
 */
import type { TimeReport, TimeReportDay } from '@hrms/contracts/time-tracking';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarRange, ChevronLeft, ChevronRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { formatDuration } from '../../../api/clock-timer';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { useMonthReport, useWeekReport } from '../api/get-reports';
import {
  addDays,
  dayLabel,
  formatHoursShort,
  mondayOf,
  monthLabel,
  rangeLabel,
  weekdayLabel,
} from './time-format';

/** Why a day is not a working day, as people read it. */
const REASONS: Record<NonNullable<TimeReportDay['reason']>, MessageDescriptor> = {
  weekend: msg`weekend`,
  holiday: msg`holiday`,
};

/** Why a day is off, in a word: `weekend`, `holiday`, else `day off`. */
function offReason(day: TimeReportDay): string {
  return i18n._(day.reason ? REASONS[day.reason] : msg`day off`);
}

/** Diagonal stripes: a day the office does not work. */
const OFF_DAY: CSSProperties = {
  backgroundImage:
    'repeating-linear-gradient(135deg, transparent 0 5px, color-mix(in oklab, var(--muted-foreground) 14%, transparent) 5px 10px)',
};

export function WeekView({
  today,
  weekStart,
  onWeekChange,
  expectedSeconds,
}: {
  /** Today in the office's zone (the server's, not the browser's). */
  today: string;
  /** The Monday of the week shown. */
  weekStart: string;
  onWeekChange: (monday: string) => void;
  /** A full day: worked time beyond it is overtime. */
  expectedSeconds: number;
}) {
  const { t } = useLingui();
  const week = useWeekReport(weekStart);
  const thisWeek = mondayOf(today);
  const current = weekStart === thisWeek;
  const report = week.data;

  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{current ? t`This week` : t`Week`}</CardTitle>
          <CardDescription>{rangeLabel(weekStart, addDays(weekStart, 6))}</CardDescription>
        </div>
        <div className="flex items-center gap-1.5">
          {current ? null : (
            <Button variant="ghost" size="sm" onClick={() => onWeekChange(thisWeek)}>
              <Trans>This week</Trans>
            </Button>
          )}
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t`Previous week`}
            onClick={() => onWeekChange(addDays(weekStart, -7))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t`Next week`}
            disabled={weekStart >= thisWeek}
            onClick={() => onWeekChange(addDays(weekStart, 7))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-5">
        {week.isError ? (
          <QueryError
            title={t`We could not load the week`}
            error={week.error}
            onRetry={() => void week.refetch()}
            retrying={week.isFetching}
          />
        ) : !report ? (
          <WeekSkeleton />
        ) : (
          <div className={cn('space-y-5', week.isPlaceholderData && 'opacity-60 transition-opacity')}>
            <WeekBars report={report} today={today} expectedSeconds={expectedSeconds} />
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Total label={t`Worked`} value={formatDuration(report.totals.workedSeconds)} />
              <Total
                label={t`Overtime`}
                value={formatDuration(report.totals.overtimeSeconds)}
                accent={report.totals.overtimeSeconds > 0}
              />
              <Total label={t`Breaks`} value={formatDuration(report.totals.breakSeconds)} />
              <Total label={t`Days worked`} value={daysWorkedValue(report.totals)} />
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function WeekBars({
  report,
  today,
  expectedSeconds,
}: {
  report: TimeReport;
  today: string;
  expectedSeconds: number;
}) {
  const { t } = useLingui();
  const scale = Math.max(expectedSeconds * 1.25, ...report.days.map((d) => d.workedSeconds), 3600);
  const line = (expectedSeconds / scale) * 100;
  return (
    <div>
      <div className="relative h-40">
        <div
          className="pointer-events-none absolute inset-x-0 border-t border-dashed border-muted-foreground/40"
          style={{ bottom: `${line}%` }}
          aria-hidden="true"
        >
          <span className="absolute top-0 right-0 -translate-y-1/2 rounded bg-card px-1 text-[10px] text-muted-foreground">
            <Trans>{formatHoursShort(expectedSeconds)} h</Trans>
          </span>
        </div>
        <ol aria-label={t`Worked time by day`} className="grid h-full grid-cols-7 gap-1.5 sm:gap-3">
          {report.days.map((day) => (
            <DayBar key={day.date} day={day} today={today} scale={scale} />
          ))}
        </ol>
      </div>
      <div className="mt-2 grid grid-cols-7 gap-1.5 text-center sm:gap-3" aria-hidden="true">
        {report.days.map((day) => (
          <div key={day.date} className="min-w-0">
            <p className={cn('text-xs font-medium', day.date === today ? 'text-primary' : 'text-foreground')}>
              {weekdayLabel(day.date)}
            </p>
            <p className="text-xs text-muted-foreground tabular-nums">{Number(day.date.slice(8))}</p>
            {day.reason ? (
              <p className="hidden truncate text-[10px] text-muted-foreground capitalize sm:block">
                {offReason(day)}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <ul
        className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        aria-label={t`Legend`}
      >
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-primary" aria-hidden="true" />
          <Trans>Worked</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-warning" aria-hidden="true" />
          <Trans>Overtime</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm border" style={OFF_DAY} aria-hidden="true" />
          <Trans>Weekend or holiday</Trans>
        </li>
      </ul>
    </div>
  );
}

function DayBar({ day, today, scale }: { day: TimeReportDay; today: string; scale: number }) {
  const regular = Math.max(0, day.workedSeconds - day.overtimeSeconds);
  const future = day.date > today;
  const worked = day.workedSeconds > 0;
  const { t } = useLingui();
  const workedTime = formatDuration(day.workedSeconds);
  const overtime = formatDuration(day.overtimeSeconds);
  const description = future
    ? t`still to come`
    : worked
      ? day.overtimeSeconds > 0
        ? t`${workedTime} worked, ${overtime} overtime`
        : t`${workedTime} worked`
      : day.working
        ? t`nothing worked`
        : offReason(day);
  const date = dayLabel(day.date);
  return (
    <li
      className={cn(
        'relative flex h-full flex-col justify-end rounded-md',
        day.date === today && 'bg-primary/5 ring-1 ring-primary/25',
      )}
      style={day.working ? undefined : OFF_DAY}
      data-testid="week-day"
      title={t`${date}: ${description}`}
    >
      <span className="sr-only">{t`${date}: ${description}`}</span>
      {worked ? (
        <span
          className="pointer-events-none absolute inset-x-0 text-center text-[10px] font-medium text-foreground tabular-nums sm:text-xs"
          style={{ bottom: `calc(${(day.workedSeconds / scale) * 100}% + 2px)` }}
          aria-hidden="true"
        >
          {formatHoursShort(day.workedSeconds)}
        </span>
      ) : null}
      <div className="mx-auto flex w-full max-w-10 flex-col justify-end" aria-hidden="true">
        {day.overtimeSeconds > 0 ? (
          <div
            className="w-full rounded-t-sm bg-warning"
            style={{ height: `${(day.overtimeSeconds / scale) * 10}rem` }}
          />
        ) : null}
        {regular > 0 ? (
          <div
            className={cn('w-full bg-primary', day.overtimeSeconds > 0 ? '' : 'rounded-t-sm')}
            style={{ height: `${(regular / scale) * 10}rem` }}
          />
        ) : null}
      </div>
    </li>
  );
}

/**
 * "5 of 5 + 1 extra" (as the contract's `workedDaysText` counts them), kept whole on each side of the
 * "+" so a narrow tile wraps only before it.
 */
function daysWorkedValue(totals: TimeReport['totals']): string {
  const worked = totals.daysWorked - totals.extraDays;
  const working = totals.workingDays;
  const extra = totals.extraDays;
  const text =
    extra > 0 ? i18n._(msg`${worked} of ${working} + ${extra} extra`) : i18n._(msg`${worked} of ${working}`);
  return text.replace(/ (?!\+)/g, '\u00a0');
}

function Total({ label, value, accent = false }: { label: string; value: string; accent?: boolean }) {
  return (
    <div className="rounded-lg border bg-muted/30 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-1.5 text-base font-semibold tabular-nums">
        {accent ? <span className="size-2 shrink-0 rounded-full bg-warning" aria-hidden="true" /> : null}
        {value}
      </dd>
    </div>
  );
}

function WeekSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true">
      <div className="grid h-40 grid-cols-7 items-end gap-1.5 sm:gap-3">
        {[60, 80, 45, 90, 70, 20, 20].map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="w-full" style={{ height: `${h}%` }} />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    </div>
  );
}

/** The month holding the week (by its Thursday, as weeks are counted): totals from the monthly report. */
export function MonthSummary({
  weekStart,
  today,
  expectedSeconds,
}: {
  weekStart: string;
  today: string;
  expectedSeconds: number;
}) {
  const thursday = addDays(weekStart, 3);
  const year = Number(thursday.slice(0, 4));
  const month = Number(thursday.slice(5, 7));
  const { t } = useLingui();
  const report = useMonthReport(year, month);
  const totals = report.data?.totals;
  const average = totals && totals.daysWorked > 0 ? totals.workedSeconds / totals.daysWorked : 0;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-6">
        <div className="space-y-1.5 lg:w-48 lg:shrink-0">
          <h2 className="flex items-center gap-2 text-base leading-none font-semibold">
            <CalendarRange className="size-4 text-primary" aria-hidden="true" />
            {monthLabel(year, month)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {today.slice(0, 7) === thursday.slice(0, 7) ? t`Your month so far.` : t`Your month.`}
          </p>
        </div>
        <div className="min-w-0 flex-1">
          {report.isError ? (
            <QueryError
              title={t`We could not load the month`}
              error={report.error}
              onRetry={() => void report.refetch()}
              retrying={report.isFetching}
            />
          ) : !totals || !report.data ? (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy="true">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-14" />
              ))}
            </div>
          ) : (
            <div className={cn('space-y-4', report.isPlaceholderData && 'opacity-60')}>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="month-summary">
                <Total label={t`Worked`} value={formatDuration(totals.workedSeconds)} />
                <Total label={t`Days worked`} value={daysWorkedValue(totals)} />
                <Total label={t`Average a day`} value={formatDuration(average)} />
                <Total
                  label={t`Overtime`}
                  value={formatDuration(totals.overtimeSeconds)}
                  accent={totals.overtimeSeconds > 0}
                />
              </dl>
              <MonthStrip days={report.data.days} today={today} expectedSeconds={expectedSeconds} />
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** Each day of the month as a cell, darker the fuller the day; weekends and holidays striped. */
function MonthStrip({
  days,
  today,
  expectedSeconds,
}: {
  days: readonly TimeReportDay[];
  today: string;
  expectedSeconds: number;
}) {
  const { t } = useLingui();
  return (
    <ol aria-label={t`Days of the month`} className="flex gap-0.5 sm:gap-1">
      {days.map((day) => {
        const share = expectedSeconds > 0 ? day.workedSeconds / expectedSeconds : 0;
        const future = day.date > today;
        const date = dayLabel(day.date);
        const workedTime = formatDuration(day.workedSeconds);
        const description = future
          ? t`still to come`
          : day.workedSeconds > 0
            ? t`${workedTime} worked`
            : day.working
              ? t`nothing worked`
              : offReason(day);
        const label = t`${date}: ${description}`;
        return (
          <li
            key={day.date}
            title={label}
            className={cn(
              'h-7 min-w-0 flex-1 rounded-[3px]',
              future
                ? 'border border-dashed'
                : share >= 0.9
                  ? 'bg-primary'
                  : share >= 0.5
                    ? 'bg-primary/60'
                    : share > 0
                      ? 'bg-primary/30'
                      : day.working
                        ? 'bg-muted'
                        : 'border',
              day.date === today && 'ring-2 ring-primary/40 ring-offset-1 ring-offset-card',
            )}
            style={!future && !day.working && day.workedSeconds === 0 ? OFF_DAY : undefined}
          >
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
