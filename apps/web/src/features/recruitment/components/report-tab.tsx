/**
 * The hiring report (admin, hr) for one opening or all, between two dates of applying: how many
 * applied and how many of them reached screening, interview, offer and hire (the funnel, with the
 * share kept at each step), how many were rejected, the median days from applying to being hired,
 * the applications in each stage now, and the same figures by opening and by source.
 */
import {
  OPENING_STATUS_LABELS,
  type RecruitmentReport,
  SOURCE_LABELS,
  STAGE_KIND_LABELS,
} from '@hrms/contracts/recruitment';
import { BarChart3 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { BarList } from '../../../components/charts/bar-list';
import { EmptyState } from '../../../components/empty-state';
import { FigureTile } from '../../../components/figure-tile';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useOpenings } from '../api/get-openings';
import { useReport } from '../api/get-report';
import type { ReportParams } from '../api/recruitment-keys';

/** The openings the filter offers; a company with more finds the rest by their figures below. */
const OPENING_CHOICES = 100;

type Funnel = RecruitmentReport['total'];

const percentFormat = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 0 });
/** `part` of `whole` as a percentage; a dash when there is no whole to share. */
export function percentOf(part: number, whole: number): string {
  return whole > 0 ? percentFormat.format(part / whole) : '—';
}

function days(value: number | null): string {
  if (value === null) return '—';
  const rounded = Math.round(value * 10) / 10;
  return rounded === 1 ? '1 day' : `${formatNumber(rounded)} days`;
}

/** The steps of the funnel in order: applying, then each kind of stage reached. */
function stepsOf(funnel: Funnel) {
  return [
    { key: 'applications', label: 'Applied', count: funnel.applications },
    { key: 'screening', label: STAGE_KIND_LABELS.screening, count: funnel.reached.screening },
    { key: 'interview', label: STAGE_KIND_LABELS.interview, count: funnel.reached.interview },
    { key: 'offer', label: STAGE_KIND_LABELS.offer, count: funnel.reached.offer },
    { key: 'hired', label: STAGE_KIND_LABELS.hired, count: funnel.reached.hired },
  ];
}

function FunnelTable({ funnel }: { funnel: Funnel }) {
  const steps = stepsOf(funnel);
  return (
    <Table aria-label="Hiring funnel">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-0">Step</TableHead>
          <TableHead className="text-right">Reached</TableHead>
          <TableHead className="text-right">Of all who applied</TableHead>
          <TableHead className="pr-0 text-right">From the step before</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {steps.map((step, index) => {
          const before = steps[index - 1];
          const width = funnel.applications > 0 ? (step.count / funnel.applications) * 100 : 0;
          return (
            <TableRow key={step.key} data-testid="funnel-step">
              <th scope="row" className="w-full min-w-40 py-2.5 pr-3 text-left font-medium">
                {step.label}
                <span aria-hidden="true" className="mt-1.5 block h-2 rounded-full bg-muted">
                  <span
                    className={cn(
                      'block h-full rounded-full',
                      step.key === 'hired' ? 'bg-success' : 'bg-primary',
                    )}
                    style={{ width: `${width}%` }}
                  />
                </span>
              </th>
              <TableCell className="text-right font-medium tabular-nums">
                {formatNumber(step.count)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {percentOf(step.count, funnel.applications)}
              </TableCell>
              <TableCell className="pr-0 text-right tabular-nums">
                {before ? percentOf(step.count, before.count) : '—'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** One row per opening or source: the funnel's figures across. */
function BreakdownTable({
  label,
  heading,
  rows,
}: {
  label: string;
  heading: string;
  rows: { key: string; name: string; detail?: string; funnel: Funnel }[];
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-0">{heading}</TableHead>
          <TableHead className="text-right">Applied</TableHead>
          <TableHead className="text-right">Screening</TableHead>
          <TableHead className="text-right">Interview</TableHead>
          <TableHead className="text-right">Offer</TableHead>
          <TableHead className="text-right">Hired</TableHead>
          <TableHead className="text-right">Hired of applied</TableHead>
          <TableHead className="text-right">Rejected</TableHead>
          <TableHead className="pr-0 text-right">Median time to hire</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ key, name, detail, funnel }) => (
          <TableRow key={key}>
            <th scope="row" className="max-w-64 py-2.5 pr-3 text-left font-medium break-words">
              {name}
              {detail ? (
                <span className="block text-xs font-normal text-muted-foreground">{detail}</span>
              ) : null}
            </th>
            <TableCell className="text-right tabular-nums">{formatNumber(funnel.applications)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatNumber(funnel.reached.screening)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatNumber(funnel.reached.interview)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(funnel.reached.offer)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(funnel.reached.hired)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {percentOf(funnel.reached.hired, funnel.applications)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(funnel.rejected)}</TableCell>
            <TableCell className="pr-0 text-right whitespace-nowrap tabular-nums">
              {days(funnel.medianDaysToHire)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ReportCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Figures({ report }: { report: RecruitmentReport }) {
  const { total } = report;
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Hiring in numbers">
        <FigureTile label="Applications" value={formatNumber(total.applications)}>
          In the dates chosen
        </FigureTile>
        <FigureTile label="Hired" value={formatNumber(total.reached.hired)}>
          {percentOf(total.reached.hired, total.applications)} of applications
        </FigureTile>
        <FigureTile label="Rejected" value={formatNumber(total.rejected)}>
          {percentOf(total.rejected, total.applications)} of applications
        </FigureTile>
        <FigureTile label="Median time to hire" value={days(total.medianDaysToHire)}>
          {total.medianDaysToHire === null ? 'Nobody hired yet' : 'From applying to being hired'}
        </FigureTile>
      </dl>
      <div className="grid gap-5 lg:grid-cols-2">
        <ReportCard
          title="Funnel"
          description="How many of those who applied reached each step, and how many of the step before went on."
        >
          <FunnelTable funnel={total} />
        </ReportCard>
        <ReportCard title="In each stage now" description="Where the applications are today.">
          <BarList
            title="Applications in each stage now"
            labelHeading="Stage"
            valueHeading="Applications"
            items={report.stages.map((stage) => ({
              id: stage.id,
              label: stage.name,
              value: stage.applications,
            }))}
            format={formatNumber}
            tone="info"
          />
        </ReportCard>
      </div>
      <ReportCard title="By opening" description="Each opening’s funnel, for the same dates.">
        <BreakdownTable
          label="By opening"
          heading="Opening"
          rows={report.byOpening.map((row) => ({
            key: row.id,
            name: row.title,
            detail: OPENING_STATUS_LABELS[row.status],
            funnel: row,
          }))}
        />
      </ReportCard>
      <ReportCard title="By source" description="Where candidates came from, and how far they got.">
        <BreakdownTable
          label="By source"
          heading="Source"
          rows={report.bySource.map((row) => ({
            key: row.source,
            name: SOURCE_LABELS[row.source],
            funnel: row,
          }))}
        />
      </ReportCard>
    </div>
  );
}

export function ReportTab() {
  const id = useId();
  const [params, setParams] = useState<ReportParams>({ openingId: '', from: '', to: '' });
  const openings = useOpenings({ page: 1, limit: OPENING_CHOICES, search: '', status: '' });
  const backwards = params.from !== '' && params.to !== '' && params.to < params.from;
  const report = useReport(params, { enabled: !backwards });
  const change = (patch: Partial<ReportParams>) => setParams((was) => ({ ...was, ...patch }));

  return (
    <div className="space-y-5">
      <Card className="grid gap-3 p-4 sm:grid-cols-[minmax(0,16rem)_9rem_9rem] sm:p-5">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-opening`}>Opening</Label>
          <NativeSelect
            id={`${id}-opening`}
            value={params.openingId}
            onChange={(event) => change({ openingId: event.target.value })}
          >
            <option value="">Every opening</option>
            {(openings.data?.items ?? []).map((opening) => (
              <option key={opening.id} value={opening.id}>
                {opening.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>Applied from</Label>
          <DateInput id={`${id}-from`} value={params.from} onValueChange={(from) => change({ from })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>Applied to</Label>
          <DateInput
            id={`${id}-to`}
            value={params.to}
            min={params.from || undefined}
            onValueChange={(to) => change({ to })}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? `${id}-backwards` : undefined}
          />
        </div>
        {backwards ? (
          <p id={`${id}-backwards`} className="text-sm text-destructive sm:col-span-3">
            The end date is before the start date: choose dates in order.
          </p>
        ) : null}
      </Card>
      {backwards ? null : report.isError ? (
        <QueryError
          title="We could not load the report"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : !report.data ? (
        <div className="space-y-5" aria-busy="true">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : report.data.total.applications === 0 ? (
        <Card>
          <EmptyState Icon={BarChart3} title="No applications to report on" className="py-12">
            {params.openingId || params.from || params.to
              ? 'Nobody applied for this opening in these dates. Try another opening or other dates.'
              : 'The report fills in as candidates apply.'}
          </EmptyState>
        </Card>
      ) : (
        <div className={cn('transition-opacity', report.isPlaceholderData && 'opacity-60')}>
          <Figures report={report.data} />
        </div>
      )}
    </div>
  );
}
