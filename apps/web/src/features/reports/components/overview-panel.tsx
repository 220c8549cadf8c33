/**
 * Reports → Overview: headcount and how it moved over twelve months, joiners, leavers and attrition,
 * who is in today and what waits for a decision, and six months of attendance.
 */
import { ColumnChart } from '../../../components/charts/column-chart';
import { FigureTile } from '../../../components/figure-tile';
import { useAttendanceTrends, useDashboardReport } from '../api/get-reports';
import {
  ATTENDANCE_MORE,
  ATTENDANCE_SERIES,
  attendanceMore,
  attendanceValues,
  count,
  monthLabel,
  monthTick,
  percent,
} from './report-format';
import { ReportCard, ReportFrame } from './report-frame';

export function OverviewPanel({ wide }: { wide: boolean }) {
  const dashboard = useDashboardReport();
  const trends = useAttendanceTrends(6, {});
  const whose = wide ? 'the company' : 'your team';
  return (
    <ReportFrame query={dashboard} what="the overview">
      {(d) => (
        <>
          <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3">
            <FigureTile label="Headcount" value={count(d.headcount)}>
              Employed today in {whose}
            </FigureTile>
            <FigureTile label="Joiners this month" value={count(d.joinersThisMonth)}>
              {count(d.leaversThisMonth)} left this month
            </FigureTile>
            <FigureTile label="Attrition" value={percent(d.attritionRate)}>
              Leavers of twelve months over the average headcount
            </FigureTile>
            <FigureTile label="In today" value={count(d.today.present + d.today.late + d.today.half_day)}>
              {count(d.today.late)} late, {count(d.today.on_leave)} on leave, {count(d.today.absent)} absent
            </FigureTile>
            <FigureTile label="Leave waiting" value={count(d.pending.leave)}>
              Requests waiting for a decision
            </FigureTile>
            <FigureTile label="Forgotten punches waiting" value={count(d.pending.regularizations)}>
              Corrections asked for
            </FigureTile>
          </dl>
          <ReportCard title="Headcount" description={`People employed at each month’s end in ${whose}.`}>
            <ColumnChart
              title="Headcount by month"
              counts="People on the payroll at each month's end"
              periodLabel="Month"
              series={[{ label: 'Headcount', tone: 'primary' }]}
              points={d.headcountTrend.map((m) => ({
                label: monthLabel(m.month),
                tick: monthTick(m.month),
                values: [m.headcount],
              }))}
              format={count}
            />
          </ReportCard>
          {trends.data ? (
            <ReportCard
              title="Attendance over six months"
              description="Working days by how they went; weekends and holidays are not working days."
            >
              <ColumnChart
                title="Attendance by month"
                counts="Working days, by how they went"
                periodLabel="Month"
                series={ATTENDANCE_SERIES}
                points={trends.data.months.map((m) => ({
                  label: monthLabel(m.month),
                  tick: monthTick(m.month),
                  values: attendanceValues(m),
                  more: attendanceMore(m, m.attendanceRate),
                }))}
                moreColumns={ATTENDANCE_MORE}
                phoneColumns={1}
                format={count}
              />
            </ReportCard>
          ) : null}
        </>
      )}
    </ReportFrame>
  );
}
