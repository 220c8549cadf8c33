import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { AuthProvider } from '../../features/auth/components/auth-provider';
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

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>{children}</AuthProvider>
        <AppToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
