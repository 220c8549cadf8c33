/**
 * The modules of the product, in the order they are built (decision 038). A module may use one
 * listed before it while it is built, and any module inside the functions it hands on. The events
 * are followed in this order too: attendance derives a day before leave counts it again.
 */
import { announcementsModule } from '../modules/announcements/announcements.module';
import { attendanceModule } from '../modules/attendance/attendance.module';
import { auditModule } from '../modules/audit/audit.module';
import { authModule } from '../modules/auth/auth.module';
import { configurationModule } from '../modules/configuration/configuration.module';
import { dashboardModule } from '../modules/dashboard/dashboard.module';
import { documentsModule } from '../modules/documents/documents.module';
import { employeesModule } from '../modules/employees/employees.module';
import { healthModule } from '../modules/health/health.module';
import { holidaysModule } from '../modules/holidays/holidays.module';
import { leaveModule } from '../modules/leave/leave.module';
import { notificationsModule } from '../modules/notifications/notifications.module';
import { onboardingModule } from '../modules/onboarding/onboarding.module';
import { organizationModule } from '../modules/organization/organization.module';
import { payrollModule } from '../modules/payroll/payroll.module';
import { recruitmentModule } from '../modules/recruitment/recruitment.module';
import { reportsModule } from '../modules/reports/reports.module';
import { roomsModule } from '../modules/rooms/rooms.module';
import { settingsModule } from '../modules/settings/settings.module';
import { setupModule } from '../modules/setup/setup.module';
import { timeTrackingModule } from '../modules/time-tracking/time-tracking.module';
import { trainingModule } from '../modules/training/training.module';
import type { Kernel, ModuleContext, ModuleParts } from './module';
import type { ModuleApis } from './module-apis';

export const MODULES = [
  healthModule,
  configurationModule,
  auditModule,
  roomsModule,
  notificationsModule,
  organizationModule,
  settingsModule,
  authModule,
  setupModule,
  dashboardModule,
  documentsModule,
  announcementsModule,
  trainingModule,
  holidaysModule,
  timeTrackingModule,
  attendanceModule,
  leaveModule,
  payrollModule,
  reportsModule,
  employeesModule,
  onboardingModule,
  recruitmentModule,
] as const;

export interface BuiltModule {
  name: keyof ModuleApis;
  parts: ModuleParts<unknown>;
}

/**
 * Builds every module in order; answers their services by name and what each declared. Its rules of
 * reach, the events it follows and its recurring work are handed to the access registry, the event
 * map and the job queue here.
 */
export function buildModules(kernel: Kernel): { apis: ModuleApis; modules: BuiltModule[] } {
  const apis: Partial<Record<keyof ModuleApis, unknown>> = {};
  const use = <K extends keyof ModuleApis>(name: K): ModuleApis[K] => {
    if (!(name in apis)) {
      throw new Error(
        `the ${name} module was asked for before it was built: ask inside the function that needs it`,
      );
    }
    return apis[name] as ModuleApis[K];
  };
  const ctx: ModuleContext = { ...kernel, use };
  const modules = MODULES.map((manifest): BuiltModule => {
    const parts = (manifest.build as (ctx: ModuleContext) => ModuleParts<unknown>)(ctx);
    apis[manifest.name] = parts.api;
    if (parts.access) kernel.access.register(parts.access);
    if (parts.events) kernel.events.subscribe(manifest.name, parts.events);
    for (const schedule of parts.schedules ?? []) kernel.jobs.every(schedule);
    return { name: manifest.name, parts };
  });
  return { apis: apis as ModuleApis, modules };
}
