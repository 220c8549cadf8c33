/**
 * What every page stands on, the sign-in page included: the translation layer, theme, session,
 * the sign-in options and the toasts. No data layer here: TanStack Query comes with the pages that need it
 * (./data-provider.tsx), so the first load stays small (bench/web).
 */
import { I18nProvider } from '@lingui/react';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { LoginOptionsContext, LoginOptionsStore } from '../../api/get-login-options';
import { AuthProvider } from '../../features/auth/components/auth-provider';
import { SessionLanguage } from '../../features/auth/components/session-language';
import { i18n } from '../../i18n/i18n';
import { loadSonner, toasterWanted } from '../../lib/toast';
import { ThemeProvider, useTheme } from './theme-provider';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/**
 * Toasts (spec §9): 4 s by default (errors and alerts pass their own), at most 20 on screen.
 * Mounted with the first toast (lib/toast.ts), which it then shows.
 */
function AppToaster() {
  const { resolvedTheme } = useTheme();
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.current);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={resolvedTheme}
        position="bottom-right"
        duration={4000}
        visibleToasts={20}
        richColors
        closeButton
      />
    </Suspense>
  );
}

export function RootProviders({ children }: { children: ReactNode }) {
  const [loginOptions] = useState(() => new LoginOptionsStore());
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider>
        <LoginOptionsContext.Provider value={loginOptions}>
          <AuthProvider>
            <SessionLanguage />
            {children}
          </AuthProvider>
        </LoginOptionsContext.Provider>
        <AppToaster />
      </ThemeProvider>
    </I18nProvider>
  );
}
