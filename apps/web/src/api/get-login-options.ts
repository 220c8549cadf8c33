/**
 * What the sign-in page shows before anyone signs in: the company's name and logo and the demo
 * accounts. The shell shows the same name and logo, so it is shared: one copy per app
 * (`LoginOptionsStore`, provided at the root), fetched on first use without TanStack Query, since
 * the sign-in page loads without it (bench/web). The signed-in app reads it through a query
 * (`login-options-query.ts`) that writes this copy when it fetches, so Settings → Company
 * reloading the query after a change reaches the sign-in page too.
 */
import type { LoginOptionsResponse } from '@hrms/contracts/auth';
import { LOCALES } from '@hrms/contracts/locales';
import { ROLES } from '@hrms/contracts/role-names';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { listOf, nullable, oneOf, shape, text } from '../lib/answer-shape';
import { api } from '../lib/api-client';

export const loginOptionsKey = ['login-options'] as const;

/** The contract's `LoginOptionsResponseSchema`, without zod, which the sign-in page does not load. */
const isLoginOptions = shape<LoginOptionsResponse>({
  companyName: nullable(text),
  logoUrl: nullable(text),
  language: oneOf(LOCALES),
  demoAccounts: listOf(
    shape<LoginOptionsResponse['demoAccounts'][number]>({ email: text, role: oneOf(ROLES), password: text }),
  ),
});

async function getLoginOptions(): Promise<LoginOptionsResponse> {
  const data = await api.get<unknown>('/auth/login-options', { skipAuthRedirect: true });
  if (!isLoginOptions(data)) throw new Error('The sign-in options did not match the contract');
  return data;
}

/** The app's copy of the options, and whoever shows them. */
export class LoginOptionsStore {
  private value: LoginOptionsResponse | undefined;
  private pending: Promise<LoginOptionsResponse> | undefined;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): LoginOptionsResponse | undefined => this.value;

  /** Fetches the options unless they are here or on the way. A failed fetch is tried on next use. */
  ensure(): void {
    if (this.value === undefined && this.pending === undefined) void this.reload().catch(() => {});
  }

  /** Fetches the options again (the company changed), joining a fetch already on the way. */
  reload(): Promise<LoginOptionsResponse> {
    this.pending ??= getLoginOptions().then(
      (options) => {
        this.pending = undefined;
        this.value = options;
        for (const listener of this.listeners) listener();
        return options;
      },
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }
}

export const LoginOptionsContext = createContext<LoginOptionsStore | null>(null);

export function useLoginOptionsStore(): LoginOptionsStore {
  const store = useContext(LoginOptionsContext);
  if (!store) throw new Error('useLoginOptionsStore must be used inside <LoginOptionsContext>');
  return store;
}

/** The options, once fetched; fetching them on first use. */
export function useLoginOptions(): LoginOptionsResponse | undefined {
  const store = useLoginOptionsStore();
  useEffect(() => store.ensure(), [store]);
  return useSyncExternalStore(store.subscribe, store.current);
}
