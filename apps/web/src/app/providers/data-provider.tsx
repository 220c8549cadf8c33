/**
 * The data layer (TanStack Query) of the pages that fetch through it: the signed-in app and the
 * public pages but sign-in. Loaded with those pages, never with the sign-in page (bench/web).
 */
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../features/auth/components/auth-provider';
import { createQueryClient } from '../query-client';

let appClient: QueryClient | undefined;

/** The app's one cache, made on first use: every page under the data layer shares it. */
function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}

/**
 * What is cached belongs to one session: signing out, a 401 or another tab signing in as someone
 * else empties it, so nothing of one person shows to the next.
 */
function useCacheFollowsSession(client: QueryClient): void {
  const { token } = useAuth();
  const cachedFor = useRef(token);
  useEffect(() => {
    if (cachedFor.current !== null && cachedFor.current !== token) client.clear();
    cachedFor.current = token;
  }, [client, token]);
}

/**
 * Provides `client`, or else the cache already provided above (a screen rendered on its own inside
 * `AppProviders`), or else the app's own.
 */
export function DataProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const active = client ?? outer ?? appQueryClient();
  useCacheFollowsSession(active);
  return <QueryClientProvider client={active}>{children}</QueryClientProvider>;
}

/** The router's layout for the pages under the data layer. */
export function DataLayout() {
  return (
    <DataProvider>
      <Outlet />
    </DataProvider>
  );
}
