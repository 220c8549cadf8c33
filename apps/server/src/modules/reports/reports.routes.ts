import {
  AttendanceReportQuerySchema,
  AttendanceReportSchema,
  AttendanceTrendsQuerySchema,
  AttendanceTrendsSchema,
  DashboardReportSchema,
  DepartmentStatsSchema,
  LeaveReportSchema,
  PayrollReportQuerySchema,
  PayrollReportSchema,
  RecentActivitiesQuerySchema,
  RecentActivitiesSchema,
  ReportExportQuerySchema,
  ReportQuerySchema,
  ReportSettingsSchema,
  TimeTrackingReportSchema,
  UpdateReportSettingsBodySchema,
} from '@hrms/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import { settingsRoutes } from '../../lib/settings-routes';
import type { MonthlyReportMail } from './monthly-report-mail';
import type { ReportsService } from './reports.service';

/**
 * Reports (spec §7): hr and admin over the company, managers over their line (scope in the
 * service); the payroll report for hr and admin only.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  const common = { tags: ['reports'], security: [{ bearer: [] }] };
  const read = { access: 'reports:read' as const };

  app.get(
    '/dashboard',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Headcount and its trend, joiners, leavers, attrition, today’s attendance, pending requests',
        response: withErrors({ 200: DashboardReportSchema }),
      },
    },
    (request) => reports.dashboard(actorOf(request)),
  );

  app.get(
    '/attendance',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Days per status over a period, by date and by department, with rates',
        querystring: AttendanceReportQuerySchema,
        response: withErrors({ 200: AttendanceReportSchema }),
      },
    },
    (request) => reports.attendance(actorOf(request), request.query),
  );

  app.get(
    '/attendance-trends',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Days per status and the attendance rate for each of the last `months` months',
        querystring: AttendanceTrendsQuerySchema,
        response: withErrors({ 200: AttendanceTrendsSchema }),
      },
    },
    (request) => reports.attendanceTrends(actorOf(request), request.query),
  );

  app.get(
    '/leave',
    {
      config: read,
      schema: {
        ...common,
        summary:
          'Leave requests starting in a period: by status, and approved days by type, department and month',
        querystring: ReportQuerySchema,
        response: withErrors({ 200: LeaveReportSchema }),
      },
    },
    (request) => reports.leave(actorOf(request), request.query),
  );

  app.get(
    '/time-tracking',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Worked, break and overtime minutes over a period, by date and by department',
        querystring: ReportQuerySchema,
        response: withErrors({ 200: TimeTrackingReportSchema }),
      },
    },
    (request) => reports.timeTracking(actorOf(request), request.query),
  );

  app.get(
    '/payroll',
    {
      config: { access: 'payroll:manage' },
      schema: {
        ...common,
        summary: 'Finalised pay by month, department and component (hr and admin)',
        querystring: PayrollReportQuerySchema,
        response: withErrors({ 200: PayrollReportSchema }),
      },
    },
    (request) => reports.payroll(actorOf(request), request.query),
  );

  app.get(
    '/department-stats',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Per department: headcount, joiners, leavers, attendance rate and leave days over a period',
        querystring: ReportQuerySchema,
        response: withErrors({ 200: DepartmentStatsSchema }),
      },
    },
    (request) => reports.departmentStats(actorOf(request), request.query),
  );

  app.get(
    '/recent-activities',
    {
      config: read,
      schema: {
        ...common,
        summary: 'The newest changes: everyone’s for hr and admin, their line’s and their own for a manager',
        querystring: RecentActivitiesQuerySchema,
        response: withErrors({ 200: RecentActivitiesSchema }),
      },
    },
    (request) => reports.recentActivities(actorOf(request), request.query),
  );

  app.get(
    '/export',
    {
      config: read,
      schema: {
        ...common,
        summary: 'A report as CSV or XLSX with its filters applied',
        querystring: ReportExportQuerySchema,
        response: withErrors({ 200: z.any().describe('The file') }),
      },
    },
    async (request, reply) => sendFile(reply, await reports.exportFile(actorOf(request), request.query)),
  );
};

/** `/settings/reports`: whether last month's reports go by mail to hr on the first. */
export const reportSettingsRoutes = (monthlyReports: MonthlyReportMail) =>
  settingsRoutes({
    settings: ReportSettingsSchema,
    change: UpdateReportSettingsBodySchema,
    summary: 'Whether last month’s reports go by mail to every hr account on the first',
    read: (actor) => monthlyReports.settings(actor),
    update: (actor, body) => monthlyReports.updateSettings(actor, body),
  });
