/** Reports → Leave: requests starting in the period by status, and approved days by type, department and month. */
import { Plane } from 'lucide-react';
import { BarList } from '../../../components/charts/bar-list';
import { ColumnChart } from '../../../components/charts/column-chart';
import { FigureTile } from '../../../components/figure-tile';
import { useLeaveReport } from '../api/get-reports';
import type { ReportFilters } from '../api/reports-keys';
import { ReportEmpty } from './report-empty';
import { count, days, monthLabel, monthTick } from './report-format';
import { ReportCard, ReportFrame } from './report-frame';

const STATUS_LABELS: Record<string, string> = {
  approved: 'Approved',
  pending: 'Waiting',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export function LeavePanel({ filters }: { filters: ReportFilters }) {
  const report = useLeaveReport(filters);
  return (
    <ReportFrame query={report} what="the leave report">
      {(r) => {
        if (r.byStatus.length === 0) {
          return (
            <ReportEmpty Icon={Plane} title="No leave starts in this period">
              Requests show here by the day they start.
            </ReportEmpty>
          );
        }
        const of = (status: string) => r.byStatus.find((s) => s.status === status);
        return (
          <>
            <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
              {['approved', 'pending', 'rejected', 'cancelled'].map((status) => (
                <FigureTile key={status} label={STATUS_LABELS[status]!} value={days(of(status)?.days ?? 0)}>
                  Days in {count(of(status)?.requests ?? 0)} requests
                </FigureTile>
              ))}
            </dl>
            <div className="grid gap-5 lg:grid-cols-2">
              <ReportCard title="By leave type" description="Approved days, and how many requests.">
                <BarList
                  title="Approved leave by type"
                  labelHeading="Leave type"
                  valueHeading="Days"
                  items={r.byType.map((t) => ({
                    id: t.code,
                    label: t.name,
                    value: t.days,
                    more: [count(t.requests)],
                  }))}
                  moreColumns={['Requests']}
                  format={days}
                />
              </ReportCard>
              <ReportCard title="By department" description="Approved days, and how many people took them.">
                <BarList
                  title="Approved leave by department"
                  labelHeading="Department"
                  valueHeading="Days"
                  tone="info"
                  items={r.byDepartment.map((d) => ({
                    id: d.department ?? 'none',
                    label: d.department ?? 'No department',
                    value: d.days,
                    more: [count(d.people)],
                  }))}
                  moreColumns={['People']}
                  format={days}
                />
              </ReportCard>
            </div>
            {r.byMonth.length > 1 ? (
              <ReportCard title="By month" description="Approved days by the month the leave starts.">
                <ColumnChart
                  title="Approved leave by month"
                  counts="Approved leave days"
                  periodLabel="Month"
                  series={[{ label: 'Days', tone: 'primary' }]}
                  points={r.byMonth.map((m) => ({
                    label: monthLabel(m.month),
                    tick: monthTick(m.month),
                    values: [m.days],
                  }))}
                  format={days}
                />
              </ReportCard>
            ) : null}
          </>
        );
      }}
    </ReportFrame>
  );
}
