/** Settings → Reports: last month's reports by mail to every hr account on the first of the month. */
import { FileBarChart } from 'lucide-react';
import { useId } from 'react';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useReportSettings } from '../api/get-report-settings';
import { useUpdateReportSettings } from '../api/update-report-settings';

export function ReportSettingsSection({ canWrite }: { canWrite: boolean }) {
  const id = useId();
  const settings = useReportSettings();
  const update = useUpdateReportSettings();

  const change = async (monthlyMail: boolean) => {
    try {
      await update.mutateAsync({ monthlyMail });
      toast.success(
        monthlyMail ? 'Monthly reports will be mailed to HR' : 'Monthly reports will not be mailed',
      );
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileBarChart className="size-4 text-muted-foreground" aria-hidden="true" />
          Reports
        </CardTitle>
        <CardDescription>Reports that go out on their own.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <div className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <label htmlFor={id} className="text-sm font-medium">
                Monthly reports by mail
              </label>
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                On the first of each month, every HR account gets last month’s attendance, leave and
                department reports as PDFs.
              </p>
            </div>
            <Switch
              id={id}
              aria-describedby={`${id}-hint`}
              checked={settings.data.monthlyMail}
              disabled={!canWrite || update.isPending}
              onCheckedChange={change}
            />
          </div>
        ) : settings.error ? (
          <QueryError
            title="We could not load the report settings"
            error={settings.error}
            onRetry={() => settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <Skeleton className="h-12 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
