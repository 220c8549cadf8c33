import { SignInMessages } from '@hrms/contracts/sign-in-messages';
import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import { useLoginOptions } from '../../../api/get-login-options';
import { Spinner } from '../../../components/ui/spinner';
import { contractText } from '../../../i18n/contract-messages';
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

export function LoginPage({
  onCredentialsSent,
}: {
  /** Called as the credentials go to the server: the app fetches the signed-in pages' code meanwhile. */
  onCredentialsSent?: () => void;
}) {
  const { status, twoFactorSetupRequired } = useAuth();
  const { t } = useLingui();
  const location = useLocation();
  const options = useLoginOptions();

  if (status === 'signed-in') {
    return (
      <>
        {/* The company requires two-factor and it is not set up: only the profile is open until it is. */}
        {twoFactorSetupRequired ? (
          <Navigate
            to={{ pathname: '/profile', hash: '#two-factor' }}
            replace
            state={{ notice: contractText(SignInMessages.twoFactorSetupRequired) }}
          />
        ) : (
          <Navigate to={redirectTarget(location.state)} replace />
        )}
        {/* The signed-in pages' code may still be on its way: a spinner, should that take a moment. */}
        <div className="flex min-h-dvh animate-fade-in items-center justify-center [animation-delay:300ms] [animation-fill-mode:backwards]">
          <Spinner className="size-8 text-primary" />
        </div>
      </>
    );
  }
  if (status === 'loading') {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label={t`Checking your session`} className="size-8 text-primary" />
      </div>
    );
  }

  return (
    <LoginForm
      companyName={options?.companyName ?? null}
      demoAccounts={options?.demoAccounts ?? []}
      // No company at all: the server waits for its first-run setup, and nobody can sign in yet.
      notSetUp={options !== undefined && options.companyName === null}
      onCredentialsSent={onCredentialsSent}
    />
  );
}
