/**
 * The month at a glance, for the whole company or the department chosen: its slips by status and
 * how many people the month employs, what they pay (gross, deductions, net) and what the month costs
 * the employer (gross and the employer's contributions).
 */
import type { PayrollSummary } from '@hrms/contracts/payroll';
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
  const summary = usePayrollSummary(period.year, period.month, departmentId);
  if (summary.isError) {
    return (
      <QueryError
        title="We could not load the month’s figures"
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
  const people = `${formatNumber(summary.employed)} ${summary.employed === 1 ? 'person is' : 'people are'}`;
  const without = summary.employed - summary.slips;
  return (
    <div className={cn('space-y-2', stale && 'opacity-60 transition-opacity')}>
      <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-5" data-testid="run-summary">
        <FigureTile label="Slips" value={formatNumber(summary.slips)} className="sm:col-span-2 lg:col-span-1">
          {summary.slips === 0
            ? 'None yet this month'
            : `${formatNumber(draft)} draft · ${formatNumber(calculated)} calculated · ${formatNumber(finalised)} finalised`}
        </FigureTile>
        <FigureTile label="Gross pay" value={formatPaise(summary.gross)}>
          Before deductions
        </FigureTile>
        <FigureTile label="Deductions" value={formatPaise(summary.totalDeductions)}>
          PF, ESI, PT, TDS and others
        </FigureTile>
        <FigureTile label="Net pay" value={formatPaise(summary.net)}>
          To the bank
        </FigureTile>
        <FigureTile label="Employer cost" value={formatPaise(summary.gross + summary.employerContributions)}>
          With {formatPaise(summary.employerContributions)} in contributions
        </FigureTile>
      </dl>
      <p className="text-xs text-muted-foreground" data-testid="run-summary-scope">
        {departmentName ? `${departmentName} only` : 'The whole company'}:{' '}
        {summary.employed === 0
          ? 'nobody is employed in the month.'
          : `${people} employed in the month${without > 0 ? `, ${formatNumber(without)} without a slip yet.` : ', each with a slip.'}`}
      </p>
    </div>
  );
}
