/**
 * The session (spec §4): loading while a stored token's profile is fetched,
 * then signed in or signed out. A failed profile load, a 401 anywhere or a
 * sign-out removes the token. It also remembers when the company requires
 * two-factor and this person has not set it up, so the shell keeps them on
 * their profile until they do.
 *
 * Plain state and fetch, with no data layer: the sign-in page stands on it, and
 * loads without TanStack Query (bench/web). The signed-in app's cache follows
 * the session from its side (app/providers/data-provider.tsx).
 */

import type { AuthUser, LoginResponse } from '@hrms/contracts/auth';
import { SignInMessages } from '@hrms/contracts/sign-in-messages';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { contractText } from '../../../i18n/contract-messages';
import {
  isApiError,
  setTwoFactorSetupRequiredHandler,
  setUnauthorizedHandler,
} from '../../../lib/api-client';
import { clearToken, getToken, setToken, TOKEN_STORAGE_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { getProfile, InvalidProfileError } from '../api/get-profile';
import { logout } from '../api/logout';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  token: string | null;
  /** Stores the token and user of a successful sign-in. */
  signIn: (response: LoginResponse) => void;
  /** Ends the session on the server (best effort) and here. */
  signOut: () => Promise<void>;
  /** The company requires two-factor for this person and it is not set up yet. */
  twoFactorSetupRequired: boolean;
  /**
   * The person signed out themselves: the next sign-in (perhaps someone else's) starts at the
   * dashboard, not at the page they left.
   */
  signedOutOnPurpose: boolean;
  /** Two-factor is now on: the rest of HRMS opens again. */
  markTwoFactorSetUp: () => void;
  /**
   * Fetches the profile again, resolving to what went wrong if it could not: a 401 ends the
   * session (it may have been revoked elsewhere), an answer that is not a profile too; a failure
   * along the way keeps it, with the details it had.
   */
  refreshProfile: () => Promise<Error | null>;
  /** The person's own details changed, as the server answered the change. */
  updateUser: (user: AuthUser) => void;
}

interface Session {
  token: string | null;
  /** Null while a token's profile is on its way. */
  user: AuthUser | null;
}

const TWO_FACTOR_TOAST_ID = 'two-factor-setup-required';
const SESSION_ENDED_TOAST_ID = 'session-ended';
const PROFILE_RETRY_DELAY_MS = 1000;

const AuthContext = createContext<AuthContextValue | null>(null);

/** A failure along the way (network, 5xx) is worth one more try; the server's considered answer is not. */
function worthRetrying(error: unknown): boolean {
  if (error instanceof InvalidProfileError) return false;
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

async function loadProfile(signal: AbortSignal): Promise<AuthUser> {
  try {
    return await getProfile(signal);
  } catch (error) {
    if (signal.aborted || !worthRetrying(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, PROFILE_RETRY_DELAY_MS));
    return getProfile(signal);
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(() => ({ token: getToken(), user: null }));
  const [twoFactorSetupRequired, setTwoFactorSetupRequired] = useState(false);
  const [signedOutOnPurpose, setSignedOutOnPurpose] = useState(false);
  const { token, user } = session;

  const endLocalSession = useCallback(() => {
    clearToken();
    setSession({ token: null, user: null });
    setTwoFactorSetupRequired(false);
  }, []);

  // A stored token (at start, or another tab's) is checked by loading its profile; a failed load
  // removes the token and signs the person out (spec §8).
  const checking = token !== null && user === null;
  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    loadProfile(controller.signal).then(
      (loaded) => setSession((current) => (current.token === token ? { token, user: loaded } : current)),
      () => {
        if (!controller.signal.aborted) endLocalSession();
      },
    );
    return () => controller.abort();
  }, [checking, token, endLocalSession]);

  // Any 401: the API client has cleared the token; the guards then send the browser to /login.
  // Saying why matters when the session was revoked from another device.
  const hadToken = token !== null;
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (hadToken) toast.info(contractText(SignInMessages.sessionExpired), { id: SESSION_ENDED_TOAST_ID });
        endLocalSession();
      }),
    [endLocalSession, hadToken],
  );

  // A 403 TWO_FACTOR_SETUP_REQUIRED anywhere: the shell sends the person to set it up, and says why.
  useEffect(
    () =>
      setTwoFactorSetupRequiredHandler(() => {
        setTwoFactorSetupRequired(true);
        toast.warning(contractText(SignInMessages.twoFactorSetupRequired), {
          id: TWO_FACTOR_TOAST_ID,
          duration: 6000,
        });
      }),
    [],
  );

  // Signing out (or in as someone else) in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const next = getToken();
      if (next !== token) setSession({ token: next, user: null });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token]);

  const signIn = useCallback((response: LoginResponse) => {
    setToken(response.access_token);
    setSession({ token: response.access_token, user: response.user });
    setTwoFactorSetupRequired(response.twoFactorSetupRequired === true);
    setSignedOutOnPurpose(false);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session may already be gone on the server; signing out here is what matters.
    }
    setSignedOutOnPurpose(true);
    endLocalSession();
    toast.success(contractText(SignInMessages.logoutSuccess));
  }, [endLocalSession]);

  const markTwoFactorSetUp = useCallback(() => {
    setTwoFactorSetupRequired(false);
    toast.dismiss(TWO_FACTOR_TOAST_ID);
  }, []);

  const refreshProfile = useCallback(async (): Promise<Error | null> => {
    if (token === null) return null;
    try {
      const loaded = await getProfile();
      setSession((current) => (current.token === token ? { token, user: loaded } : current));
      return null;
    } catch (error) {
      // A 401 has ended the session already, in the API client.
      if (error instanceof InvalidProfileError && getToken() === token) endLocalSession();
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [token, endLocalSession]);

  const updateUser = useCallback((next: AuthUser) => {
    setSession((current) => (current.token === null ? current : { ...current, user: next }));
  }, []);

  const status: AuthStatus = token === null ? 'signed-out' : user ? 'signed-in' : 'loading';

  const value = useMemo(
    () => ({
      status,
      user,
      token: status === 'signed-in' ? token : null,
      signIn,
      signOut,
      signedOutOnPurpose,
      twoFactorSetupRequired: status === 'signed-in' && twoFactorSetupRequired,
      markTwoFactorSetUp,
      refreshProfile,
      updateUser,
    }),
    [
      status,
      user,
      token,
      signIn,
      signOut,
      signedOutOnPurpose,
      twoFactorSetupRequired,
      markTwoFactorSetUp,
      refreshProfile,
      updateUser,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user; only for screens behind the session guard. */
export function useCurrentUser(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
