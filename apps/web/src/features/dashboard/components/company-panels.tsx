/** The company's panels for hr and admin: people, attendance today, what waits, payroll, probations. */
import type { DashboardResponse } from '@hrms/contracts/dashboard';
import { useLingui } from '@lingui/react/macro';
import { Building2, ClipboardCheck, Hourglass, IndianRupee, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { ColumnChart } from '../../../components/charts/column-chart';
import { Avatar } from '../../../components/ui/avatar';
import { formatLocale } from '../../../i18n/i18n';
import { formatDate, formatNumber, formatPaise } from '../../../lib/format';
import {
  useDeclarationsToReview,
  useDocumentsToReview,
  usePayrollMonth,
  useTodayReport,
} from '../api/get-panels';
import { Panel, type PanelQuery, PanelRow } from './panel';
import { TodayFigures } from './team-panels';

const monthOf = (month: string) => new Date(`${month}-01T00:00:00Z`);
/** Formatters in the reader's language, made as the language is known. */
const shortMonth = () => new Intl.DateTimeFormat(formatLocale(), { month: 'short', timeZone: 'UTC' });
const longMonth = () =>
  new Intl.DateTimeFormat(formatLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function PeoplePanel() {
  const { t } = useLingui();
  const query = useTodayReport();
  return (
    <Panel title={t`People`} Icon={UsersRound} more={{ to: '/reports', label: t`Reports` }} query={query}>
      {(data) => (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[
              { label: t`Headcount`, value: formatNumber(data.headcount) },
              { label: t`Joined this month`, value: formatNumber(data.joinersThisMonth) },
              { label: t`Left this month`, value: formatNumber(data.leaversThisMonth) },
              {
                label: t`Attrition, 12 months`,
                value:
                  data.attritionRate === null ? '—' : `${data.attritionRate.toLocaleString(formatLocale())}%`,
              },
            ].map((figure) => (
              <div key={figure.label} className="rounded-lg border px-3 py-2">
                <dt className="text-xs text-muted-foreground">{figure.label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <ColumnChart
            title={t`Headcount by month`}
            counts={t`People on the payroll at each month's end`}
            periodLabel={t`Month`}
            series={[{ label: t`Headcount`, tone: 'primary' }]}
            points={data.headcountTrend.map((m) => ({
              label: longMonth().format(monthOf(m.month)),
              tick: shortMonth().format(monthOf(m.month)),
              values: [m.headcount],
            }))}
            format={formatNumber}
            compact
          />
        </div>
      )}
    </Panel>
  );
}

export function AttendanceTodayPanel() {
  const { t } = useLingui();
  const query = useTodayReport();
  return (
    <Panel
      title={t`Attendance today`}
      description={t`Every office`}
      Icon={Building2}
      more={{ to: '/attendance', label: t`Attendance` }}
      query={query}
    >
      {(data) => <TodayFigures today={data.today} />}
    </Panel>
  );
}

/** How many requests, documents and declarations wait for hr, each a link to where they are decided. */
export function ToReviewPanel() {
  const { t } = useLingui();
  const report = useTodayReport();
  const documents = useDocumentsToReview();
  const declarations = useDeclarationsToReview();
  const parts = [report, documents, declarations];
  const query: PanelQuery<{ leave: number; corrections: number; documents: number; declarations: number }> = {
    data:
      report.data && documents.data && declarations.data
        ? {
            leave: report.data.pending.leave,
            corrections: report.data.pending.regularizations,
            documents: documents.data.total,
            declarations: declarations.data.total,
          }
        : undefined,
    error: parts.find((part) => part.error)?.error ?? null,
    isPending: parts.some((part) => part.isPending),
    isFetching: parts.some((part) => part.isFetching),
    refetch: () => Promise.all(parts.map((part) => part.refetch())),
  };
  return (
    <Panel title={t`To review`} Icon={ClipboardCheck} query={query}>
      {(data) => (
        <ul className="divide-y">
          {[
            { to: '/leave-management?tab=approvals', label: t`Leave requests waiting`, value: data.leave },
            { to: '/attendance/requests', label: t`Attendance corrections waiting`, value: data.corrections },
            { to: '/document-management?tab=review', label: t`Documents to verify`, value: data.documents },
            { to: '/payroll?tab=declarations', label: t`Tax declarations waiting`, value: data.declarations },
          ].map((row) => (
            <li key={row.label} className="py-2.5 first:pt-0 last:pb-0">
              <Link
                to={row.to}
                className="flex items-center justify-between gap-3 rounded-md text-sm hover:underline"
              >
                {/* The colon is heard, not seen: the link reads "Leave requests waiting: 7", not "waiting7". */}
                <span>
                  {row.label}
                  <span className="sr-only">: </span>
                </span>
                <span className="text-lg font-semibold tabular-nums">{formatNumber(row.value)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** This month's pay run: how many slips stand at each step, and the month's net pay so far. */
export function PayrollMonthPanel() {
  const { t } = useLingui();
  // The company's month (from the report's today), not the browser's.
  const report = useTodayReport();
  const today = report.data?.date;
  const [year, month] = today ? [Number(today.slice(0, 4)), Number(today.slice(5, 7))] : [0, 0];
  const payroll = usePayrollMonth(year, month, today !== undefined);
  // Until the company's month is known the month's query waits: if that report fails, the panel
  // says so and retries it, instead of loading for ever.
  const query: PanelQuery<NonNullable<typeof payroll.data>> = report.error
    ? { ...payroll, error: report.error, isPending: false, refetch: () => report.refetch() }
    : payroll;
  return (
    <Panel
      title={t`Payroll this month`}
      description={today ? longMonth().format(monthOf(today.slice(0, 7))) : undefined}
      Icon={IndianRupee}
      more={{ to: '/payroll', label: t`Payroll` }}
      query={query}
    >
      {(data) => {
        const done = data.byStatus.finalised;
        const finalised = formatNumber(done);
        const employed = formatNumber(data.employed);
        const step =
          data.slips === 0
            ? t`Not started`
            : done === data.employed
              ? t`Finalised`
              : t`${finalised} of ${employed} finalised`;
        return (
          <div className="space-y-3">
            <p className="text-2xl font-semibold tracking-tight">{step}</p>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              {[
                { label: t`Employed`, value: formatNumber(data.employed) },
                { label: t`Slips`, value: formatNumber(data.slips) },
                { label: t`Net pay`, value: formatPaise(data.net) },
              ].map((figure) => (
                <div key={figure.label}>
                  <dt className="text-xs text-muted-foreground">{figure.label}</dt>
                  <dd className="font-medium tabular-nums">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      }}
    </Panel>
  );
}

export function ProbationsPanel({ summary }: { summary: PanelQuery<DashboardResponse> }) {
  const { t } = useLingui();
  return (
    <Panel
      title={t`Probations ending`}
      description={t`The next 30 days`}
      Icon={Hourglass}
      more={{ to: '/employees', label: t`People` }}
      query={summary}
      empty={(data) => (data.probations?.items.length ? null : t`No probation ends in the next 30 days`)}
    >
      {(data) => (
        <ul className="divide-y">
          {data.probations?.items.map((p) => (
            <PanelRow
              key={p.employee.id}
              lead={
                <Avatar name={p.employee.name} src={p.employee.photoUrl ?? undefined} className="size-8" />
              }
              title={
                <Link to={`/employees/${p.employee.id}`} className="hover:underline">
                  {p.employee.name}
                </Link>
              }
              detail={p.employee.designation ?? undefined}
              end={<span className="shrink-0 text-sm tabular-nums">{formatDate(p.endDate)}</span>}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
