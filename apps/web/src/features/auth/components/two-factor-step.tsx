import type { LoginResponse } from '@hrms/contracts/auth';
import { Messages } from '@hrms/contracts/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CircleAlert, KeyRound, ShieldCheck, Smartphone } from 'lucide-react';
import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { contractText } from '../../../i18n/contract-messages';
import { loginTwoFactor } from '../api/login-two-factor';
import { AuthLayout } from './auth-layout';
import {
  buildTwoFactorBody,
  challengeDeadline,
  isChallengeExpired,
  normaliseTotpInput,
  type TwoFactorMethod,
  twoFactorFailure,
} from './two-factor-challenge';

export interface Challenge {
  token: string;
  /** The server's expiry of the challenge. */
  expiresAt: string;
  /** When the challenge arrived, in milliseconds on this browser's clock. */
  receivedAt: number;
}

/** The page of the second sign-in step, naming the account being signed in to. */
export function TwoFactorScreen({
  account,
  ...step
}: { account: string } & ComponentProps<typeof TwoFactorStep>) {
  const { t } = useLingui();
  return (
    <AuthLayout
      tabTitle={t`Two-step verification`}
      title={
        <span className="flex items-center gap-2">
          <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
          <Trans>Two-step verification</Trans>
        </span>
      }
      description={t`Your account uses two-factor authentication. Confirm it is you to sign in as ${account}.`}
    >
      <TwoFactorStep {...step} />
    </AuthLayout>
  );
}

/**
 * The second sign-in step: a 6-digit code from the authenticator app, or one of
 * the backup codes. An expired challenge sends the person back to the password.
 */
function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
  now = Date.now,
}: {
  challenge: Challenge;
  onSignedIn: (response: LoginResponse) => void;
  /** Back to the password step, with the reason to show there (none when the person chose to go back). */
  onRestart: (message?: string) => void;
  now?: () => number;
}) {
  const { t } = useLingui();
  const [method, setMethod] = useState<TwoFactorMethod>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const restart = useRef(onRestart);
  restart.current = onRestart;
  const deadline = challengeDeadline(challenge.expiresAt, challenge.receivedAt);

  // The challenge cannot be answered after its deadline: go back without waiting for a submit.
  useEffect(() => {
    const timer = setTimeout(
      () => restart.current(Messages.twoFactorChallengeExpired),
      Math.max(0, deadline - now()),
    );
    return () => clearTimeout(timer);
  }, [deadline, now]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the chosen method
  useEffect(() => inputRef.current?.focus(), [method]);

  const switchMethod = (next: TwoFactorMethod) => {
    setMethod(next);
    setValue('');
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifying) return;
    if (isChallengeExpired(deadline, now())) {
      onRestart(Messages.twoFactorChallengeExpired);
      return;
    }
    const built = buildTwoFactorBody(challenge.token, method, value);
    if (!built.ok) {
      setError(built.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      onSignedIn(await loginTwoFactor(built.body));
    } catch (failure) {
      const outcome = twoFactorFailure(failure);
      if (outcome.action === 'restart') {
        onRestart(outcome.message);
        return;
      }
      setError(outcome.message);
      setValue('');
      inputRef.current?.focus();
    } finally {
      setVerifying(false);
    }
  };

  const inputId = `${id}-code`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {error ? (
          <Alert variant="destructive" role="alert" id={errorId}>
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{contractText(error)}</AlertDescription>
          </Alert>
        ) : null}

        {method === 'code' ? (
          <div className="space-y-2">
            <Label htmlFor={inputId}>
              <Trans>Authentication code</Trans>
            </Label>
            <Input
              ref={inputRef}
              id={inputId}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              placeholder="123456"
              value={value}
              onChange={(event) => setValue(normaliseTotpInput(event.target.value))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              className="h-12 text-center font-mono text-xl tracking-[0.5em] placeholder:tracking-[0.5em]"
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              <Trans>Open your authenticator app and enter the 6-digit code it shows for HRMS.</Trans>
            </p>
          </div>
        ) : (
          <div className="space-y-2">
            <Label htmlFor={inputId}>
              <Trans>Backup code</Trans>
            </Label>
            <Input
              ref={inputRef}
              id={inputId}
              name="backupCode"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
              placeholder={t`abcd-1234`}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              className="h-12 text-center font-mono text-lg tracking-widest"
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              <Trans>Each of the backup codes you saved works once.</Trans>
            </p>
          </div>
        )}

        <Button type="submit" size="lg" className="w-full" disabled={verifying}>
          {verifying ? <Spinner /> : null}
          <Trans>Verify</Trans>
        </Button>
      </form>

      <div className="space-y-2 text-center text-sm">
        {method === 'code' ? (
          <Button variant="link" className="h-auto p-0" onClick={() => switchMethod('backup')}>
            <KeyRound aria-hidden="true" />
            <Trans>Use a backup code</Trans>
          </Button>
        ) : (
          <Button variant="link" className="h-auto p-0" onClick={() => switchMethod('code')}>
            <Smartphone aria-hidden="true" />
            <Trans>Use a code from your app</Trans>
          </Button>
        )}
        <div>
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            onClick={() => onRestart()}
            disabled={verifying}
          >
            <ArrowLeft aria-hidden="true" />
            <Trans>Back to sign-in</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
