/**
 * Each module's services by its name, as `ModuleContext.use` answers them. A module adds itself
 * here and to the list in modules.ts.
 */
import type { AnnouncementsApi } from '../modules/announcements/announcements.module';
import type { AttendanceApi } from '../modules/attendance/attendance.module';
import type { AuditApi } from '../modules/audit/audit.module';
import type { AuthApi } from '../modules/auth/auth.module';
import type { ConfigurationApi } from '../modules/configuration/configuration.module';
import type { DashboardApi } from '../modules/dashboard/dashboard.module';
import type { DocumentsApi } from '../modules/documents/documents.module';
import type { EmployeesApi } from '../modules/employees/employees.module';
import type { HealthApi } from '../modules/health/health.module';
import type { HolidaysApi } from '../modules/holidays/holidays.module';
import type { LeaveApi } from '../modules/leave/leave.module';
import type { NotificationsApi } from '../modules/notifications/notifications.module';
import type { OnboardingApi } from '../modules/onboarding/onboarding.module';
import type { OrganizationApi } from '../modules/organization/organization.module';
import type { PayrollApi } from '../modules/payroll/payroll.module';
import type { RecruitmentApi } from '../modules/recruitment/recruitment.module';
import type { ReportsApi } from '../modules/reports/reports.module';
import type { RoomsApi } from '../modules/rooms/rooms.module';
import type { SettingsApi } from '../modules/settings/settings.module';
import type { SetupApi } from '../modules/setup/setup.module';
import type { TimeTrackingApi } from '../modules/time-tracking/time-tracking.module';
import type { TrainingApi } from '../modules/training/training.module';

export interface ModuleApis {
  health: HealthApi;
  setup: SetupApi;
  configuration: ConfigurationApi;
  audit: AuditApi;
  notifications: NotificationsApi;
  rooms: RoomsApi;
  organization: OrganizationApi;
  auth: AuthApi;
  settings: SettingsApi;
  dashboard: DashboardApi;
  documents: DocumentsApi;
  announcements: AnnouncementsApi;
  training: TrainingApi;
  holidays: HolidaysApi;
  'time-tracking': TimeTrackingApi;
  attendance: AttendanceApi;
  leave: LeaveApi;
  payroll: PayrollApi;
  reports: ReportsApi;
  employees: EmployeesApi;
  onboarding: OnboardingApi;
  recruitment: RecruitmentApi;
}
