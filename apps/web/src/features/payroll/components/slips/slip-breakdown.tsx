/**
 * A slip's lines as the person's PDF has them: earnings and deductions side by side with their
 * totals, the net pay in figures and words, and what the employer pays on top. One-off adjustments
 * are lines of their own (`ADJ_…`), marked as such.
 */
import type { SalaryLine, SalarySlip } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableRow } from '../../../../components/ui/table';
import { cn } from '../../../../lib/cn';
import { formatPaise } from '../../../../lib/format';
import { formatDays } from './slip-format';

const isAdjustment = (line: SalaryLine) => line.code.startsWith('ADJ_');

function Lines({
  title,
  lines,
  total,
  empty,
}: {
  title: string;
  lines: readonly SalaryLine[];
  total: { label: string; amount: number };
  empty: string;
}) {
  return (
    <section className="min-w-0 overflow-hidden rounded-lg border">
      <h3 className="border-b bg-muted/40 px-3 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <Table aria-label={title}>
        <TableBody>
          {lines.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={2} className="text-muted-foreground">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            lines.map((line) => (
              <TableRow key={line.code} className="hover:bg-transparent">
                <TableCell className="py-2 whitespace-normal">
                  {line.name}
                  {isAdjustment(line) ? ' ' : null}
                  {isAdjustment(line) ? (
                    <span className="ml-0.5 rounded whitespace-nowrap bg-accent px-1 py-0.5 text-[11px] text-accent-foreground">
                      <Trans>one-off</Trans>
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className="py-2 text-right whitespace-nowrap tabular-nums">
                  {formatPaise(line.amount)}
                </TableCell>
              </TableRow>
            ))
          )}
          <TableRow className="bg-muted/30 font-semibold hover:bg-muted/30">
            <TableCell className="py-2">{total.label}</TableCell>
            <TableCell className="py-2 text-right whitespace-nowrap tabular-nums">
              {formatPaise(total.amount)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </section>
  );
}

export function SlipBreakdown({ slip, className }: { slip: SalarySlip; className?: string }) {
  const { t } = useLingui();
  const employer = slip.employerContributions.reduce((sum, line) => sum + line.amount, 0);
  return (
    <div className={cn('space-y-4', className)} data-testid="slip-breakdown">
      <div className="grid gap-4 md:grid-cols-2">
        <Lines
          title={t`Earnings`}
          lines={slip.earnings}
          total={{ label: t`Gross pay`, amount: slip.gross }}
          empty={t`Nothing earned yet`}
        />
        <Lines
          title={t`Deductions`}
          lines={slip.deductions}
          total={{ label: t`Total deductions`, amount: slip.totalDeductions }}
          empty={t`No deductions`}
        />
      </div>
      <div className="rounded-lg border border-primary/30 bg-primary/5 px-4 py-3" data-testid="slip-net">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="text-sm font-medium">
            <Trans>Net pay</Trans>
          </span>
          <span className="text-xl font-semibold tracking-tight tabular-nums">{formatPaise(slip.net)}</span>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{slip.netInWords}</p>
      </div>
      {slip.employerContributions.length > 0 ? (
        <Lines
          title={t`Paid by the employer`}
          lines={slip.employerContributions}
          total={{ label: t`Employer contributions`, amount: employer }}
          empty={t`None`}
        />
      ) : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** The days the month was paid by. */
export function SlipDays({ slip }: { slip: SalarySlip }) {
  const { t } = useLingui();
  return (
    <dl className="grid grid-cols-3 gap-3 rounded-lg border px-3 py-2.5" data-testid="slip-days">
      <Fact label={t`Days counted`}>{formatDays(slip.basisDays)}</Fact>
      <Fact label={t`Days payable`}>{formatDays(slip.payableDays)}</Fact>
      <Fact label={t`Loss of pay`}>{slip.lossOfPayDays > 0 ? formatDays(slip.lossOfPayDays) : t`None`}</Fact>
    </dl>
  );
}
