/**
 * Every route of spec §2. The sign-in page comes with the first load; the data layer (TanStack
 * Query), the shell and every other page load on their first visit (bench/web).
 */
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { loadAppCatalogue } from '../i18n/i18n';
import { CatchAll } from './routes/catch-all';
import type { SignedInPage } from './routes/signed-in-pages';
import { ErrorScreen } from './screens/error-screen';
import { FullPageLoadingScreen } from './screens/loading-screen';

/** The data layer, with the texts of every page but sign-in in the active language. */
const loadDataLayout = () =>
  Promise.all([import('./providers/data-provider'), loadAppCatalogue()]).then(([layer]) => layer);
const loadProtectedShell = () => import('./routes/protected-shell');
const loadSignedInPages = () => import('./routes/signed-in-pages');

/** A signed-in page, its code fetched through the list that comes with the shell. */
function signedInPage(page: SignedInPage): RouteObject['lazy'] {
  return async () => ({ Component: await (await loadSignedInPages()).signedInPages[page]() });
}

/** Starts fetching what every signed-in page stands on, while the server checks a password. */
function preloadSignedInApp(): void {
  void loadDataLayout();
  void loadProtectedShell();
  void loadSignedInPages();
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <ErrorScreen />,
    HydrateFallback: FullPageLoadingScreen,
    children: [
      {
        path: 'login',
        element: <LoginPage onCredentialsSent={preloadSignedInApp} />,
      },
      // Every page but sign-in fetches through the data layer, loaded with the first of them.
      {
        id: 'data',
        lazy: () => loadDataLayout().then((layer) => ({ Component: layer.DataLayout })),
        children: [
          // The careers page: public, for candidates, whether or not someone is signed in.
          {
            path: 'careers',
            lazy: () =>
              import('../features/recruitment/pages/careers-page').then((page) => ({
                Component: page.CareersPage,
              })),
          },
          {
            path: 'careers/:id',
            lazy: () =>
              import('../features/recruitment/pages/careers-opening-page').then((page) => ({
                Component: page.CareersOpeningPage,
              })),
          },
          // Public, and open to a signed-in person too (they may be resetting their own password).
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/auth/pages/forgot-password-page').then((page) => ({
                Component: page.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password/:token',
            lazy: () =>
              import('../features/auth/pages/reset-password-page').then((page) => ({
                Component: page.ResetPasswordPage,
              })),
          },
          // First-run setup through the address the server printed in its log: public.
          {
            path: 'setup',
            lazy: () =>
              import('../features/auth/pages/setup-page').then((page) => ({ Component: page.SetupPage })),
          },
          {
            path: '/',
            lazy: () => loadProtectedShell().then((shell) => ({ Component: shell.ProtectedShell })),
            children: [
              {
                // Errors inside a page keep the shell around the error screen.
                errorElement: <ErrorScreen />,
                children: [
                  { index: true, element: <Navigate to="/dashboard" replace /> },
                  { path: 'dashboard', lazy: signedInPage('dashboard') },
                  { path: 'employees/*', lazy: signedInPage('employees') },
                  { path: 'organization', lazy: signedInPage('organization') },
                  { path: 'attendance/*', lazy: signedInPage('attendance') },
                  { path: 'time-tracking', lazy: signedInPage('timeTracking') },
                  { path: 'leave-management', lazy: signedInPage('leave') },
                  { path: 'salary-slips', lazy: signedInPage('salarySlips') },
                  { path: 'payroll', lazy: signedInPage('payroll') },
                  { path: 'reports', lazy: signedInPage('reports') },
                  { path: 'announcements', lazy: signedInPage('announcements') },
                  { path: 'settings', lazy: signedInPage('settings') },
                  { path: 'employee-self-service', lazy: signedInPage('selfService') },
                  { path: 'document-management', lazy: signedInPage('documents') },
                  { path: 'holidays', lazy: signedInPage('holidays') },
                  { path: 'profile', lazy: signedInPage('profile') },
                  { path: 'onboarding', lazy: signedInPage('onboarding') },
                  { path: 'training', lazy: signedInPage('training') },
                  { path: 'recruitment', lazy: signedInPage('recruitment') },
                ],
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
