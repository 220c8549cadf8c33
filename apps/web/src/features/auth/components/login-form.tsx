import type { DeviceInfo, LoginOptionsResponse, LoginResponse } from '@hrms/contracts/auth';
import { SignInMessages } from '@hrms/contracts/sign-in-messages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle, ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { contractText } from '../../../i18n/contract-messages';
import { i18n } from '../../../i18n/i18n';
import { fieldErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { login, loginErrorMessage } from '../api/login';
import { AuthLayout } from './auth-layout';
import { useAuth } from './auth-provider';
import { checkSignInFields, type SignInField, type SignInFieldErrors } from './sign-in-fields';
import type { Challenge } from './two-factor-step';

// The second step serves only accounts with two-factor: fetched as the credentials are sent, so it
// is here by the time the server asks for a code. The demo accounts show only on demo installs.
const loadTwoFactorStep = () => import('./two-factor-step');
const TwoFactorScreen = lazy(() =>
  loadTwoFactorStep().then(({ TwoFactorScreen }) => ({ default: TwoFactorScreen })),
);
const DemoAccounts = lazy(() =>
  import('./demo-accounts').then(({ DemoAccounts }) => ({ default: DemoAccounts })),
);

interface Device {
  info: DeviceInfo;
  /** How a new-device notice names it when the server does not. */
  described: string;
}

/** The details of this device, sent with the credentials; their code is fetched only then. */
async function readDevice(): Promise<Device | undefined> {
  try {
    const { collectDeviceInfo, describeDevice } = await import('../../../lib/device-info');
    const info = await collectDeviceInfo();
    return { info, described: describeDevice(info) };
  } catch {
    return undefined;
  }
}

/**
 * A successful sign-in (spec §8), after the password or after the second step, said once: a security
 * alert when there is one (it names the device, so a new device is not said again), else the
 * success line with a new device after it, else the success line; a missing second step says that
 * instead, under the shell's id, so the shell's own notice replaces it rather than stacks. It shows
 * at the top, in at most two short lines over the header, so it hides none of the page.
 */
function announceSignIn(response: LoginResponse, device: Device | undefined): void {
  const options = {
    position: 'top-center' as const,
    id: response.twoFactorSetupRequired ? 'two-factor-setup-required' : 'signed-in',
    // sonner's 16 px padding would take the toast past the header's height.
    style: { paddingBlock: 10 },
  };
  if (response.twoFactorSetupRequired) {
    toast.warning(contractText(SignInMessages.twoFactorSetupRequired), { ...options, duration: 6000 });
  } else if (response.securityAlert) {
    const alert = response.securityAlert.message;
    toast.warning(i18n._(msg`Security Alert: ${alert}`), { ...options, duration: 6000 });
  } else if (response.isNewDevice) {
    const described = response.device ?? device?.described ?? i18n._(msg`an unknown device`);
    toast.success(i18n._(msg`Login successful! New device detected: Login from ${described}`), {
      ...options,
      duration: 5000,
    });
  } else {
    toast.success(contractText(SignInMessages.loginSuccess), options);
  }
}

export function LoginForm({
  companyName,
  demoAccounts,
  notSetUp = false,
  onCredentialsSent,
}: {
  companyName: string | null;
  demoAccounts: LoginOptionsResponse['demoAccounts'];
  /** The server has no company yet: it is set up through the address it printed, not signed in to. */
  notSetUp?: boolean;
  /** Called as checked credentials go to the server, which takes a moment to check the password. */
  onCredentialsSent?: () => void;
}) {
  const { signIn } = useAuth();
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const deviceRef = useRef<Device | undefined>(undefined);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);

    const checked = checkSignInFields(email, password);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      (checked.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    void loadTwoFactorStep();
    onCredentialsSent?.();

    const device = await readDevice();
    deviceRef.current = device;

    try {
      const result = await login({
        email: checked.email,
        password: checked.password,
        rememberMe,
        device: device?.info,
      });
      if ('twoFactorRequired' in result) {
        setChallenge({ token: result.challengeToken, expiresAt: result.expiresAt, receivedAt: Date.now() });
        return;
      }
      signIn(result);
      announceSignIn(result, device);
    } catch (error) {
      const fromServer = fieldErrorsOf(error);
      setFieldErrors({ email: fromServer.email, password: fromServer.password });
      // Said once, on the form beside the fields; a toast on top would stack with every try.
      setFormError(loginErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const onSecondStepSignedIn = useCallback(
    (response: LoginResponse) => {
      signIn(response);
      announceSignIn(response, deviceRef.current);
    },
    [signIn],
  );

  const onRestart = useCallback((message?: string) => {
    setChallenge(null);
    setPassword('');
    setFieldErrors({});
    setFormError(message ?? null);
    // The password field is back in the next render.
    setTimeout(() => passwordRef.current?.focus(), 0);
  }, []);

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorScreen
          account={email.trim().toLowerCase()}
          challenge={challenge}
          onSignedIn={onSecondStepSignedIn}
          onRestart={onRestart}
        />
      </Suspense>
    );
  }

  const describedBy = (field: SignInField) => (fieldErrors[field] ? `${id}-${field}-error` : undefined);

  return (
    <AuthLayout
      title={t`Welcome back`}
      tabTitle={t`Sign in`}
      description={
        companyName ? t`Sign in to ${companyName} with your work email.` : t`Sign in with your work email.`
      }
    >
      <div className="space-y-6">
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-4"
          aria-describedby={formError ? `${id}-form-error` : undefined}
        >
          <ErrorAlert message={formError && contractText(formError)} id={`${id}-form-error`} />
          {notSetUp ? (
            <Alert data-testid="not-set-up">
              <AlertTitle>
                <Trans>This HRMS is not set up yet</Trans>
              </AlertTitle>
              <AlertDescription>
                <p>
                  <Trans>
                    Open the setup address the server printed in its log (it ends in{' '}
                    <code className="font-mono text-xs">/setup?token=…</code>) to create the company and its
                    first admin, or run <code className="font-mono text-xs">npm run create-admin</code> on the
                    server.
                  </Trans>
                </p>
              </AlertDescription>
            </Alert>
          ) : null}

          <div className="space-y-2">
            <Label htmlFor={`${id}-email`}>
              <Trans>Email</Trans>
            </Label>
            <Input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              placeholder={t`you@company.com`}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={describedBy('email')}
              className="h-10"
            />
            <FieldError id={`${id}-email-error`}>
              {fieldErrors.email && contractText(fieldErrors.email)}
            </FieldError>
          </div>

          <div className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={`${id}-password`}>
                <Trans>Password</Trans>
              </Label>
              <Link
                to="/forgot-password"
                className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                <Trans>Forgot password?</Trans>
              </Link>
            </div>
            <Input
              ref={passwordRef}
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={describedBy('password')}
              className="h-10"
            />
            <FieldError id={`${id}-password-error`}>
              {fieldErrors.password && contractText(fieldErrors.password)}
            </FieldError>
          </div>

          <div className="flex items-center gap-2">
            <input
              id={`${id}-remember`}
              type="checkbox"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
              className="size-4 rounded border-input accent-primary focus-visible:ring-2 focus-visible:ring-ring"
            />
            <Label htmlFor={`${id}-remember`} className="font-normal text-muted-foreground">
              <Trans>Keep me signed in on this device</Trans>
            </Label>
          </div>

          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? <Spinner /> : null}
            <Trans>Sign in</Trans>
          </Button>
        </form>

        {demoAccounts.length > 0 ? (
          <Suspense fallback={null}>
            <DemoAccounts
              accounts={demoAccounts}
              onPick={(account) => {
                setEmail(account.email);
                setPassword(account.password);
                setFieldErrors({});
                setFormError(null);
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </AuthLayout>
  );
}
