/**
 * A month at a glance: how many working days the person was in, how many of those on time, the hours
 * worked and beyond the day.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useAttendanceStats } from '../api/get-attendance-stats';
import { hoursAndMinutes, wholeHours } from './attendance-format';

export function StatsTiles({
  from,
  to,
  employeeId,
}: {
  from: string;
  to: string;
  employeeId: string | null;
}) {
  const { t } = useLingui();
  const stats = useAttendanceStats({ from, to, employeeId });
  if (stats.isError) {
    return (
      <QueryError
        title={t`We could not load the figures`}
        error={stats.error}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const s = stats.data;
  if (!s) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[6.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  const { present, late, half_day: half, absent, on_leave: leave } = s.totals;
  const daysIn = present + late + half;
  const workingDays = daysIn + absent + leave;
  // Days worked and working days as time tracking counts them; the rate is of the days judged.
  const days = s.days;
  // As the contract's `workedDaysText(days, 'working days')` reads them.
  const worked = days.daysWorked - days.extraDays;
  const working = days.workingDays;
  const extra = days.extraDays;
  const onTime = daysIn - late;
  const average = hoursAndMinutes(s.averageWorkedMinutes);
  return (
    <dl
      className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', stats.isPlaceholderData && 'opacity-60')}
      data-testid="attendance-stats"
    >
      <Tile
        label={t`Attendance`}
        value={`${s.attendanceRate}%`}
        rate={workingDays > 0 ? s.attendanceRate : null}
        tone="bg-emerald-500 dark:bg-emerald-400"
      >
        {days.workingDays + days.extraDays > 0
          ? extra > 0
            ? t`Worked ${worked} of ${working} working days + ${extra} extra`
            : t`Worked ${worked} of ${working} working days`
          : t`No working day yet`}
      </Tile>
      <Tile
        label={t`Punctuality`}
        value={`${s.punctualityRate}%`}
        rate={daysIn > 0 ? s.punctualityRate : null}
        tone="bg-primary"
      >
        {daysIn > 0 ? t`On time ${onTime} of ${daysIn} days in` : t`No day in yet`}
      </Tile>
      <Tile label={t`Hours worked`} value={wholeHours(s.workedMinutes)}>
        {s.averageWorkedMinutes > 0 ? t`${average} a day on average` : '—'}
      </Tile>
      <Tile label={t`Overtime`} value={hoursAndMinutes(s.overtimeMinutes)}>
        {s.overtimeMinutes > 0 ? t`Beyond the day’s hours` : t`None this month`}
      </Tile>
    </dl>
  );
}

function Tile({
  label,
  value,
  rate,
  tone,
  children,
}: {
  label: string;
  value: string;
  /** A percentage to draw as a bar; null when there is nothing to measure yet. */
  rate?: number | null;
  tone?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight tabular-nums">{rate === null ? '—' : value}</dd>
      {rate !== undefined ? (
        <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className={cn('h-full rounded-full', tone)}
            style={{ width: `${Math.min(100, rate ?? 0)}%` }}
          />
        </div>
      ) : null}
      <dd className="text-xs text-muted-foreground">{children}</dd>
    </Card>
  );
}
