import { Messages } from '@hrms/contracts/errors';
import { Navigate, useLocation } from 'react-router';
import { useLoginOptions } from '../../../api/get-login-options';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../components/auth-provider';
import { LoginForm } from '../components/login-form';

/** Where to go after signing in: the page that sent the person here, else the dashboard. */
function redirectTarget(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    const from = state.from;
    if (from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')) return from;
  }
  return '/dashboard';
}

export function LoginPage() {
  const { status, twoFactorSetupRequired } = useAuth();
  const location = useLocation();
  const options = useLoginOptions();

  if (status === 'signed-in') {
    // The company requires two-factor and it is not set up: only the profile is open until it is.
    if (twoFactorSetupRequired) {
      return (
        <Navigate
          to={{ pathname: '/profile', hash: '#two-factor' }}
          replace
          state={{ notice: Messages.twoFactorSetupRequired }}
        />
      );
    }
    return <Navigate to={redirectTarget(location.state)} replace />;
  }
  if (status === 'loading') {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label="Checking your session" className="size-8 text-primary" />
      </div>
    );
  }

  return (
    <LoginForm
      companyName={options.data?.companyName ?? null}
      demoAccounts={options.data?.demoAccounts ?? []}
      // No company at all: the server waits for its first-run setup, and nobody can sign in yet.
      notSetUp={options.isSuccess && options.data.companyName === null}
    />
  );
}
