/** Reports → Departments: headcount at the period's end, who joined and left, attendance and leave. */
import { Building2 } from 'lucide-react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { useDepartmentStats } from '../api/get-reports';
import type { ReportFilters } from '../api/reports-keys';
import { ReportEmpty } from './report-empty';
import { count, days, percent } from './report-format';
import { ReportCard, ReportFrame } from './report-frame';

export function DepartmentsPanel({ filters }: { filters: ReportFilters }) {
  const report = useDepartmentStats(filters);
  return (
    <ReportFrame query={report} what="the department figures">
      {(r) =>
        r.departments.length === 0 ? (
          <ReportEmpty Icon={Building2} title="Nobody in this period">
            Departments show here once people are employed in them.
          </ReportEmpty>
        ) : (
          <ReportCard
            title="Departments"
            description="Headcount on the last day of the period; joiners, leavers, attendance and approved leave within it."
          >
            <Table>
              <TableCaption className="sr-only">Figures by department</TableCaption>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead scope="col">Department</TableHead>
                  <TableHead scope="col" className="text-right">
                    Headcount
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Joiners
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Leavers
                  </TableHead>
                  <TableHead scope="col" className="hidden text-right sm:table-cell">
                    Attendance
                  </TableHead>
                  <TableHead scope="col" className="hidden text-right sm:table-cell">
                    Leave days
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {r.departments.map((d) => (
                  <TableRow key={d.id ?? 'none'}>
                    <TableCell className="font-medium">{d.name ?? 'No department'}</TableCell>
                    <TableCell className="text-right tabular-nums">{count(d.headcount)}</TableCell>
                    <TableCell className="text-right tabular-nums">{count(d.joiners)}</TableCell>
                    <TableCell className="text-right tabular-nums">{count(d.leavers)}</TableCell>
                    <TableCell className="hidden text-right tabular-nums sm:table-cell">
                      {percent(d.attendanceRate)}
                    </TableCell>
                    <TableCell className="hidden text-right tabular-nums sm:table-cell">
                      {days(d.leaveDays)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ReportCard>
        )
      }
    </ReportFrame>
  );
}
