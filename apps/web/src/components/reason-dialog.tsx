/**
 * An admin action that needs a reason kept in the audit log (revoking a session, ending a lockout):
 * the question, a reason field checked by the caller's schema, and Cancel / the action. The caller
 * sends the reason and says when it is done or what went wrong.
 */
import { Trans } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, type RefObject, useId, useState } from 'react';
import { Alert, AlertDescription } from './ui/alert';
import { Button, type ButtonVariant } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { Label } from './ui/label';
import { Spinner } from './ui/spinner';
import { Textarea } from './ui/textarea';

export function ReasonDialog({
  open,
  title,
  description,
  placeholder,
  action,
  actionVariant = 'default',
  actionIcon,
  pending,
  check,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  placeholder: string;
  action: string;
  actionVariant?: ButtonVariant;
  actionIcon?: ReactNode;
  pending: boolean;
  /** The reason's problem by the contract's schema, or null when it may be sent. */
  check: (reason: string) => string | null;
  /** Sends the reason; resolves when done, or with the message to show. */
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
  /** Where focus goes once the dialog closes, when the button that opened it may be gone. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const close = () => {
    if (pending) return;
    setReason('');
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = check(reason);
    if (problem) {
      setError(problem);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setError(null);
    const failure = await onConfirm(reason);
    if (failure) setError(failure);
    else {
      setReason('');
      onClose();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        onCloseAutoFocus={
          returnFocusTo
            ? (event) => {
                event.preventDefault();
                returnFocusTo.current?.focus();
              }
            : undefined
        }
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-reason`}>
              <Trans>Reason</Trans>
            </Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              required
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-reason-error ${id}-reason-hint` : `${id}-reason-hint`}
              placeholder={placeholder}
            />
            {error ? (
              <Alert variant="destructive" role="alert" id={`${id}-reason-error`}>
                <CircleAlert aria-hidden="true" />
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}
            <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
              <Trans>Required. Kept in the audit log with your name.</Trans>
            </p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant={actionVariant} disabled={pending}>
              {pending ? <Spinner /> : actionIcon}
              {action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
