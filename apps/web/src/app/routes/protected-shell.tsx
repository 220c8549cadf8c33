import { Messages } from '@hrms/contracts/messages';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/components/auth-provider';
import { NotificationsProvider } from '../../features/notifications/components/notifications-provider';
import { RealtimeProvider } from '../providers/realtime-provider';
import { SessionCheckScreen } from '../screens/session-check-screen';
import { AppShell } from '../shell/app-shell';

/**
 * `/`: the shell for a signed-in person; anyone else goes to /login (spec §2).
 * While the company requires two-factor and the person has not set it up, every
 * page but the profile sends them there, to its two-factor section.
 */
export function ProtectedShell() {
  const { status, user, token, twoFactorSetupRequired, signedOutOnPurpose } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <SessionCheckScreen />;
  if (status === 'signed-out' || !user || !token) {
    const from = signedOutOnPurpose ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={from} />;
  }
  if (twoFactorSetupRequired && location.pathname !== '/profile') {
    return (
      <Navigate
        to={{ pathname: '/profile', hash: '#two-factor' }}
        replace
        state={{ notice: Messages.twoFactorSetupRequired }}
      />
    );
  }
  // Keyed by user: a different person signing in starts with an empty list and a fresh connection.
  return (
    <NotificationsProvider key={user.id}>
      <RealtimeProvider token={token}>
        <AppShell user={user} />
      </RealtimeProvider>
    </NotificationsProvider>
  );
}
