/**
 * The session (spec §4): loading while a stored token's profile is fetched,
 * then signed in or signed out. A failed profile load, a 401 anywhere or a
 * sign-out removes the token and empties every cache. It also remembers when
 * the company requires two-factor and this person has not set it up, so the
 * shell keeps them on their profile until they do.
 */

import type { AuthUser, LoginResponse } from '@hrms/contracts/auth';
import { Messages } from '@hrms/contracts/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  isApiError,
  setTwoFactorSetupRequiredHandler,
  setUnauthorizedHandler,
} from '../../../lib/api-client';
import { clearToken, getToken, setToken, TOKEN_STORAGE_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { InvalidProfileError, profileQueryOptions } from '../api/get-profile';
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
}

const TWO_FACTOR_TOAST_ID = 'two-factor-setup-required';
const SESSION_ENDED_TOAST_ID = 'session-ended';

const AuthContext = createContext<AuthContextValue | null>(null);

function shouldRetryProfile(failureCount: number, error: unknown): boolean {
  if (error instanceof InvalidProfileError) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState<string | null>(getToken);
  const [twoFactorSetupRequired, setTwoFactorSetupRequired] = useState(false);
  const [signedOutOnPurpose, setSignedOutOnPurpose] = useState(false);

  const profile = useQuery({
    ...profileQueryOptions(),
    enabled: token !== null,
    retry: shouldRetryProfile,
  });

  const endLocalSession = useCallback(() => {
    clearToken();
    setTokenState(null);
    setTwoFactorSetupRequired(false);
    queryClient.clear();
  }, [queryClient]);

  // Profile load failure: token removed, user signed out (spec §8). A failed background
  // refresh of a profile already loaded keeps the session (a 401 still ends it, above).
  const profileFailed =
    profile.isError && (profile.data === undefined || profile.error instanceof InvalidProfileError);
  useEffect(() => {
    if (token !== null && profileFailed) endLocalSession();
  }, [token, profileFailed, endLocalSession]);

  // Any 401: the API client has cleared the token; the guards then send the browser to /login.
  // Saying why matters when the session was revoked from another device.
  const hadToken = token !== null;
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (hadToken) toast.info(Messages.sessionExpired, { id: SESSION_ENDED_TOAST_ID });
        endLocalSession();
      }),
    [endLocalSession, hadToken],
  );

  // A 403 TWO_FACTOR_SETUP_REQUIRED anywhere: the shell sends the person to set it up, and says why.
  useEffect(
    () =>
      setTwoFactorSetupRequiredHandler(() => {
        setTwoFactorSetupRequired(true);
        toast.warning(Messages.twoFactorSetupRequired, { id: TWO_FACTOR_TOAST_ID, duration: 6000 });
      }),
    [],
  );

  // Signing out (or in as someone else) in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const next = getToken();
      if (next === null) {
        setTokenState(null);
        queryClient.clear();
      } else if (next !== token) {
        queryClient.clear();
        setTokenState(next);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, token]);

  const signIn = useCallback(
    (response: LoginResponse) => {
      setToken(response.access_token);
      queryClient.setQueryData(profileQueryOptions().queryKey, response.user);
      setTwoFactorSetupRequired(response.twoFactorSetupRequired === true);
      setSignedOutOnPurpose(false);
      setTokenState(response.access_token);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session may already be gone on the server; signing out here is what matters.
    }
    setSignedOutOnPurpose(true);
    endLocalSession();
    toast.success(Messages.logoutSuccess);
  }, [endLocalSession]);

  const markTwoFactorSetUp = useCallback(() => {
    setTwoFactorSetupRequired(false);
    toast.dismiss(TWO_FACTOR_TOAST_ID);
    // Whatever was refused while two-factor was missing can load now.
    void queryClient.invalidateQueries();
  }, [queryClient]);

  const user = token !== null ? (profile.data ?? null) : null;
  const status: AuthStatus = token === null || profileFailed ? 'signed-out' : user ? 'signed-in' : 'loading';

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
    }),
    [status, user, token, signIn, signOut, signedOutOnPurpose, twoFactorSetupRequired, markTwoFactorSetUp],
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
