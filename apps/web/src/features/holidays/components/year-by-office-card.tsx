import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useHolidayAnalytics } from '../api/get-holiday-stats';

/** "12 Jan – 14 Jan": a long weekend in a line. */
function spanText(from: string, to: string): string {
  const short = (date: string) => formatDate(date).replace(/ \d{4}$/, '');
  return `${short(from)} – ${short(to)}`;
}

/** A year in each office: the days worked, the holidays off, and the long weekends they make. */
export function YearByOfficeCard({ year }: { year: number }) {
  const { t } = useLingui();
  const analytics = useHolidayAnalytics(year);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>{year} by office</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Days worked, holidays off, and the long weekends they make.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {analytics.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : analytics.isError ? (
          <QueryError
            title={t`The year could not be worked out`}
            error={analytics.error}
            onRetry={() => analytics.refetch()}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {analytics.data.offices.map((o) => (
              <li key={o.office.id} className="rounded-lg border p-4" data-testid="office-year">
                <p className="font-medium">{o.office.name}</p>
                <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
                  <div className="rounded-md bg-muted/50 px-2 py-1.5">
                    <dt className="text-xs text-muted-foreground">
                      <Trans>Working days</Trans>
                    </dt>
                    <dd className="text-lg font-semibold tabular-nums">{o.workingDays}</dd>
                  </div>
                  <div className="rounded-md bg-muted/50 px-2 py-1.5">
                    <dt className="text-xs text-muted-foreground">
                      <Trans>Holidays off</Trans>
                    </dt>
                    <dd className="text-lg font-semibold tabular-nums">{o.holidaysOnWorkingDays}</dd>
                  </div>
                  <div className="rounded-md bg-muted/50 px-2 py-1.5">
                    <dt className="text-xs text-muted-foreground">
                      <Trans>Long weekends</Trans>
                    </dt>
                    <dd className="text-lg font-semibold tabular-nums">{o.longWeekends.length}</dd>
                  </div>
                </dl>
                {o.longWeekends.length > 0 ? (
                  <p className="mt-2 text-sm text-muted-foreground">
                    {o.longWeekends
                      .map((w) => {
                        const span = spanText(w.from, w.to);
                        const days = w.days;
                        return t`${span} (${days} days)`;
                      })
                      .join(' · ')}
                  </p>
                ) : null}
                {o.holidaysOnWeekends > 0 ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t`${plural(o.holidaysOnWeekends, {
                      one: '# holiday falls on a weekend.',
                      other: '# holidays fall on a weekend.',
                    })}`}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
