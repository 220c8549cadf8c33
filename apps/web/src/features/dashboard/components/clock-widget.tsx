/**
 * The clock on the dashboard: where I stand (working, on a break, out), today's time running, and the
 * one or two punches open now. An account without an employee record has no clock: nothing shows.
 */
import type { ClockAction, ClockState } from '@hrms/contracts/clock-states';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Clock, Coffee, LogIn, LogOut, Play, RotateCw } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import {
  allowedActions,
  CLOCK_ACTION_WORDS,
  CLOCK_STATE_MESSAGES,
  useClockAction,
} from '../../../api/clock-action';
import { formatDuration, formatTimer, useLiveClock } from '../../../api/clock-timer';
import { hasNoClock, useClockStatus } from '../../../api/get-clock-status';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatLocale } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';

const ICONS: Record<ClockAction, ComponentType<{ className?: string }>> = {
  'clock-in': LogIn,
  'break-end': Play,
  'break-start': Coffee,
  'clock-out': LogOut,
};

const STATE_STYLE: Record<ClockState, { ring: string; icon: string; dot: string }> = {
  working: { ring: 'border-l-success', icon: 'bg-success/12 text-success', dot: 'bg-success' },
  on_break: { ring: 'border-l-warning', icon: 'bg-warning/15 text-warning', dot: 'bg-warning' },
  clocked_out: {
    ring: 'border-l-border',
    icon: 'bg-muted text-muted-foreground',
    dot: 'bg-muted-foreground/60',
  },
};

const timeOfDay = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat(formatLocale(), { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );

export function ClockWidget() {
  const { t, i18n } = useLingui();
  const status = useClockStatus();
  const punch = useClockAction();
  const live = useLiveClock(status.data, status.dataUpdatedAt);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (status.isPending) return <Skeleton className="h-28 rounded-xl" />;
  if (status.isError) {
    if (hasNoClock(status.error)) return null;
    const message = status.error.message;
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm" role="alert">
        <span className="text-destructive">
          <Trans>Your clock could not be loaded: {message}</Trans>
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
        >
          <RotateCw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  }

  const { state, since, timeZone, today } = status.data;
  const style = STATE_STYLE[state];
  const punches = allowedActions(state);
  const worked = formatDuration(live?.workedSeconds ?? 0);
  const { shiftStart, shiftEnd } = status.data;
  const breaks = formatDuration(state === 'working' ? (live?.breakSeconds ?? 0) : today.breakSeconds);
  const onBreak = formatDuration(live?.stateSeconds ?? 0);
  const inAt = since ? timeOfDay(since, timeZone) : null;
  const outAt = today.lastOut ? timeOfDay(today.lastOut, timeZone) : null;
  const detail =
    state === 'working'
      ? inAt
        ? t`In since ${inAt} · breaks ${breaks}`
        : t`In since today · breaks ${breaks}`
      : state === 'on_break'
        ? t`On a break for ${onBreak}`
        : outAt
          ? t`Out at ${outAt} · breaks ${breaks}`
          : t`Shift ${shiftStart} – ${shiftEnd}`;

  const run = (action: ClockAction) => {
    setRefusal(null);
    punch.mutate(
      { action },
      {
        onSuccess: () => toast.success(CLOCK_ACTION_WORDS[action].done),
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <Card
      data-testid="clock-widget"
      aria-label={t`Your clock`}
      className={cn('border-l-4 p-4 sm:p-5', style.ring)}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span
            className={cn(
              'hidden size-12 shrink-0 items-center justify-center rounded-xl min-[420px]:flex',
              style.icon,
            )}
          >
            <Clock className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-0.5">
            <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <span className={cn('size-2 rounded-full', style.dot)} aria-hidden="true" />
              <span data-testid="clock-widget-state">{i18n._(CLOCK_STATE_MESSAGES[state])}</span>
            </p>
            <p className="flex items-baseline gap-2">
              <span
                className="text-3xl font-semibold tracking-tight tabular-nums"
                role="timer"
                aria-label={t`Worked today: ${worked}`}
              >
                {formatTimer(live?.workedSeconds ?? 0)}
              </span>
              <span className="text-sm text-muted-foreground" aria-hidden="true">
                <Trans>worked today</Trans>
              </span>
            </p>
            <p className="truncate text-sm text-muted-foreground">{detail}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <div className="grid grid-cols-2 gap-2 sm:flex">
            {punches.map((action) => {
              const Icon = ICONS[action];
              return (
                <Button
                  key={action}
                  variant={action === 'break-start' || action === 'clock-out' ? 'outline' : 'default'}
                  className={cn(punches.length === 1 && 'col-span-2')}
                  disabled={punch.isPending}
                  onClick={() => run(action)}
                >
                  {punch.isPending && punch.variables?.action === action ? (
                    <Spinner />
                  ) : (
                    <Icon aria-hidden="true" />
                  )}
                  {CLOCK_ACTION_WORDS[action].label}
                </Button>
              );
            })}
          </div>
          <Link
            to="/time-tracking"
            className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring sm:self-end"
          >
            <Trans>Time tracking</Trans>
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      </div>
      {refusal ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </Card>
  );
}
