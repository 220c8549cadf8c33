import { FieldMessages } from '@hrms/contracts/auth-fields';
import { TotpCodeSchema } from '@hrms/contracts/auth-security';
import { SignInMessages } from '@hrms/contracts/sign-in-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CircleAlert, Copy } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { contractText } from '../../../i18n/contract-messages';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import type { TwoFactorSecret } from '../api/generate-two-factor';
import { normaliseTotpInput } from './two-factor-challenge';

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`, easier to type by hand. */
export function groupKey(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Set-up, second step: scan the QR code (or type the key), then confirm with a
 * code so two-factor only turns on once the app is known to work.
 */
export function TwoFactorSetup({
  secret,
  onEnabled,
  onCancel,
  qrCode,
}: {
  secret: TwoFactorSecret;
  onEnabled: (backupCodes: string[]) => void;
  onCancel: () => void;
  /** The QR code image; passed in so the page decides how it is drawn. */
  qrCode: ReactNode;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const enable = useEnableTwoFactor();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enable.isPending) return;
    const parsed = TotpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FieldMessages.totpCode);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    enable.mutate(
      { code: parsed.data },
      {
        onSuccess: onEnabled,
        onError: (failure) => {
          setError(failure.message || SignInMessages.invalidTwoFactorCode);
          setCode('');
          inputRef.current?.focus();
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <ol className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        <li className="space-y-3">
          <p className="text-sm font-medium">
            <span className="mr-2 inline-flex size-5 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
              1
            </span>
            <Trans>Scan this QR code with your authenticator app</Trans>
          </p>
          <div className="mx-auto w-fit rounded-xl border bg-white p-2 md:mx-0">{qrCode}</div>
        </li>
        <li className="space-y-4">
          <div className="space-y-2">
            <p className="text-sm font-medium">
              <Trans>Can’t scan it? Enter this key in the app instead:</Trans>
            </p>
            <div className="flex items-center gap-2">
              <code
                id={`${id}-key`}
                className="min-w-0 flex-1 rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm tracking-wider break-all select-all"
              >
                {groupKey(secret.secret)}
              </code>
              <Button
                variant="outline"
                size="icon"
                aria-label={t`Copy the key`}
                title={t`Copy the key`}
                onClick={async () => {
                  if (await copyText(secret.secret)) {
                    setCopied(true);
                    toast.success(t`Key copied`);
                  } else {
                    toast.error(t`Could not copy. Select the key and copy it by hand.`, { duration: 6000 });
                  }
                }}
              >
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              <Trans>Time-based, 6 digits, every 30 seconds.</Trans>
            </p>
          </div>

          <form noValidate onSubmit={onSubmit} className="space-y-3">
            <p className="text-sm font-medium">
              <span className="mr-2 inline-flex size-5 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
                2
              </span>
              <Trans>Enter the code the app shows</Trans>
            </p>
            {error ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden="true" />
                <AlertDescription>{contractText(error)}</AlertDescription>
              </Alert>
            ) : null}
            <div className="space-y-2">
              <Label htmlFor={`${id}-code`}>
                <Trans>Code from your app</Trans>
              </Label>
              <Input
                ref={inputRef}
                id={`${id}-code`}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                placeholder="123456"
                value={code}
                onChange={(event) => setCode(normaliseTotpInput(event.target.value))}
                aria-invalid={error ? true : undefined}
                className="max-w-48 font-mono text-base tracking-[0.3em]"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={enable.isPending}>
                {enable.isPending ? <Spinner /> : null}
                <Trans>Turn on two-factor</Trans>
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={enable.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
