import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataProvider } from './data-provider';
import { RootProviders } from './root-providers';

/**
 * Every provider at once, with the given cache: for a screen rendered on its own, outside the
 * app's router (the tests). The app itself starts with `RootProviders` and brings the data layer
 * with the pages that need it (app/router.tsx).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <RootProviders>
      <DataProvider client={queryClient}>{children}</DataProvider>
    </RootProviders>
  );
}
