/** Settings → Time tracking: the clock's rules for everyone, with the offices that may keep their own shift. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Timer } from 'lucide-react';
import { useOffices } from '../../../api/get-offices';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useTimeTrackingSettings } from '../api/get-time-tracking-settings';
import { TimeTrackingSettingsForm } from './time-tracking-settings-form';

export function TimeTrackingSettingsSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useLingui();
  const settings = useTimeTrackingSettings();
  const offices = useOffices();
  const failed = settings.isError ? settings : offices.isError ? offices : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Timer className="size-4 text-primary" aria-hidden="true" />
          <Trans>Time tracking</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Shifts, when a day is half or runs into overtime, breaks, and where people may clock in from.
            Changes apply to everyone’s clock at once.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {failed?.error ? (
          <QueryError
            title={t`We could not load the time tracking rules`}
            error={failed.error}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : !settings.data || !offices.data ? (
          <div className="space-y-5" aria-busy="true">
            <Spinner label={t`Loading the time tracking rules`} className="sr-only" />
            {[0, 1, 2].map((i) => (
              <div key={i} className="grid gap-5 sm:grid-cols-3">
                {[0, 1, 2].map((j) => (
                  <div key={j} className="space-y-2">
                    <Skeleton className="h-4 w-32" />
                    <Skeleton className="h-9 w-28" />
                  </div>
                ))}
              </div>
            ))}
          </div>
        ) : (
          <TimeTrackingSettingsForm
            key={JSON.stringify(settings.data)}
            settings={settings.data}
            offices={offices.data.items}
            canWrite={canWrite}
          />
        )}
      </CardContent>
    </Card>
  );
}
