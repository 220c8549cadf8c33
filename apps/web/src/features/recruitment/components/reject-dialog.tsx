/**
 * Before an application goes to the rejected stage: an optional reason, kept with the application
 * (the candidate is not shown it). Opened from the board's card and from the application itself.
 */
import { MoveApplicationBodySchema } from '@hrms/contracts/recruitment';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';

const ReasonSchema = MoveApplicationBodySchema.shape.reason;

function RejectForm({
  candidate,
  stageName,
  onConfirm,
  onCancel,
}: {
  candidate: string;
  stageName: string;
  onConfirm: (reason: string | undefined) => Promise<string | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = ReasonSchema.safeParse(reason.trim() === '' ? undefined : reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the reason');
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setPending(true);
    const problem = await onConfirm(parsed.data);
    setPending(false);
    if (problem) setFailure(problem);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">
          Move {candidate} to {stageName}?
        </DialogTitle>
        <DialogDescription>
          Say why if you like: the reason stays with the application for your colleagues.
        </DialogDescription>
      </DialogHeader>
      <ErrorAlert message={failure} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>
          Reason <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          maxLength={300}
          disabled={pending}
          placeholder="For example: not enough experience with payments"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <FieldError id={`${id}-reason-error`}>{error}</FieldError>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? <Spinner /> : null}
          Reject
        </Button>
      </DialogFooter>
    </form>
  );
}

export function RejectDialog({
  rejecting,
  onConfirm,
  onClose,
  returnFocus,
}: {
  /** Who is being rejected, into which stage; null while closed. */
  rejecting: { candidate: string; stageName: string } | null;
  /** Moves the application; resolves with null when done, or the message to show. */
  onConfirm: (reason: string | undefined) => Promise<string | null>;
  onClose: () => void;
  /** Where focus goes after, when the control that opened it may have moved. */
  returnFocus?: () => void;
}) {
  return (
    <Dialog open={rejecting !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="sm:max-w-md"
        data-testid="reject-dialog"
        onCloseAutoFocus={
          returnFocus
            ? (event) => {
                event.preventDefault();
                returnFocus();
              }
            : undefined
        }
      >
        {rejecting ? (
          <RejectForm
            candidate={rejecting.candidate}
            stageName={rejecting.stageName}
            onConfirm={onConfirm}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
