import { Navigate } from 'react-router';
import { useAuth } from '../../features/auth/components/auth-provider';
import { SessionCheckScreen } from '../screens/session-check-screen';

/** Any unknown path: the dashboard when signed in, otherwise the sign-in page (spec §2). */
export function CatchAll() {
  const { status } = useAuth();
  if (status === 'loading') return <SessionCheckScreen />;
  return <Navigate to={status === 'signed-in' ? '/dashboard' : '/login'} replace />;
}
