/**
 * A pay run as it goes: how many people of how many are done, read again each time the server
 * reports progress (`payroll-update`), then how it ended and the people whose slip could not be
 * made, with the reason and a link to their salary.
 */
import type { PayrollRun } from '@hrms/contracts/payroll';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '../../../../components/query-error';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { formatNumber } from '../../../../lib/format';
import { usePayrollRun } from '../../api/get-payroll-run';
import { monthTitle } from '../slips/slip-format';

export function RunProgress({ runId, onDismiss }: { runId: string; onDismiss: () => void }) {
  const { t } = useLingui();
  const run = usePayrollRun(runId);
  if (run.isError) {
    return (
      <Card className="p-4 sm:p-5">
        <QueryError
          title={t`We could not read the pay run`}
          error={run.error}
          onRetry={() => void run.refetch()}
          retrying={run.isFetching}
        />
      </Card>
    );
  }
  if (!run.data) return <Skeleton className="h-28 rounded-xl" />;
  return <RunCard run={run.data} onDismiss={onDismiss} />;
}

function RunCard({ run, onDismiss }: { run: PayrollRun; onDismiss: () => void }) {
  const finished = run.status !== 'running';
  const share = run.total > 0 ? Math.min(1, run.done / run.total) : finished ? 1 : 0;
  const failed = run.failures.length;
  const { t } = useLingui();
  const month = monthTitle(run);
  const done = formatNumber(run.done);
  const doneRaw = run.done;
  const total = run.total;
  const failures = formatNumber(failed);
  const title =
    run.status === 'running'
      ? t`Running payroll for ${month}`
      : run.status === 'done'
        ? t`Payroll for ${month} is run`
        : t`The run for ${month} stopped`;
  return (
    <Card className="space-y-3 p-4 sm:p-5" data-testid="run-progress" data-status={run.status}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2.5">
          {run.status === 'running' ? (
            <Spinner className="mt-0.5" />
          ) : run.status === 'done' && failed === 0 ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <h2 className="text-sm font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="run-count">
              {run.status === 'running'
                ? t`${done} of ${plural(total, { one: '# person', other: '# people' })} done`
                : run.status === 'done'
                  ? failed > 0
                    ? t`${done} of ${plural(total, { one: '# person', other: '# people' })} done; ${failures} could not be calculated. Finalised slips were left as they are.`
                    : t`${done} of ${plural(total, { one: '# person', other: '# people' })} done. Finalised slips were left as they are.`
                  : t`${done} of ${plural(total, { one: '# person', other: '# people' })} were done before it stopped.`}
            </p>
          </div>
        </div>
        {finished ? (
          <Button
            variant="ghost"
            size="icon-sm"
            className="-my-1 shrink-0"
            aria-label={t`Dismiss`}
            onClick={onDismiss}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t`Pay run progress`}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.done}
        aria-valuetext={t`${doneRaw} of ${total}`}
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            run.status === 'failed' ? 'bg-destructive' : failed > 0 && finished ? 'bg-warning' : 'bg-primary',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
        <span>{Math.round(share * 100)}%</span>
        <span data-testid="run-failures-count">
          {failed === 0 ? t`No failures` : t`${plural(failed, { one: '# failure', other: '# failures' })}`}
        </span>
      </p>
      {failed > 0 ? (
        <div className="space-y-1.5">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {run.status === 'failed' ? t`Why it stopped` : t`Not calculated`}
          </h3>
          <ul className="divide-y rounded-lg border text-sm" aria-label={t`Could not be calculated`}>
            {run.failures.map((f, i) => (
              <li
                // A run lists a person once; a run that stopped has one line without a person.
                key={f.employeeId ?? `run-${i}`}
                className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                data-testid="run-failure"
              >
                {f.employeeId ? (
                  <Link
                    to={`/payroll?tab=salaries&employee=${encodeURIComponent(f.employeeId)}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {f.name ?? t`Someone`}
                  </Link>
                ) : (
                  <span className="font-medium">{f.name ?? t`The run`}</span>
                )}
                <span className="text-muted-foreground">{f.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
