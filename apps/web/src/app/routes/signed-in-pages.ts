/**
 * The code of each signed-in page, fetched on its first visit. Kept apart from the router, whose
 * table comes with the sign-in page: the table names the paths, and these loaders, of use only to
 * someone signed in, come after sign-in with the shell (app/router.tsx fetches both as the
 * credentials are sent).
 */
import type { ComponentType } from 'react';
import { loadCatalogues } from '../../i18n/i18n';

/**
 * A page: its code, and the features whose texts it shows (the route module's feature imports;
 * signed-in-pages.test.ts holds the list to them), fetched together.
 */
function page(features: readonly string[], load: () => Promise<ComponentType>) {
  const catalogues = features.map((feature) => `features/${feature}` as const);
  return {
    features,
    load: async (): Promise<ComponentType> => (await Promise.all([load(), loadCatalogues(catalogues)]))[0],
  };
}

export const signedInPages = {
  dashboard: page(
    ['dashboard'],
    async () => (await import('../../features/dashboard/pages/dashboard-page')).DashboardPage,
  ),
  employees: page(
    ['attendance', 'documents', 'employees', 'payroll', 'time-tracking', 'training'],
    async () => (await import('./employees-route')).EmployeesRoute,
  ),
  organization: page(
    ['organization'],
    async () => (await import('../../features/organization/pages/organization-page')).OrganizationPage,
  ),
  attendance: page(['attendance'], async () => (await import('./attendance-route')).AttendanceRoute),
  timeTracking: page(
    ['time-tracking'],
    async () => (await import('./time-tracking-route')).TimeTrackingRoute,
  ),
  leave: page(['leave'], async () => (await import('./leave-route')).LeaveRoute),
  salarySlips: page(['payroll'], async () => (await import('./salary-slips-route')).SalarySlipsRoute),
  payroll: page(['payroll'], async () => (await import('./payroll-route')).PayrollRoute),
  reports: page(['reports'], async () => (await import('./reports-route')).ReportsRoute),
  announcements: page(
    ['announcements'],
    async () => (await import('./announcements-route')).AnnouncementsRoute,
  ),
  settings: page(
    ['organization', 'payroll', 'reports', 'settings', 'time-tracking'],
    async () => (await import('./settings-route')).SettingsRoute,
  ),
  selfService: page(
    ['attendance', 'auth', 'dashboard', 'documents', 'payroll', 'self-service'],
    async () => (await import('./self-service-route')).SelfServiceRoute,
  ),
  documents: page(['documents'], async () => (await import('./documents-route')).DocumentsRoute),
  holidays: page(['holidays'], async () => (await import('./holidays-route')).HolidaysRoute),
  profile: page(['auth'], async () => (await import('../../features/auth/pages/profile-page')).ProfilePage),
  onboarding: page(['onboarding'], async () => (await import('./onboarding-route')).OnboardingRoute),
  training: page(['training'], async () => (await import('./training-route')).TrainingRoute),
  recruitment: page(['recruitment'], async () => (await import('./recruitment-route')).RecruitmentRoute),
};

export type SignedInPage = keyof typeof signedInPages;
