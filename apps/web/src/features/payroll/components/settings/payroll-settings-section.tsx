/** Settings → Payroll: how payable days are counted, and whether salary slips are locked. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Calculator } from 'lucide-react';
import { QueryError } from '../../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { usePayrollSettings } from '../../api/get-payroll-settings';
import { PayrollSettingsForm } from './payroll-settings-form';

export function PayrollSettingsSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useLingui();
  const settings = usePayrollSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Calculator className="size-4 text-primary" aria-hidden="true" />
          <Trans>Payroll</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            How a month’s pay is prorated, when its slips are final and how they are sent: every pay run reads
            these settings.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <QueryError
            title={t`We could not load the payroll settings`}
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : !settings.data ? (
          <div className="space-y-5" aria-busy="true">
            <Spinner label={t`Loading the payroll settings`} className="sr-only" />
            <Skeleton className="h-4 w-32" />
            <div className="grid gap-2 md:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
            <Skeleton className="h-5 w-72 max-w-full" />
          </div>
        ) : (
          <PayrollSettingsForm
            key={JSON.stringify(settings.data)}
            settings={settings.data}
            canWrite={canWrite}
          />
        )}
      </CardContent>
    </Card>
  );
}
