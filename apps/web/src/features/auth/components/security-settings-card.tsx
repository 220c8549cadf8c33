import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useSecuritySettings } from '../api/get-security-settings';
import { useUpdateSecuritySettings } from '../api/update-security-settings';

/** The person's own security preferences: an alert when a new device signs in. */
export function SecuritySettingsCard() {
  const { t } = useLingui();
  const settings = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const id = useId();

  if (settings.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Spinner label={t`Loading your security settings`} className="sr-only" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <QueryError
        title={t`We could not load your security settings`}
        error={settings.error}
        onRetry={() => settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }

  const checked = update.isPending
    ? (update.variables?.alertOnNewDevice ?? settings.data.alertOnNewDevice)
    : settings.data.alertOnNewDevice;

  return (
    <div className="divide-y">
      <div className="flex items-start justify-between gap-4 pb-4">
        <div className="space-y-1">
          <Label htmlFor={`${id}-new-device`}>
            <Trans>Alert me when a new device signs in</Trans>
          </Label>
          <p id={`${id}-new-device-hint`} className="text-sm text-muted-foreground">
            <Trans>
              You get a security alert and a notification the first time your account is used on a device.
            </Trans>
          </p>
        </div>
        <Switch
          id={`${id}-new-device`}
          checked={checked}
          disabled={update.isPending}
          aria-describedby={`${id}-new-device-hint`}
          onCheckedChange={(value) =>
            update.mutate(
              { alertOnNewDevice: value },
              {
                onSuccess: () =>
                  toast.success(value ? t`New-device alerts are on` : t`New-device alerts are off`),
                onError: (error) =>
                  toast.error(error.message || t`Could not save your security settings`, { duration: 6000 }),
              },
            )
          }
        />
      </div>
      <div className="flex items-center justify-between gap-4 pt-4">
        <div className="space-y-1">
          <p className="text-sm font-medium">
            <Trans>Two-factor authentication</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Change it in{' '}
              <a className="font-medium text-primary underline-offset-4 hover:underline" href="#two-factor">
                Two-factor authentication
              </a>{' '}
              above.
            </Trans>
          </p>
        </div>
        {settings.data.twoFactorEnabled ? (
          <Badge variant="success">
            <Trans>On</Trans>
          </Badge>
        ) : (
          <Badge variant="outline">
            <Trans>Off</Trans>
          </Badge>
        )}
      </div>
    </div>
  );
}
