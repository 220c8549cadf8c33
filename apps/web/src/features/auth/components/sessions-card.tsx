import type { Session } from '@hrms/contracts/auth-security';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { deviceDetails, formatDateTime, formatRelativeTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSessionStats } from '../api/get-session-stats';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';

function DeviceIcon({ type, className }: { type: string | null; className?: string }) {
  const Icon = type === 'mobile' ? Smartphone : type === 'tablet' ? Tablet : Monitor;
  return <Icon className={className} aria-hidden="true" />;
}

const statusBadge: Record<
  Session['status'],
  { label: MessageDescriptor; variant: 'success' | 'outline' | 'secondary' }
> = {
  active: { label: msg`Active`, variant: 'success' },
  revoked: { label: msg`Signed out`, variant: 'secondary' },
  expired: { label: msg`Expired`, variant: 'outline' },
};

/** This device first, then other active sessions, then ended ones; newest activity first within each. */
export function orderSessions(items: readonly Session[]): Session[] {
  const rank = (s: Session) => (s.current ? 0 : s.status === 'active' ? 1 : 2);
  return [...items].sort((a, b) => rank(a) - rank(b) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt));
}

function Stats() {
  const { t } = useLingui();
  const stats = useSessionStats();
  if (!stats.data) return null;
  const { activeSessions, devicesLast30Days, lastLoginAt, failedAttemptsLast24Hours } = stats.data;
  const items = [
    { label: t`Active sessions`, value: String(activeSessions), warn: false },
    { label: t`Devices, last 30 days`, value: String(devicesLast30Days), warn: false },
    { label: t`Last sign-in`, value: lastLoginAt ? formatRelativeTime(lastLoginAt) : '—', warn: false },
    {
      label: t`Failed sign-ins, 24 h`,
      value: String(failedAttemptsLast24Hours),
      warn: failedAttemptsLast24Hours > 0,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border bg-muted/30 px-3 py-2.5">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className={cn('text-lg font-semibold tabular-nums', item.warn && 'text-destructive')}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The person's sessions of the last 30 days: this device marked, others can be signed out. */
export function SessionsCard() {
  const { t, i18n } = useLingui();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [target, setTarget] = useState<Session | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);

  if (sessions.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Spinner label={t`Loading your sessions`} className="sr-only" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-lg" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3 w-72 max-w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <QueryError
        title={t`We could not load your sessions`}
        error={sessions.error}
        onRetry={() => sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  }

  const ordered = orderSessions(sessions.data);
  const targetDevice = target?.device;
  const targetIp = target?.ip;
  const others = ordered.filter((s) => !s.current && s.status === 'active');
  const otherCount = others.length;

  return (
    <div className="space-y-4">
      <Stats />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {others.length === 0
            ? t`You are signed in on this device only.`
            : t`Signed in on ${plural(otherCount, { one: '# other device', other: '# other devices' })}.`}
        </p>
        <Button
          variant="outline"
          onClick={() => setConfirmAll(true)}
          disabled={others.length === 0}
          className="shrink-0"
        >
          <LogOut aria-hidden="true" />
          <Trans>Sign out everywhere else</Trans>
        </Button>
      </div>

      {ordered.length === 0 ? (
        <EmptyState Icon={MonitorSmartphone} title={t`No sessions in the last 30 days`} />
      ) : (
        <ul className="divide-y rounded-lg border">
          {ordered.map((session) => {
            const badge = statusBadge[session.status];
            const ended = session.status !== 'active';
            const signedIn = formatDateTime(session.createdAt);
            const device = session.device;
            const lastActive = formatRelativeTime(session.lastSeenAt);
            return (
              <li key={session.id} className="flex items-start gap-3 px-4 py-3">
                <span
                  className={cn(
                    'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg',
                    session.current ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
                  )}
                >
                  <DeviceIcon type={session.deviceType} className="size-4" />
                </span>
                <div className={cn('min-w-0 flex-1 space-y-0.5', ended && 'opacity-70')}>
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    <span className="truncate">{session.device}</span>
                    {session.current ? (
                      <Badge>
                        <Trans>This device</Trans>
                      </Badge>
                    ) : null}
                    {!session.current ? <Badge variant={badge.variant}>{i18n._(badge.label)}</Badge> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {[deviceDetails(session.device, [session.browser, session.os]), session.ip]
                      .filter(Boolean)
                      .join(' · ') || t`Address unknown`}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <Trans>
                      Signed in {signedIn} · Last active{' '}
                      <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                        {lastActive}
                      </time>
                    </Trans>
                  </p>
                </div>
                {!session.current && session.status === 'active' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0 text-destructive hover:bg-destructive/10 hover:text-destructive"
                    onClick={() => setTarget(session)}
                    aria-label={t`Sign out ${device}`}
                  >
                    <Trans>Sign out</Trans>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t`Sign out this device?`}
        description={
          target
            ? target.ip
              ? t`${targetDevice} (${targetIp}) will need to sign in again.`
              : t`${targetDevice} will need to sign in again.`
            : null
        }
        pending={revoke.isPending}
        confirmLabel={t`Sign out`}
        onConfirm={() => {
          if (!target) return;
          revoke.mutate(target.id, {
            onSuccess: () => {
              toast.success(t`Signed out ${targetDevice}`);
              setTarget(null);
            },
            onError: (error) =>
              toast.error(error.message || t`Could not sign that device out`, { duration: 6000 }),
          });
        }}
      />

      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t`Sign out everywhere else?`}
        description={t`Every other device signed in to your account will need to sign in again. This device stays signed in.`}
        pending={revokeOthers.isPending}
        confirmLabel={t`Sign out everywhere else`}
        onConfirm={() =>
          revokeOthers.mutate(undefined, {
            onSuccess: (count) => {
              toast.success(
                count === 0
                  ? t`No other devices were signed in`
                  : t`Signed out ${plural(count, { one: '# other session', other: '# other sessions' })}`,
              );
              setConfirmAll(false);
            },
            onError: (error) =>
              toast.error(error.message || t`Could not sign out your other devices`, { duration: 6000 }),
          })
        }
      />
    </div>
  );
}
