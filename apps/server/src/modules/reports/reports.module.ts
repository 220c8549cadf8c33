/** Reports over attendance, leave, time, people and payroll; last month's reports by mail to hr. */
import { defineModule, mount } from '../../composition/module';
import { attendanceReads } from '../attendance/attendance.reads';
import { auditReads } from '../audit/audit.reads';
import { leaveReads } from '../leave/leave.reads';
import { timeTrackingReads } from '../time-tracking/time-tracking.reads';
import { MonthlyReportMail, reportsSchedules } from './monthly-report-mail';
import { reportSettingsRoutes, reportsRoutes } from './reports.routes';
import { ReportsService } from './reports.service';

export interface ReportsApi {
  reports: ReportsService;
  /** Last month's reports by mail to hr; `sendDue()` runs a pass. */
  monthlyMail: MonthlyReportMail;
}

export const reportsModule = defineModule({
  name: 'reports',
  build(ctx) {
    const { db, clock } = ctx;
    const payroll = ctx.use('payroll').summary;
    const reports = new ReportsService({
      db,
      clock,
      access: ctx.access,
      sources: {
        attendance: attendanceReads(db),
        leave: leaveReads(db),
        time: timeTrackingReads(db),
        audit: auditReads(db),
        payroll: (actor, query) => payroll.analytics(actor, query),
      },
    });
    const monthlyMail = new MonthlyReportMail({
      db,
      clock,
      audit: ctx.audit,
      configuration: ctx.configuration,
      mailer: ctx.mailer,
      reports,
      jobs: ctx.jobs,
    });
    return {
      api: { reports, monthlyMail },
      routes: () => [
        mount('/api/reports', reportsRoutes, { reports }),
        mount('/api/settings/reports', reportSettingsRoutes(monthlyMail), {}),
      ],
      schedules: reportsSchedules(monthlyMail, reports),
    };
  },
});
