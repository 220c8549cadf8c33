/** Reports → Time: hours worked, on breaks and over time in the period, by date and by department. */
import { Timer } from 'lucide-react';
import { BarList } from '../../../components/charts/bar-list';
import { ColumnChart } from '../../../components/charts/column-chart';
import { EmptyState } from '../../../components/empty-state';
import { FigureTile } from '../../../components/figure-tile';
import { Card } from '../../../components/ui/card';
import { useTimeReport } from '../api/get-reports';
import type { ReportFilters } from '../api/reports-keys';
import { count, dayLabel, dayTick, hours } from './report-format';
import { ReportCard, ReportFrame } from './report-frame';

export function TimePanel({ filters }: { filters: ReportFilters }) {
  const report = useTimeReport(filters);
  return (
    <ReportFrame query={report} what="the time report">
      {(r) =>
        r.people === 0 ? (
          <Card>
            <EmptyState Icon={Timer} title="Nobody clocked in during this period" className="py-10">
              Hours show here once people clock in and out.
            </EmptyState>
          </Card>
        ) : (
          <>
            <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
              <FigureTile label="Worked" value={hours(r.workedMinutes)}>
                By {count(r.people)} people
              </FigureTile>
              <FigureTile label="Overtime" value={hours(r.overtimeMinutes)}>
                Beyond each day’s threshold
              </FigureTile>
              <FigureTile label="Breaks" value={hours(r.breakMinutes)}>
                Between clock-in and clock-out
              </FigureTile>
              <FigureTile label="Clock entries" value={count(r.entries)}>
                {count(r.flagged)} flagged for review
              </FigureTile>
            </dl>
            <ReportCard
              title="By date"
              description="Hours worked and over time on each day, and by how many people."
            >
              <ColumnChart
                title="Hours by date"
                counts="Hours worked, everyone together"
                scaleUnit={60}
                periodLabel="Date"
                series={[
                  { label: 'Worked', tone: 'primary' },
                  { label: 'Overtime', tone: 'warning' },
                ]}
                points={r.byDate.map((d) => ({
                  label: dayLabel(d.date),
                  tick: dayTick(d.date),
                  // Overtime is part of the hours worked: the stack shows it on top, not twice.
                  values: [d.workedMinutes - d.overtimeMinutes, d.overtimeMinutes],
                  more: [count(d.people)],
                }))}
                moreColumns={['People']}
                phoneColumns={1}
                format={hours}
              />
            </ReportCard>
            <ReportCard title="By department" description="Average hours a day worked, with the totals.">
              <BarList
                title="Hours by department"
                labelHeading="Department"
                valueHeading="Average a day"
                items={r.byDepartment.map((d) => ({
                  id: d.department ?? 'none',
                  label: d.department ?? 'No department',
                  value: d.averageMinutes,
                  more: [count(d.people), hours(d.workedMinutes), hours(d.overtimeMinutes)],
                }))}
                moreColumns={['People', 'Worked', 'Overtime']}
                format={hours}
              />
            </ReportCard>
          </>
        )
      }
    </ReportFrame>
  );
}
