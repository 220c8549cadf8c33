import type { SecurityAlert } from '@hrms/contracts/auth-security';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BellOff,
  Check,
  KeyRound,
  Lock,
  type LucideIcon,
  MonitorSmartphone,
  ShieldCheck,
  UserX,
} from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type SecurityAlerts, useSecurityAlerts } from '../api/get-security-alerts';
import { useMarkSecurityAlertRead } from '../api/mark-security-alert-read';

const alertIcons: Record<SecurityAlert['type'], LucideIcon> = {
  new_device: MonitorSmartphone,
  account_locked: Lock,
  password_changed: KeyRound,
  password_reset: KeyRound,
  two_factor_changed: ShieldCheck,
  session_revoked: UserX,
};

/** Security alerts, unread first; marking one read lowers the count at once. */
export function SecurityAlertsList({ alerts }: { alerts: SecurityAlerts }) {
  const { t } = useLingui();
  const markRead = useMarkSecurityAlertRead();

  if (alerts.items.length === 0) {
    return (
      <EmptyState Icon={BellOff} title={t`No security alerts`}>
        <Trans>We tell you here about new devices, lockouts and changes to how you sign in.</Trans>
      </EmptyState>
    );
  }

  return (
    <ul className="divide-y rounded-lg border">
      {alerts.items.map((alert) => {
        const Icon = alertIcons[alert.type];
        const message = alert.message;
        return (
          <li
            key={alert.id}
            className={cn('flex items-start gap-3 px-4 py-3', !alert.read && 'bg-primary/[0.04]')}
          >
            <span
              className={cn(
                'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg',
                alert.read ? 'bg-muted text-muted-foreground' : 'bg-warning/15 text-warning',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className={cn('text-sm', alert.read ? 'text-muted-foreground' : 'font-medium')}>
                {!alert.read ? (
                  <span className="sr-only">
                    <Trans>Unread:</Trans>{' '}
                  </span>
                ) : null}
                {alert.message}
              </p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={alert.createdAt} title={formatDateTime(alert.createdAt)}>
                  {formatRelativeTime(alert.createdAt)}
                </time>
                {alert.device ? ` · ${alert.device}` : ''}
                {alert.ip ? ` · ${alert.ip}` : ''}
              </p>
            </div>
            {!alert.read ? (
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0"
                onClick={() =>
                  markRead.mutate(alert.id, {
                    onError: (error) =>
                      toast.error(error.message || t`Could not mark the alert as read`, { duration: 6000 }),
                  })
                }
                aria-label={t`Mark read: ${message}`}
              >
                <Check aria-hidden="true" />
                <Trans>Mark read</Trans>
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function SecurityAlertsCard() {
  const { t } = useLingui();
  const alerts = useSecurityAlerts();
  if (alerts.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Spinner label={t`Loading your security alerts`} className="sr-only" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (alerts.isError) {
    return (
      <QueryError
        title={t`We could not load your security alerts`}
        error={alerts.error}
        onRetry={() => alerts.refetch()}
        retrying={alerts.isFetching}
      />
    );
  }
  return <SecurityAlertsList alerts={alerts.data} />;
}
