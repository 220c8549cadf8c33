/**
 * The live connection of a signed-in session (spec §7): refreshes cached data
 * when the server reports changes and turns its messages into notifications.
 * Mounted inside the protected shell, so it connects after sign-in and
 * disconnects on sign-out. The Socket.IO client and what each event does
 * (./realtime-connection.ts) are fetched once the shell has rendered: nothing
 * on screen waits for them (bench/web counts the first load).
 */
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAuth } from '../../features/auth/components/auth-provider';
import { useNotifications } from '../../features/notifications/components/notifications-provider';
import { i18n } from '../../i18n/i18n';
import type { ConnectionStatus, RealtimeConnection } from '../../lib/socket';
import { toast } from '../../lib/toast';

interface RealtimeContextValue {
  status: ConnectionStatus;
  /** Sends an event; warns and returns false when not connected. */
  send: (event: string, data?: unknown) => boolean;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export function RealtimeProvider({ token, children }: { token: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { refreshProfile } = useAuth();
  const { add, sync, refresh } = useNotifications();
  const [status, setStatus] = useState<ConnectionStatus>('disconnected');
  const connection = useRef<RealtimeConnection | null>(null);

  useEffect(() => {
    let conn: RealtimeConnection | null = null;
    let unmounted = false;
    void import('./realtime-connection').then(
      ({ openRealtimeConnection }) => {
        if (unmounted) return;
        conn = openRealtimeConnection(token, {
          queryClient,
          notifications: { add, sync, refresh },
          onStatus: setStatus,
          // The server dropping us may mean the session was revoked elsewhere: checking the profile now
          // gets the 401 that signs this tab out, instead of waiting for the person's next click.
          onServerDisconnect: () => void refreshProfile(),
        });
        connection.current = conn;
      },
      () => {
        // The client could not be fetched (offline, or a new version replaced the files): pages still
        // work and refresh on their own; the status dot says live updates are off.
        if (!unmounted) setStatus('error');
      },
    );

    return () => {
      unmounted = true;
      conn?.close();
      if (connection.current === conn) connection.current = null;
    };
  }, [token, queryClient, refreshProfile, add, sync, refresh]);

  const send = useCallback((event: string, data?: unknown) => {
    if (connection.current?.send(event, data)) return true;
    console.warn(`Cannot send ${event}: not connected to the server`);
    toast.warning(i18n._(msg`Cannot send ${event}: not connected to the server`));
    return false;
  }, []);

  const value = useMemo(() => ({ status, send }), [status, send]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return value;
}
