import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '../../components/ui/tooltip';
import { AuthProvider } from '../../features/auth/components/auth-provider';
import { ThemeProvider, useTheme } from './theme-provider';

/** Toasts (spec §9): 4 s by default (errors and alerts pass their own), at most 20 on screen. */
function AppToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      theme={resolvedTheme}
      position="bottom-right"
      duration={4000}
      visibleToasts={20}
      richColors
      closeButton
    />
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <AuthProvider>{children}</AuthProvider>
          <AppToaster />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
