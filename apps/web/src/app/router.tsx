/** Every route of spec §2; each page's code loads on first visit. */
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { CatchAll } from './routes/catch-all';
import { ProtectedShell } from './routes/protected-shell';
import { ErrorScreen } from './screens/error-screen';
import { FullPageLoadingScreen } from './screens/loading-screen';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <ErrorScreen />,
    HydrateFallback: FullPageLoadingScreen,
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
      },
      // The careers page: public, for candidates, whether or not someone is signed in.
      {
        path: 'careers',
        lazy: async () => ({
          Component: (await import('../features/recruitment/pages/careers-page')).CareersPage,
        }),
      },
      {
        path: 'careers/:id',
        lazy: async () => ({
          Component: (await import('../features/recruitment/pages/careers-opening-page')).CareersOpeningPage,
        }),
      },
      // Public, and open to a signed-in person too (they may be resetting their own password).
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password/:token',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      // First-run setup through the address the server printed in its log: public.
      {
        path: 'setup',
        lazy: async () => ({ Component: (await import('../features/auth/pages/setup-page')).SetupPage }),
      },
      {
        path: '/',
        element: <ProtectedShell />,
        children: [
          {
            // Errors inside a page keep the shell around the error screen.
            errorElement: <ErrorScreen />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
                }),
              },
              {
                path: 'employees/*',
                lazy: async () => ({ Component: (await import('./routes/employees-route')).EmployeesRoute }),
              },
              {
                path: 'organization',
                lazy: async () => ({
                  Component: (await import('../features/organization/pages/organization-page'))
                    .OrganizationPage,
                }),
              },
              {
                path: 'attendance/*',
                lazy: async () => ({
                  Component: (await import('./routes/attendance-route')).AttendanceRoute,
                }),
              },
              {
                path: 'time-tracking',
                lazy: async () => ({
                  Component: (await import('./routes/time-tracking-route')).TimeTrackingRoute,
                }),
              },
              {
                path: 'leave-management',
                lazy: async () => ({
                  Component: (await import('./routes/leave-route')).LeaveRoute,
                }),
              },
              {
                path: 'salary-slips',
                lazy: async () => ({
                  Component: (await import('./routes/salary-slips-route')).SalarySlipsRoute,
                }),
              },
              {
                path: 'payroll',
                lazy: async () => ({ Component: (await import('./routes/payroll-route')).PayrollRoute }),
              },
              {
                path: 'reports',
                lazy: async () => ({ Component: (await import('./routes/reports-route')).ReportsRoute }),
              },
              {
                path: 'announcements',
                lazy: async () => ({
                  Component: (await import('./routes/announcements-route')).AnnouncementsRoute,
                }),
              },
              {
                path: 'settings',
                lazy: async () => ({ Component: (await import('./routes/settings-route')).SettingsRoute }),
              },
              {
                path: 'employee-self-service',
                lazy: async () => ({
                  Component: (await import('./routes/self-service-route')).SelfServiceRoute,
                }),
              },
              {
                path: 'document-management',
                lazy: async () => ({ Component: (await import('./routes/documents-route')).DocumentsRoute }),
              },
              {
                path: 'holidays',
                lazy: async () => ({
                  Component: (await import('./routes/holidays-route')).HolidaysRoute,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/profile-page')).ProfilePage,
                }),
              },
              {
                path: 'onboarding',
                lazy: async () => ({
                  Component: (await import('./routes/onboarding-route')).OnboardingRoute,
                }),
              },
              {
                path: 'training',
                lazy: async () => ({
                  Component: (await import('./routes/training-route')).TrainingRoute,
                }),
              },
              {
                path: 'recruitment',
                lazy: async () => ({
                  Component: (await import('./routes/recruitment-route')).RecruitmentRoute,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
