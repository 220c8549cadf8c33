/** The services the tests, the demo seed and the CLIs reach through `app.services`. */
import type { JobQueue } from '../jobs/job-queue';
import type { AccessService } from '../modules/access/access.service';
import type { AnnouncementsService } from '../modules/announcements/announcements.service';
import type { AttendanceDerivationService } from '../modules/attendance/attendance-derivation.service';
import type { AuthService } from '../modules/auth/auth.service';
import type { PasswordService } from '../modules/auth/password.service';
import type { DashboardService } from '../modules/dashboard/dashboard.service';
import type { EmployeesService } from '../modules/employees/employees.service';
import type { HealthService } from '../modules/health/health.service';
import type { HolidaysService } from '../modules/holidays/holidays.service';
import type { LeaveService } from '../modules/leave/leave.service';
import type { LeaveBalancesService } from '../modules/leave/leave-balances.service';
import type { LeaveRequestsService } from '../modules/leave/leave-requests.service';
import type { NotificationMail } from '../modules/notifications/notification-mail';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import type { OnboardingService } from '../modules/onboarding/onboarding.service';
import type { PayrollRunsService } from '../modules/payroll/payroll-runs.service';
import type { PayrollSlipsService } from '../modules/payroll/payroll-slips.service';
import type { RecruitmentService } from '../modules/recruitment/recruitment.service';
import type { MonthlyReportMail } from '../modules/reports/monthly-report-mail';
import type { SetupService } from '../modules/setup/setup.service';
import type { TimeTrackingService } from '../modules/time-tracking/time-tracking.service';
import type { RealtimeService } from '../realtime/realtime.service';
import type { Kernel } from './module';
import type { ModuleApis } from './module-apis';

export interface AppServices {
  /** Who reaches what: the access registry, with every module's record rules (decision 039). */
  access: AccessService;
  notifications: NotificationsService;
  /** Notification mail being sent; `drain()` waits for it. */
  notificationMail: NotificationMail;
  announcements: AnnouncementsService;
  holidays: HolidaysService;
  leave: LeaveService;
  leaveRequests: LeaveRequestsService;
  leaveBalances: LeaveBalancesService;
  time: TimeTrackingService;
  attendanceDays: AttendanceDerivationService;
  /** Salary slips: made, calculated, adjusted and finalised, a person's or a month's at once. */
  payrollSlips: PayrollSlipsService;
  /** A month's runs (a run is a `payroll.run` job: `jobs.settled()` waits for it). */
  payrollRuns: PayrollRunsService;
  auth: AuthService;
  passwords: PasswordService;
  realtime: RealtimeService;
  dashboard: DashboardService;
  health: HealthService;
  employees: EmployeesService;
  /** Onboarding and offboarding checklists; `sendOverdueReminders()` runs the reminder pass. */
  onboarding: OnboardingService;
  /** Openings, the careers page and applications. */
  recruitment: RecruitmentService;
  /** Last month's reports by mail to hr; `sendDue()` runs a pass. */
  monthlyReports: MonthlyReportMail;
  /** First-run setup: the company and its first admin on an empty database. */
  setup: SetupService;
  /** The job queue; `runDue()` runs a pass. */
  jobs: JobQueue;
}

export function appServices(kernel: Kernel, apis: ModuleApis): AppServices {
  return {
    jobs: kernel.jobs,
    access: kernel.access,
    notifications: kernel.notifications,
    notificationMail: kernel.notificationMail,
    realtime: kernel.realtime,
    monthlyReports: apis.reports.monthlyMail,
    announcements: apis.announcements.announcements,
    holidays: apis.holidays.holidays,
    leave: apis.leave.leave,
    leaveRequests: apis.leave.requests,
    leaveBalances: apis.leave.balances,
    time: apis['time-tracking'].time,
    attendanceDays: apis.attendance.derivation,
    payrollSlips: apis.payroll.slips,
    payrollRuns: apis.payroll.runs,
    auth: apis.auth.auth,
    passwords: apis.auth.passwords,
    dashboard: apis.dashboard.dashboard,
    health: apis.health.health,
    employees: apis.employees.employees,
    onboarding: apis.onboarding.onboarding,
    recruitment: apis.recruitment.recruitment,
    setup: apis.setup.setup,
  };
}
