/**
 * A person's salary for those who keep it (admin, hr): the revision in force — its CTC, the month's
 * gross, earnings and deductions, the employer's PF, the tax regime, professional-tax state and PF —
 * and every revision, newest first, with its reason. From here a new revision is added, the options
 * of the one in force changed, or the salary removed. Shown on Payroll → Salaries and on the
 * person's record.
 */
import type { SalaryConfigResponse, SalaryRevision } from '@hrms/contracts/payroll';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, History, Plus, SlidersHorizontal, Trash2, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime, formatPaise } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSalaryConfig } from '../api/get-salary-config';
import { useRemoveSalary } from '../api/remove-salary';
import { PF_MODE_LABELS, stateName, TAX_REGIME_LABELS } from '../utils/payroll-format';
import { NewRevisionDialog } from './new-revision-dialog';
import { SalaryOptionsDialog } from './salary-options-dialog';

type Open = 'revision' | 'options' | 'remove' | null;

export function SalaryCard({ employeeId, showPerson = false }: { employeeId: string; showPerson?: boolean }) {
  const { t } = useLingui();
  const config = useSalaryConfig(employeeId);
  if (config.isPending) return <SalaryCardSkeleton />;
  if (config.isError) {
    return (
      <Card className="p-4 sm:p-5">
        <QueryError
          title={t`We could not load the salary`}
          error={config.error}
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
        />
      </Card>
    );
  }
  return <SalaryDetails config={config.data} showPerson={showPerson} />;
}

function SalaryDetails({ config, showPerson }: { config: SalaryConfigResponse; showPerson: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const { employee, current, revisions } = config;
  const name = employee.name;
  // Before the first revision starts, the one to come is what the card shows.
  const shown = current ?? revisions.at(-1) ?? null;
  const startsOn = shown ? formatDate(shown.effectiveFrom) : '';
  const title = showPerson ? t`${name}’s salary` : t`Salary`;
  const person = [employee.employeeCode, employee.designation, employee.department]
    .filter(Boolean)
    .join(' · ');
  const dialogs = (
    <>
      <NewRevisionDialog
        config={config}
        open={open === 'revision'}
        onOpenChange={(next) => setOpen(next ? 'revision' : null)}
      />
      {shown ? (
        <>
          <SalaryOptionsDialog
            config={config}
            open={open === 'options'}
            onOpenChange={(next) => setOpen(next ? 'options' : null)}
          />
          <RemoveSalaryDialog
            config={config}
            open={open === 'remove'}
            onOpenChange={(next) => setOpen(next ? 'remove' : null)}
          />
        </>
      ) : null}
    </>
  );

  if (!shown) {
    return (
      <Card data-testid="salary-card">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          {showPerson && person ? <CardDescription>{person}</CardDescription> : null}
        </CardHeader>
        <EmptyState Icon={Wallet} title={t`No salary yet`} className="pb-10">
          <p>
            <Trans>
              {name} has no salary configured. Add one from a date, by annual CTC or by components.
            </Trans>
          </p>
          <Button className="mt-4" onClick={() => setOpen('revision')}>
            <Plus aria-hidden="true" />
            <Trans>New revision</Trans>
          </Button>
        </EmptyState>
        {dialogs}
      </Card>
    );
  }

  return (
    <div className="space-y-5" data-testid="salary-card">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <CardTitle>{title}</CardTitle>
            <CardDescription>
              {showPerson && person ? `${person}. ` : ''}
              {shown.annualCtc === null
                ? t`By components.`
                : t`By annual CTC, split by the default template.`}
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setOpen('revision')}>
              <Plus aria-hidden="true" />
              <Trans>New revision</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('options')}>
              <SlidersHorizontal aria-hidden="true" />
              <Trans>Change options</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => setOpen('remove')}
            >
              <Trash2 aria-hidden="true" />
              <Trans>Remove salary</Trans>
            </Button>
          </div>
        </CardHeader>
        <CardContent className="space-y-6">
          {current ? null : (
            <Alert variant="info">
              <CalendarClock aria-hidden="true" />
              <AlertDescription className="text-foreground">
                <Trans>No salary is in force yet: the first revision starts on {startsOn}.</Trans>
              </AlertDescription>
            </Alert>
          )}
          <Figures revision={shown} inForce={current !== null} />
          <Breakdown revision={shown} />
        </CardContent>
      </Card>
      <RevisionHistory config={config} />
      {dialogs}
    </div>
  );
}

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function Figures({ revision, inForce }: { revision: SalaryRevision; inForce: boolean }) {
  const { i18n, t } = useLingui();
  const { monthly } = revision;
  const declared = revision.declarations.section80C;
  const declaredAmount = declared === undefined ? '' : formatPaise(declared);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-4" data-testid="salary-figures">
        <Figure
          label={t`CTC a year`}
          value={
            <span className="text-lg font-semibold tracking-tight tabular-nums">
              {revision.annualCtc === null ? t`By components` : formatPaise(revision.annualCtc)}
            </span>
          }
        />
        <Figure
          label={t`Gross a month`}
          value={
            <span className="text-lg font-semibold tracking-tight tabular-nums" data-testid="monthly-gross">
              {formatPaise(monthly.gross)}
            </span>
          }
        />
        <Figure
          label={t`Employer’s PF a month`}
          value={<span className="tabular-nums">{formatPaise(monthly.employerPf)}</span>}
          hint={revision.annualCtc === null ? t`Not counted for components` : t`Inside the CTC`}
        />
        <Figure
          label={inForce ? t`In force from` : t`Starts on`}
          value={formatDate(revision.effectiveFrom)}
        />
      </dl>
      <dl
        className="grid grid-cols-2 gap-x-6 gap-y-4 border-t pt-5 lg:grid-cols-4"
        data-testid="salary-options"
      >
        <Figure
          label={t`Tax regime`}
          value={i18n._(TAX_REGIME_LABELS[revision.taxRegime])}
          hint={
            revision.taxRegime === 'old'
              ? declared === undefined
                ? t`No 80C declared`
                : t`80C: ${declaredAmount} a year`
              : undefined
          }
        />
        <Figure label={t`Professional tax`} value={stateName(revision.ptState)} />
        <Figure label={t`Provident fund`} value={i18n._(PF_MODE_LABELS[revision.pfMode])} />
        <Figure
          label={t`Pension (EPS)`}
          value={revision.pfMode === 'none' ? t`No PF` : revision.epsMember ? t`Member` : t`Not a member`}
        />
      </dl>
    </div>
  );
}

function LineRows({ lines }: { lines: SalaryRevision['monthly']['earnings'] }) {
  return lines.map((line) => (
    <TableRow key={line.code}>
      <TableCell>
        <span className="block">{line.name}</span>
        <span className="block font-mono text-xs text-muted-foreground">{line.code}</span>
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatPaise(line.amount)}</TableCell>
      <TableCell className="hidden text-right tabular-nums text-muted-foreground sm:table-cell">
        {formatPaise(line.amount * 12)}
      </TableCell>
    </TableRow>
  ));
}

function TotalRow({ label, amount, className }: { label: string; amount: number; className?: string }) {
  return (
    <TableRow className={cn('bg-muted/30 font-medium hover:bg-muted/30', className)}>
      <TableCell>{label}</TableCell>
      <TableCell className="text-right tabular-nums">{formatPaise(amount)}</TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">
        {formatPaise(amount * 12)}
      </TableCell>
    </TableRow>
  );
}

function GroupRow({ children }: { children: ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell
        colSpan={3}
        className="pt-4 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {children}
      </TableCell>
    </TableRow>
  );
}

/** The full month of the revision: what it pays and what it takes, before proration and statutory deductions. */
function Breakdown({ revision }: { revision: SalaryRevision }) {
  const { earnings, deductions, gross, employerPf } = revision.monthly;
  const deducted = deductions.reduce((sum, line) => sum + line.amount, 0);
  const { t } = useLingui();
  return (
    <section className="space-y-2" aria-labelledby="salary-breakdown">
      <h3 id="salary-breakdown" className="text-sm font-semibold">
        <Trans>A full month</Trans>
      </h3>
      <div className="-mx-5 border-y sm:mx-0 sm:rounded-lg sm:border">
        <Table aria-label={t`A full month’s salary`} data-testid="salary-breakdown">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>
                <Trans>Component</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>A month</Trans>
              </TableHead>
              <TableHead className="hidden text-right sm:table-cell">
                <Trans>A year</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <GroupRow>
              <Trans>Earnings</Trans>
            </GroupRow>
            <LineRows lines={earnings} />
            <TotalRow label={t`Gross`} amount={gross} />
            {deductions.length > 0 ? (
              <>
                <GroupRow>
                  <Trans>Deductions</Trans>
                </GroupRow>
                <LineRows lines={deductions} />
                <TotalRow label={t`Total deductions`} amount={deducted} />
              </>
            ) : null}
            {employerPf > 0 ? (
              <TableRow className="text-muted-foreground hover:bg-transparent">
                <TableCell>
                  <Trans>Employer’s PF</Trans>
                  <span className="block text-xs">
                    <Trans>Paid by the company, part of the CTC, not of the gross</Trans>
                  </span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatPaise(employerPf)}</TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">
                  {formatPaise(employerPf * 12)}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>
          Before loss of pay and the statutory deductions (PF, ESI, professional tax, income tax), which each
          month’s pay run works out.
        </Trans>
      </p>
    </section>
  );
}

function RevisionHistory({ config }: { config: SalaryConfigResponse }) {
  const { current, revisions } = config;
  const currentIndex = current ? revisions.findIndex((r) => r.id === current.id) : revisions.length;
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4 text-primary" aria-hidden="true" />
          <Trans>Revision history</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Newest first. Each revision holds from its date until the next.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-0 divide-y" aria-label={t`Salary revisions`} data-testid="revision-history">
          {revisions.map((revision, index) => {
            const state = index === currentIndex ? 'current' : index < currentIndex ? 'upcoming' : 'past';
            const from = formatDate(revision.effectiveFrom);
            const monthlyGross = formatPaise(revision.monthly.gross);
            const annual = revision.annualCtc === null ? '' : formatPaise(revision.annualCtc);
            const added = formatDateTime(revision.createdAt);
            return (
              <li key={revision.id} className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="revision">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium">
                    <Trans>From {from}</Trans>
                  </span>
                  {state === 'current' ? (
                    <Badge variant="success">
                      <Trans>In force</Trans>
                    </Badge>
                  ) : null}
                  {state === 'upcoming' ? (
                    <Badge variant="soft">
                      <Trans>Upcoming</Trans>
                    </Badge>
                  ) : null}
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {revision.annualCtc === null
                      ? t`By components · ${monthlyGross} gross a month`
                      : t`${annual} a year · ${monthlyGross} gross a month`}
                  </span>
                </div>
                <p className={cn('text-sm', revision.reason ? '' : 'text-muted-foreground')}>
                  {revision.reason ?? t`No reason given`}
                </p>
                <p className="text-xs text-muted-foreground">
                  <Trans>Added {added}</Trans>
                </p>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

function RemoveSalaryDialog({
  config,
  open,
  onOpenChange,
}: {
  config: SalaryConfigResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const remove = useRemoveSalary();
  const [error, setError] = useState<string | null>(null);
  const { employee, revisions } = config;
  const name = employee.name;
  const count = revisions.length;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
      title={t`Remove ${name}’s salary?`}
      description={t`${plural(count, {
        one: 'Its one revision and their history go.',
        other: 'All # revisions and their history go.',
      })} A pay run finds no salary for ${name} until a new one is added. The removal is kept in the audit log.`}
      confirmLabel={t`Remove salary`}
      pending={remove.isPending}
      error={error}
      onConfirm={() =>
        remove.mutate(employee.id, {
          onSuccess: (message) => {
            toast.success(message ?? t`${name}’s salary was removed`);
            onOpenChange(false);
          },
          onError: (failure) => setError(failure.message || t`Could not remove the salary. Try again.`),
        })
      }
    />
  );
}

function SalaryCardSkeleton() {
  const { t } = useLingui();
  return (
    <Card className="space-y-5 p-5" aria-busy="true">
      <Spinner label={t`Loading the salary`} className="sr-only" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
        <Skeleton className="h-8 w-72 max-w-full" />
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-6 w-28" />
          </div>
        ))}
      </div>
      <div className="space-y-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    </Card>
  );
}
