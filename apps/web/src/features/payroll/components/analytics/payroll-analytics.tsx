/**
 * Payroll → Analytics (admin, hr): what pay cost over a range of months, the twelve before this one
 * to start with. The range's totals; each month's gross pay and the employer's contributions on top,
 * with the people paid; the employer's cost by department; and every component paid, taken or
 * contributed. Only finalised slips count: a draft's or a calculated slip's figures may still change.
 */
import type { PayrollAnalytics } from '@hrms/contracts/payroll';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChartColumn } from 'lucide-react';
import { useId, useState } from 'react';
import { BarList } from '../../../../components/charts/bar-list';
import type { ChartTone } from '../../../../components/charts/chart-tones';
import { ColumnChart } from '../../../../components/charts/column-chart';
import { EmptyState } from '../../../../components/empty-state';
import { FigureTile } from '../../../../components/figure-tile';
import { QueryError } from '../../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { FieldError } from '../../../../components/ui/field-error';
import { Label } from '../../../../components/ui/label';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatLocale, i18n } from '../../../../i18n/i18n';
import { cn } from '../../../../lib/cn';
import { formatNumber, formatPaise } from '../../../../lib/format';
import { type AnalyticsRange, usePayrollAnalytics } from '../../api/get-payroll-analytics';
import { MonthSelect } from '../month-select';
import {
  addMonths,
  monthFromKey,
  monthKey,
  monthTitle,
  thisMonth,
  type YearMonth,
} from '../slips/slip-format';

/** How far back the range reaches: five years with this month, the most the server answers at once. */
const MONTHS_BACK = 60;

type Part = PayrollAnalytics['byComponent'][number]['part'];
const PARTS: readonly {
  part: Part;
  title: MessageDescriptor;
  /** What the part is, with its total in all. */
  hint: (total: string) => MessageDescriptor;
  tone: ChartTone;
}[] = [
  {
    part: 'earning',
    title: msg`Earnings`,
    hint: (total) => msg`Paid to people: ${total} in all`,
    tone: 'primary',
  },
  {
    part: 'deduction',
    title: msg`Deductions`,
    hint: (total) => msg`Taken from their pay: ${total} in all`,
    tone: 'warning',
  },
  {
    part: 'employer',
    title: msg`Employer contributions`,
    hint: (total) => msg`Paid on top of their pay: ${total} in all`,
    tone: 'info',
  },
];

/** `Oct`, under a month's column, in the active language. */
const monthTick = ({ year, month }: YearMonth) =>
  new Intl.DateTimeFormat(formatLocale(), { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

export interface PayrollAnalyticsPanelProps {
  /** Today, for tests; the browser's clock otherwise. */
  now?: Date;
}

export function PayrollAnalyticsPanel({ now }: PayrollAnalyticsPanelProps = {}) {
  const { t } = useLingui();
  const id = useId();
  const current = thisMonth(now);
  const months = Array.from({ length: MONTHS_BACK }, (_, i) => addMonths(current, -i));
  const [picked, setPicked] = useState<AnalyticsRange>(() => ({
    from: monthKey(addMonths(current, -12)),
    to: monthKey(addMonths(current, -1)),
  }));
  // The figures stay on the last range that reads forwards while the picker shows one that does not.
  const [range, setRange] = useState(picked);
  const backwards = picked.to < picked.from;
  const pick = (next: AnalyticsRange) => {
    setPicked(next);
    if (next.from <= next.to) setRange(next);
  };
  const analytics = usePayrollAnalytics(range);
  const start = monthTitle(monthFromKey(picked.from) ?? current);

  return (
    <div className="space-y-5" data-testid="payroll-analytics">
      <Card className="p-4 sm:p-5">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
          <div className="space-y-1.5 sm:w-44">
            <Label htmlFor={`${id}-from`}>
              <Trans>From</Trans>
            </Label>
            <MonthSelect
              months={months}
              id={`${id}-from`}
              value={picked.from}
              onChange={(e) => pick({ ...picked, from: e.target.value })}
            />
          </div>
          <div className="space-y-1.5 sm:w-44">
            <Label htmlFor={`${id}-to`}>
              <Trans>To</Trans>
            </Label>
            <MonthSelect
              months={months}
              id={`${id}-to`}
              value={picked.to}
              onChange={(e) => pick({ ...picked, to: e.target.value })}
              aria-invalid={backwards || undefined}
              aria-describedby={backwards ? `${id}-to-error` : undefined}
            />
          </div>
        </div>
        <div className="mt-3 space-y-1">
          <FieldError id={`${id}-to-error`}>
            {backwards ? t`The range cannot end before it starts: choose ${start} or a later month.` : null}
          </FieldError>
          <p className="text-xs text-muted-foreground">
            <Trans>Finalised slips only: a draft’s or a calculated slip’s figures may still change.</Trans>
          </p>
        </div>
      </Card>

      {analytics.isError ? (
        <QueryError
          title={t`We could not load what pay cost`}
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : !analytics.data ? (
        <div className="space-y-5" aria-busy="true">
          <div className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14 rounded-xl sm:h-[5.5rem]" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      ) : analytics.data.months.length === 0 ? (
        <Card>
          <EmptyState Icon={ChartColumn} title={t`No finalised pay in this range`} className="py-10">
            <Trans>Finalise a month’s slips on the Pay runs tab, and what they cost shows here.</Trans>
          </EmptyState>
        </Card>
      ) : (
        <Figures analytics={analytics.data} stale={analytics.isPlaceholderData} />
      )}
    </div>
  );
}

/**
 * `November 2025 to October 2026`, a single month by its name: the answer's own range, which is what
 * its figures are for while a new range loads.
 */
function rangeOf({ from, to }: PayrollAnalytics): string {
  const first = monthFromKey(from);
  const last = monthFromKey(to);
  if (!first || !last) return i18n._(msg`${from} to ${to}`);
  if (from === to) return monthTitle(first);
  const firstMonth = monthTitle(first);
  const lastMonth = monthTitle(last);
  return i18n._(msg`${firstMonth} to ${lastMonth}`);
}

/** Every month of the answer's range, those without finalised pay too, so the columns keep time. */
function monthsOf(analytics: PayrollAnalytics): YearMonth[] {
  const from = monthFromKey(analytics.from);
  const to = monthFromKey(analytics.to);
  if (!from || !to) return analytics.months;
  const span = (to.year - from.year) * 12 + (to.month - from.month) + 1;
  return Array.from({ length: Math.max(0, span) }, (_, i) => addMonths(from, i));
}

function Figures({ analytics, stale }: { analytics: PayrollAnalytics; stale: boolean }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const { totals } = analytics;
  const range = rangeOf(analytics);
  const months = monthsOf(analytics);
  const paid = new Map(analytics.months.map((m) => [monthKey(m), m]));
  const departments = [...analytics.byDepartment].sort(
    (a, b) => b.gross + b.employer - (a.gross + a.employer),
  );
  const contributions = formatPaise(totals.employer);
  const finalisedMonths = formatNumber(analytics.months.length);
  const monthCount = months.length;
  return (
    <div className={cn('space-y-5', stale && 'opacity-60 transition-opacity')}>
      <section aria-label={t`${range} at a glance`}>
        <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4" data-testid="analytics-totals">
          <FigureTile label={t`Gross pay`} value={formatPaise(totals.gross)}>
            <Trans>Before deductions</Trans>
          </FigureTile>
          <FigureTile label={t`Net pay`} value={formatPaise(totals.net)}>
            <Trans>To the bank</Trans>
          </FigureTile>
          <FigureTile label={t`Employer cost`} value={formatPaise(totals.gross + totals.employer)}>
            <Trans>With {contributions} in contributions</Trans>
          </FigureTile>
          <FigureTile label={t`Slips`} value={formatNumber(totals.slips)}>
            {t`Finalised in ${finalisedMonths} of ${plural(monthCount, { one: '# month', other: '# months' })}`}
          </FigureTile>
        </dl>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Cost by month</Trans>
          </CardTitle>
          <CardDescription>
            {t`${range}. Each column is the month’s employer cost: gross pay, and the employer’s contributions on top.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ColumnChart
            title={t`Cost by month, ${range}`}
            periodLabel={t`Month`}
            phoneColumns={1}
            series={[
              { label: t`Gross pay`, tone: 'primary' },
              { label: t`Employer contributions`, tone: 'info' },
            ]}
            points={months.map((m) => {
              const figures = paid.get(monthKey(m));
              return {
                label: monthTitle(m),
                tick: monthTick(m),
                values: figures ? [figures.gross, figures.employer] : null,
                more: figures
                  ? [formatPaise(figures.gross + figures.employer), formatNumber(figures.people)]
                  : [],
              };
            })}
            format={formatPaise}
            moreColumns={[t`Employer cost`, t`People paid`]}
            missing={t`Not finalised`}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Cost by department</Trans>
          </CardTitle>
          <CardDescription>
            {t`${range}. The employer’s cost of each department’s finalised slips, the largest first.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <BarList
            title={t`Cost by department, ${range}`}
            labelHeading={t`Department`}
            valueHeading={t`Employer cost`}
            moreColumns={[t`People`]}
            items={departments.map((d) => ({
              id: d.department,
              label: d.department,
              value: d.gross + d.employer,
              more: [formatNumber(d.people)],
            }))}
            format={formatPaise}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Cost by component</Trans>
          </CardTitle>
          <CardDescription>{t`${range}. Every component of the finalised slips, by what it is.`}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-3">
          {PARTS.map(({ part, title: titleMessage, hint, tone }) => {
            const title = i18n._(titleMessage);
            const lines = analytics.byComponent
              .filter((c) => c.part === part)
              .sort((a, b) => b.amount - a.amount);
            const total = lines.reduce((sum, c) => sum + c.amount, 0);
            const partTitle = title;
            return (
              <section key={part} aria-labelledby={`${id}-${part}`} className="min-w-0 space-y-2">
                <div>
                  <h3 id={`${id}-${part}`} className="text-sm font-semibold">
                    {title}
                  </h3>
                  <p className="text-xs text-muted-foreground">{i18n._(hint(formatPaise(total)))}</p>
                </div>
                {lines.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    <Trans>None in this range.</Trans>
                  </p>
                ) : (
                  <BarList
                    title={t`${partTitle}, ${range}`}
                    labelHeading={t`Component`}
                    valueHeading={t`Amount`}
                    items={lines.map((c) => ({ id: c.code, label: c.name, value: c.amount }))}
                    format={formatPaise}
                    tone={tone}
                  />
                )}
              </section>
            );
          })}
        </CardContent>
      </Card>
    </div>
  );
}
