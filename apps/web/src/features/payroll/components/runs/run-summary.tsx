/**
 * The month at a glance, for the whole company or the department chosen: its slips by status and
 * how many people the month employs, what they pay (gross, deductions, net) and what the month costs
 * the employer (gross and the employer's contributions).
 */
import type { PayrollSummary } from '@hrms/contracts/payroll';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FigureTile } from '../../../../components/figure-tile';
import { QueryError } from '../../../../components/query-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { formatNumber, formatPaise } from '../../../../lib/format';
import { usePayrollSummary } from '../../api/get-payroll-summary';
import type { YearMonth } from '../slips/slip-format';

export function RunSummary({
  period,
  departmentId,
  departmentName,
}: {
  period: YearMonth;
  /** '' for the whole company. */
  departmentId: string;
  departmentName: string | null;
}) {
  const { t } = useLingui();
  const summary = usePayrollSummary(period.year, period.month, departmentId);
  if (summary.isError) {
    return (
      <QueryError
        title={t`We could not load the month’s figures`}
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  if (!summary.data) {
    return (
      <div className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-5" aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton
            key={i}
            className={cn('h-14 rounded-xl sm:h-[5.5rem]', i === 0 && 'sm:col-span-2 lg:col-span-1')}
          />
        ))}
      </div>
    );
  }
  return <Figures summary={summary.data} departmentName={departmentName} stale={summary.isPlaceholderData} />;
}

function Figures({
  summary,
  departmentName,
  stale,
}: {
  summary: PayrollSummary;
  departmentName: string | null;
  stale: boolean;
}) {
  const { draft, calculated, finalised } = summary.byStatus;
  const { t } = useLingui();
  const employed = summary.employed;
  const without = summary.employed - summary.slips;
  const missing = formatNumber(without);
  const drafts = formatNumber(draft);
  const calculatedCount = formatNumber(calculated);
  const finalisedCount = formatNumber(finalised);
  const contributions = formatPaise(summary.employerContributions);
  const scope = departmentName
    ? employed === 0
      ? t`${departmentName} only: nobody is employed in the month.`
      : without > 0
        ? t`${departmentName} only: ${plural(employed, { one: '# person is', other: '# people are' })} employed in the month, ${missing} without a slip yet.`
        : t`${departmentName} only: ${plural(employed, { one: '# person is', other: '# people are' })} employed in the month, each with a slip.`
    : employed === 0
      ? t`The whole company: nobody is employed in the month.`
      : without > 0
        ? t`The whole company: ${plural(employed, { one: '# person is', other: '# people are' })} employed in the month, ${missing} without a slip yet.`
        : t`The whole company: ${plural(employed, { one: '# person is', other: '# people are' })} employed in the month, each with a slip.`;
  return (
    <div className={cn('space-y-2', stale && 'opacity-60 transition-opacity')}>
      <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-5" data-testid="run-summary">
        <FigureTile
          label={t`Slips`}
          value={formatNumber(summary.slips)}
          className="sm:col-span-2 lg:col-span-1"
        >
          {summary.slips === 0
            ? t`None yet this month`
            : t`${drafts} draft · ${calculatedCount} calculated · ${finalisedCount} finalised`}
        </FigureTile>
        <FigureTile label={t`Gross pay`} value={formatPaise(summary.gross)}>
          <Trans>Before deductions</Trans>
        </FigureTile>
        <FigureTile label={t`Deductions`} value={formatPaise(summary.totalDeductions)}>
          <Trans>PF, ESI, PT, TDS and others</Trans>
        </FigureTile>
        <FigureTile label={t`Net pay`} value={formatPaise(summary.net)}>
          <Trans>To the bank</Trans>
        </FigureTile>
        <FigureTile
          label={t`Employer cost`}
          value={formatPaise(summary.gross + summary.employerContributions)}
        >
          <Trans>With {contributions} in contributions</Trans>
        </FigureTile>
      </dl>
      <p className="text-xs text-muted-foreground" data-testid="run-summary-scope">
        {scope}
      </p>
    </div>
  );
}
