/** Reports → Attendance: a period's working days by how they went, by date and by department. */
import { CalendarX2 } from 'lucide-react';
import { BarList } from '../../../components/charts/bar-list';
import { ColumnChart } from '../../../components/charts/column-chart';
import { EmptyState } from '../../../components/empty-state';
import { FigureTile } from '../../../components/figure-tile';
import { Card } from '../../../components/ui/card';
import { useAttendanceReport } from '../api/get-reports';
import type { ReportFilters } from '../api/reports-keys';
import {
  ATTENDANCE_MORE,
  ATTENDANCE_SERIES,
  attendanceMore,
  attendanceValues,
  count,
  dayLabel,
  dayTick,
  hours,
  percent,
} from './report-format';
import { ReportCard, ReportFrame } from './report-frame';

export function AttendancePanel({ filters }: { filters: ReportFilters }) {
  const report = useAttendanceReport(filters);
  return (
    <ReportFrame query={report} what="the attendance report">
      {(r) => {
        const worked = r.totals.present + r.totals.late + r.totals.half_day;
        if (r.people === 0) {
          return (
            <Card>
              <EmptyState Icon={CalendarX2} title="No attendance in this period" className="py-10">
                Days appear here as people clock in, take leave or are marked.
              </EmptyState>
            </Card>
          );
        }
        return (
          <>
            <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
              <FigureTile label="Attendance" value={percent(r.attendanceRate)}>
                Days worked of working days
              </FigureTile>
              <FigureTile label="Punctuality" value={percent(r.punctualityRate)}>
                Days worked that began on time
              </FigureTile>
              <FigureTile label="Days worked" value={count(worked)}>
                {count(r.people)} people, {hours(r.workedMinutes)} worked
              </FigureTile>
              <FigureTile label="Absent" value={count(r.totals.absent)}>
                {count(r.totals.on_leave)} days on leave
              </FigureTile>
            </dl>
            <ReportCard
              title="By date"
              description="Each working day of the period by how it went; weekends and holidays are left out."
            >
              <ColumnChart
                title="Attendance by date"
                counts="People, by how their day went"
                periodLabel="Date"
                series={ATTENDANCE_SERIES}
                points={r.byDate.map((d) => ({
                  label: dayLabel(d.date),
                  tick: dayTick(d.date),
                  values: attendanceValues(d),
                  more: attendanceMore(d, null).slice(0, 3),
                }))}
                moreColumns={ATTENDANCE_MORE.slice(0, 3)}
                phoneColumns={1}
                format={count}
              />
            </ReportCard>
            <ReportCard title="By department" description="Days worked of working days, and how many people.">
              <BarList
                title="Attendance by department"
                labelHeading="Department"
                valueHeading="Attendance"
                items={r.byDepartment.map((d) => ({
                  id: d.department ?? 'none',
                  label: d.department ?? 'No department',
                  value: d.attendanceRate ?? 0,
                  more: [count(d.people), count(d.late), count(d.absent)],
                }))}
                moreColumns={['People', 'Late', 'Absent']}
                format={(v) => percent(v)}
              />
            </ReportCard>
          </>
        );
      }}
    </ReportFrame>
  );
}
