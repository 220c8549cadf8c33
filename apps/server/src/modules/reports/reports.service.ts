/**
 * Reports: hr and admin read the company, a manager their line (direct and indirect reports), a
 * person named in a filter only when in reach; employees have none. No salary figure reaches a
 * manager: the payroll report is payroll's own analytics, for hr and admin. Every figure is counted
 * from the modules' rows (or the counts the database keeps beside them, decision 019).
 *
 * One door for the routes, the monthly mail and the schedule, each report answered by the family
 * that owns it:
 * - attendance, its trend and time tracking: attendance-reports.service.ts;
 * - leave: leave-reports.service.ts;
 * - departments, the dashboard, recent activity and payroll's analytics: people-reports.service.ts;
 * - files (CSV, XLSX, PDF): report-exports.service.ts.
 * What they share (what reports read of other modules, the scope and period of a report, the
 * remembered figures, the sums they count with) is in report-context.ts.
 */
import { AttendanceReportsService } from './attendance-reports.service';
import { LeaveReportsService } from './leave-reports.service';
import { PeopleReportsService } from './people-reports.service';
import { ReportContext, type ReportsServiceDeps } from './report-context';
import { ReportExportsService } from './report-exports.service';

export type { ReportSources, ReportsServiceDeps } from './report-context';
export type { ReportFile } from './report-exports.service';

type Attendance = AttendanceReportsService;
type Leave = LeaveReportsService;
type People = PeopleReportsService;
type Exports = ReportExportsService;

export class ReportsService {
  private readonly context: ReportContext;
  private readonly attendanceReports: AttendanceReportsService;
  private readonly leaveReports: LeaveReportsService;
  private readonly peopleReports: PeopleReportsService;
  private readonly exports: ReportExportsService;

  constructor(deps: ReportsServiceDeps) {
    this.context = new ReportContext(deps);
    this.attendanceReports = new AttendanceReportsService(this.context);
    this.leaveReports = new LeaveReportsService(this.context);
    this.peopleReports = new PeopleReportsService(this.context);
    this.exports = new ReportExportsService(this.context, {
      attendance: this.attendanceReports,
      leave: this.leaveReports,
      people: this.peopleReports,
    });
  }

  /** Folds the change counts the remembered figures are checked against. */
  foldChanges(): Promise<number> {
    return this.context.foldChanges();
  }

  // ---------------------------------------------------------------- attendance and time

  attendance(...args: Parameters<Attendance['attendance']>) {
    return this.attendanceReports.attendance(...args);
  }

  attendanceTrends(...args: Parameters<Attendance['attendanceTrends']>) {
    return this.attendanceReports.attendanceTrends(...args);
  }

  timeTracking(...args: Parameters<Attendance['timeTracking']>) {
    return this.attendanceReports.timeTracking(...args);
  }

  // ---------------------------------------------------------------- leave

  leave(...args: Parameters<Leave['leave']>) {
    return this.leaveReports.leave(...args);
  }

  // ---------------------------------------------------------------- people and payroll

  payroll(...args: Parameters<People['payroll']>) {
    return this.peopleReports.payroll(...args);
  }

  departmentStats(...args: Parameters<People['departmentStats']>) {
    return this.peopleReports.departmentStats(...args);
  }

  recentActivities(...args: Parameters<People['recentActivities']>) {
    return this.peopleReports.recentActivities(...args);
  }

  dashboard(...args: Parameters<People['dashboard']>) {
    return this.peopleReports.dashboard(...args);
  }

  // ---------------------------------------------------------------- exports

  exportFile(...args: Parameters<Exports['exportFile']>) {
    return this.exports.exportFile(...args);
  }
}
