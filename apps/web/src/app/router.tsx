/**
 * Every route of spec §2. The sign-in page comes with the first load; the data layer (TanStack
 * Query), the shell and every other page load on their first visit (bench/web).
 */
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { type Catalogue, loadCatalogues } from '../i18n/i18n';
import { CatchAll } from './routes/catch-all';
import type { SignedInPage } from './routes/signed-in-pages';
import { ErrorScreen } from './screens/error-screen';
import { FullPageLoadingScreen } from './screens/loading-screen';

/** A module, with the texts it shows in the active language (`common`, or its features'). */
const withTexts = <T,>(module: Promise<T>, catalogues: readonly Catalogue[]): Promise<T> =>
  Promise.all([module, loadCatalogues(catalogues)]).then(([loaded]) => loaded);

/** The data layer, with the texts of the shell and the shared components. */
const loadDataLayout = () => withTexts(import('./providers/data-provider'), ['common']);
/** The shell, with its bell's texts. */
const loadProtectedShell = () => withTexts(import('./routes/protected-shell'), ['features/notifications']);
const loadSignedInPages = () => import('./routes/signed-in-pages');

/** A signed-in page, its code fetched through the list that comes with the shell. */
function signedInPage(page: SignedInPage): RouteObject['lazy'] {
  return async () => ({ Component: await (await loadSignedInPages()).signedInPages[page].load() });
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
              withTexts(import('../features/recruitment/pages/careers-page'), ['features/recruitment']).then(
                (page) => ({
                  Component: page.CareersPage,
                }),
              ),
          },
          {
            path: 'careers/:id',
            lazy: () =>
              withTexts(import('../features/recruitment/pages/careers-opening-page'), [
                'features/recruitment',
              ]).then((page) => ({
                Component: page.CareersOpeningPage,
              })),
          },
          // Public, and open to a signed-in person too (they may be resetting their own password).
          {
            path: 'forgot-password',
            lazy: () =>
              withTexts(import('../features/auth/pages/forgot-password-page'), ['features/auth']).then(
                (page) => ({
                  Component: page.ForgotPasswordPage,
                }),
              ),
          },
          {
            path: 'reset-password/:token',
            lazy: () =>
              withTexts(import('../features/auth/pages/reset-password-page'), ['features/auth']).then(
                (page) => ({
                  Component: page.ResetPasswordPage,
                }),
              ),
          },
          // First-run setup through the address the server printed in its log: public.
          {
            path: 'setup',
            lazy: () =>
              withTexts(import('../features/auth/pages/setup-page'), ['features/auth']).then((page) => ({
                Component: page.SetupPage,
              })),
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
