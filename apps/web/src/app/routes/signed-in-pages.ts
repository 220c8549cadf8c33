/**
 * The code of each signed-in page, fetched on its first visit. Kept apart from the router, whose
 * table comes with the sign-in page: the table names the paths, and these loaders, of use only to
 * someone signed in, come after sign-in with the shell (app/router.tsx fetches both as the
 * credentials are sent).
 */
import type { ComponentType } from 'react';

export const signedInPages = {
  dashboard: async () => (await import('../../features/dashboard/pages/dashboard-page')).DashboardPage,
  employees: async () => (await import('./employees-route')).EmployeesRoute,
  organization: async () =>
    (await import('../../features/organization/pages/organization-page')).OrganizationPage,
  attendance: async () => (await import('./attendance-route')).AttendanceRoute,
  timeTracking: async () => (await import('./time-tracking-route')).TimeTrackingRoute,
  leave: async () => (await import('./leave-route')).LeaveRoute,
  salarySlips: async () => (await import('./salary-slips-route')).SalarySlipsRoute,
  payroll: async () => (await import('./payroll-route')).PayrollRoute,
  reports: async () => (await import('./reports-route')).ReportsRoute,
  announcements: async () => (await import('./announcements-route')).AnnouncementsRoute,
  settings: async () => (await import('./settings-route')).SettingsRoute,
  selfService: async () => (await import('./self-service-route')).SelfServiceRoute,
  documents: async () => (await import('./documents-route')).DocumentsRoute,
  holidays: async () => (await import('./holidays-route')).HolidaysRoute,
  profile: async () => (await import('../../features/auth/pages/profile-page')).ProfilePage,
  onboarding: async () => (await import('./onboarding-route')).OnboardingRoute,
  training: async () => (await import('./training-route')).TrainingRoute,
  recruitment: async () => (await import('./recruitment-route')).RecruitmentRoute,
} satisfies Record<string, () => Promise<ComponentType>>;

export type SignedInPage = keyof typeof signedInPages;
