import { FieldMessages } from '@hrms/contracts/auth-fields';
import { TotpCodeSchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { contractText } from '../../../i18n/contract-messages';
import { isApiError } from '../../../lib/api-client';
import type { IdentityProof } from '../api/disable-two-factor';
import { normaliseTotpInput } from './two-factor-challenge';

type Method = 'password' | 'code';

/** What a failed confirmation says: a wrong password or code in the server's words, or the fallback. */
function confirmErrorMessage(error: unknown, method: Method): string {
  if (isApiError(error)) {
    if (error.status === 429) return Messages.tooManyAttempts;
    if (error.message) return error.message;
  }
  return method === 'password' ? Messages.currentPasswordWrong : Messages.invalidTwoFactorCode;
}

/**
 * Asks for the password or a code from the app before a sensitive change
 * (turning two-factor off, making new backup codes). Stays open while the
 * request runs and shows its error.
 */
export function ConfirmIdentityDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  confirmVariant = 'default',
  pending,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  pending: boolean;
  /** Resolves when done; a rejection's message is shown in the dialog. */
  onConfirm: (proof: IdentityProof) => Promise<unknown>;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [method, setMethod] = useState<Method>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const reset = () => {
    setMethod('password');
    setValue('');
    setError(null);
  };
  const close = () => {
    if (pending) return;
    reset();
    onOpenChange(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    let proof: IdentityProof;
    if (method === 'password') {
      if (!value) {
        setError(FieldMessages.enterPassword);
        return;
      }
      proof = { password: value };
    } else {
      const parsed = TotpCodeSchema.safeParse(value);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? Messages.invalidTwoFactorCode);
        return;
      }
      proof = { code: parsed.data };
    }
    setError(null);
    try {
      await onConfirm(proof);
      reset();
    } catch (failure) {
      setError(confirmErrorMessage(failure, method));
      setValue('');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
        else onOpenChange(true);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {error ? (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>{contractText(error)}</AlertDescription>
            </Alert>
          ) : null}
          <div className="space-y-2">
            <Label htmlFor={`${id}-value`}>
              {method === 'password' ? t`Your password` : t`Code from your app`}
            </Label>
            {method === 'password' ? (
              <Input
                key="password"
                id={`${id}-value`}
                type="password"
                autoComplete="current-password"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                aria-invalid={error ? true : undefined}
                autoFocus
              />
            ) : (
              <Input
                key="code"
                id={`${id}-value`}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                placeholder="123456"
                value={value}
                onChange={(event) => setValue(normaliseTotpInput(event.target.value))}
                aria-invalid={error ? true : undefined}
                className="font-mono tracking-[0.3em]"
                autoFocus
              />
            )}
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={() => {
                setMethod(method === 'password' ? 'code' : 'password');
                setValue('');
                setError(null);
              }}
            >
              {method === 'password' ? t`Use a code from your app instead` : t`Use your password instead`}
            </Button>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant={confirmVariant} disabled={pending}>
              {pending ? <Spinner /> : null}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
