/**
 * The clock: today's state, a running timer of the time worked, today's breaks and the shift, and
 * only the punches the state allows (`CLOCK_ACTION_FROM`). A punch the server refuses (409, another
 * tab got there first) says why in the card and the clock is read again.
 */
import type { ClockAction, ClockStatus } from '@hrms/contracts/time-tracking';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Coffee, LogIn, LogOut, MessageSquarePlus, Play, UserX, WifiOff } from 'lucide-react';
import { type ComponentType, useId, useState } from 'react';
import { allowedActions, CLOCK_ACTION_WORDS, useClockAction } from '../../../api/clock-action';
import { formatDuration, formatTimer, type LiveClock, useLiveClock } from '../../../api/clock-timer';
import { hasNoClock, useClockStatus } from '../../../api/get-clock-status';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Alert, AlertDescription, AlertTitle, ErrorAlert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useConfiguration } from '../api/get-configuration';
import { ClockStateBadge } from './clock-state-badge';
import { formatClockTime, longDayLabel, shiftLabel, shiftSeconds, zoneLabel } from './time-format';

const LOOK: Record<ClockAction, { Icon: ComponentType<{ className?: string }>; variant: ButtonVariant }> = {
  'clock-in': { Icon: LogIn, variant: 'default' },
  'break-start': { Icon: Coffee, variant: 'outline' },
  'break-end': { Icon: Play, variant: 'default' },
  'clock-out': { Icon: LogOut, variant: 'destructive' },
};

export function ClockCard() {
  const { t } = useLingui();
  const status = useClockStatus();
  const configuration = useConfiguration(status.isSuccess);
  const live = useLiveClock(status.data, status.dataUpdatedAt, configuration.data?.breaksPaid);

  if (status.isPending) return <ClockCardSkeleton />;
  if (status.isError) {
    return (
      <Card>
        <CardContent>
          {hasNoClock(status.error) ? (
            <EmptyState Icon={UserX} title={t`No clock for this account`}>
              {status.error.message}
            </EmptyState>
          ) : (
            <QueryError
              title={t`We could not load your clock`}
              error={status.error}
              onRetry={() => void status.refetch()}
              retrying={status.isFetching}
            />
          )}
        </CardContent>
      </Card>
    );
  }
  const blocked = configuration.data?.networkRestricted === true && !configuration.data.allowedHere;
  return (
    <ClockFace
      status={status.data}
      live={live!}
      expectedSeconds={
        configuration.data
          ? configuration.data.overtimeAfterHours * 3600
          : shiftSeconds(status.data.shiftStart, status.data.shiftEnd)
      }
      blocked={blocked}
    />
  );
}

function ClockFace({
  status,
  live,
  expectedSeconds,
  blocked,
}: {
  status: ClockStatus;
  live: LiveClock;
  expectedSeconds: number;
  blocked: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const punch = useClockAction();
  const [note, setNote] = useState('');
  const [noting, setNoting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const actions = allowedActions(status.state);
  const takesNote = actions.includes('clock-in') || actions.includes('clock-out');
  const zone = status.timeZone;
  const progress = expectedSeconds > 0 ? Math.min(1, live.workedSeconds / expectedSeconds) : 0;
  const overtime = Math.max(0, live.workedSeconds - expectedSeconds);

  const run = (action: ClockAction) => {
    setRefusal(null);
    punch.mutate(
      { action, note: action === 'clock-in' || action === 'clock-out' ? note : undefined },
      {
        onSuccess: () => {
          setNote('');
          setNoting(false);
          toast.success(CLOCK_ACTION_WORDS[action].done);
        },
        onError: (error) => setRefusal(error.message || t`The clock could not be changed. Try again.`),
      },
    );
  };

  return (
    <Card data-testid="clock-card" aria-labelledby={`${id}-title`} className="overflow-hidden">
      <CardContent className="space-y-5 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-sm font-medium text-muted-foreground">
              <Trans>Today</Trans>
            </h2>
            <p className="font-semibold">{longDayLabel(status.today.date)}</p>
          </div>
          <ClockStateBadge state={status.state} />
        </div>

        <div className="space-y-1.5 text-center">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <Trans>Worked today</Trans>
          </p>
          <p
            data-testid="clock-timer"
            className={cn(
              'text-5xl font-semibold tracking-tight tabular-nums sm:text-6xl',
              status.state === 'working' ? 'text-foreground' : 'text-muted-foreground',
            )}
            role="timer"
            aria-label={t`Worked today: ${formatDuration(live.workedSeconds)}`}
          >
            {formatTimer(live.workedSeconds)}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="clock-since">
            {sinceLine(status, live, zone)}
          </p>
        </div>

        <div className="space-y-1.5">
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t`Worked of a full day`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-700',
                overtime > 0 ? 'bg-warning' : 'bg-primary',
              )}
              style={{ width: `${progress * 100}%` }}
            />
          </div>
          <p className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
            <span>
              <Trans>
                {formatDuration(live.workedSeconds)} of {formatDuration(expectedSeconds)}
              </Trans>
              {overtime > 0 ? (
                <span className="font-medium text-foreground">
                  {' '}
                  · <Trans>+{formatDuration(overtime)} overtime</Trans>
                </span>
              ) : null}
            </span>
            <span>
              <Trans>
                Shift {shiftLabel(status.shiftStart, status.shiftEnd)} {zoneLabel(zone)}
              </Trans>
            </span>
          </p>
        </div>

        <dl className="grid grid-cols-3 divide-x rounded-lg border bg-muted/30 text-center">
          <Figure label={t`Breaks`} value={formatDuration(live.breakSeconds)} />
          <Figure
            label={t`First in`}
            value={status.today.firstIn ? formatClockTime(status.today.firstIn, zone) : '—'}
          />
          <Figure
            label={t`Last out`}
            value={status.today.lastOut ? formatClockTime(status.today.lastOut, zone) : '—'}
          />
        </dl>

        {blocked ? (
          <Alert variant="warning" data-testid="network-notice">
            <WifiOff aria-hidden="true" />
            <AlertTitle>
              <Trans>This device is not on an office network</Trans>
            </AlertTitle>
            <AlertDescription>
              <Trans>
                Your company allows clock-ins only from its office networks. Connect to one, or ask hr if you
                are working elsewhere today.
              </Trans>
            </AlertDescription>
          </Alert>
        ) : null}

        <ErrorAlert message={refusal} />

        {takesNote ? (
          noting ? (
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-note`}>
                <Trans>
                  Note <span className="font-normal text-muted-foreground">(optional)</span>
                </Trans>
              </Label>
              <Input
                id={`${id}-note`}
                value={note}
                maxLength={500}
                onChange={(e) => setNote(e.target.value)}
                placeholder={
                  status.state === 'clocked_out' ? t`Working from home today` : t`Leaving early for a visit`
                }
                autoFocus
              />
            </div>
          ) : (
            <button
              type="button"
              onClick={() => setNoting(true)}
              className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <MessageSquarePlus className="size-4" aria-hidden="true" />
              <Trans>Add a note</Trans>
            </button>
          )
        ) : null}

        <div className={cn('grid gap-2', actions.length > 1 && 'grid-cols-2')}>
          {actions.map((action) => {
            const { Icon, variant } = LOOK[action];
            const pending = punch.isPending && punch.variables?.action === action;
            return (
              <Button
                key={action}
                size="lg"
                variant={variant}
                className="w-full"
                disabled={punch.isPending || (action === 'clock-in' && blocked)}
                onClick={() => run(action)}
              >
                {pending ? <Spinner /> : <Icon aria-hidden="true" />}
                {CLOCK_ACTION_WORDS[action].label}
              </Button>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}

function sinceLine(status: ClockStatus, live: LiveClock, zone: string): string {
  switch (status.state) {
    case 'working': {
      if (!status.since) return i18n._(msg`Working`);
      const since = formatClockTime(status.since, zone);
      return i18n._(msg`Working since ${since}`);
    }
    case 'on_break': {
      const duration = formatDuration(live.stateSeconds ?? 0);
      if (!status.since) return i18n._(msg`On a break for ${duration}`);
      const since = formatClockTime(status.since, zone);
      return i18n._(msg`On a break for ${duration}, since ${since}`);
    }
    case 'clocked_out': {
      const out = status.today.lastOut ?? status.since;
      if (!out) return i18n._(msg`Not clocked in yet today`);
      const at = formatClockTime(out, zone);
      return i18n._(msg`Clocked out at ${at}`);
    }
  }
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 px-2 py-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function ClockCardSkeleton() {
  const { t } = useLingui();
  return (
    <Card aria-busy="true">
      <CardContent className="space-y-5 p-5 sm:p-6">
        <Spinner label={t`Loading your clock`} className="sr-only" />
        <div className="flex justify-between">
          <div className="space-y-1.5">
            <Skeleton className="h-3.5 w-12" />
            <Skeleton className="h-5 w-40" />
          </div>
          <Skeleton className="h-6 w-24 rounded-full" />
        </div>
        <Skeleton className="mx-auto h-14 w-64 max-w-full" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-10 w-full" />
      </CardContent>
    </Card>
  );
}
