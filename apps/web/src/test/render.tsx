/** Test helpers: the app's providers around a memory router, and a fetch that answers per route. */
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers/app-providers';
import { createQueryClient } from '../app/query-client';

/** The app's own cache settings, without retries so failures show at once. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Makes `(min-width: 1024px)` and friends match, as on a desktop browser. */
export function stubDesktopMatchMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = testQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

type Answer =
  | { status?: number; body: unknown }
  | ((init: RequestInit | undefined) => { status?: number; body: unknown });

/** Stubs fetch: keys are `METHOD /api/path`; anything else answers 404. Returns the mock for call checks. */
export function stubApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = answers[key];
    const resolved = typeof answer === 'function' ? answer(init) : answer;
    const { status = 200, body } = resolved ?? {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: `No stub for ${key}`, code: 'NOT_FOUND' },
    };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const sampleUser = {
  id: '5b0a4d0e-3c2b-4a7e-9f1a-0c6d1e2f3a4b',
  email: 'riya.sharma@example.com',
  role: 'employee' as const,
  employee: {
    id: '7c1b5e1f-4d3c-4b8f-8a2b-1d7e2f3a4b5c',
    firstName: 'Riya',
    lastName: 'Sharma',
    employeeCode: 'EMP-0042',
    designation: 'Software Engineer',
    department: 'Engineering',
    office: 'Bengaluru',
    phone: null,
    personalEmail: null,
  },
  language: null,
};
