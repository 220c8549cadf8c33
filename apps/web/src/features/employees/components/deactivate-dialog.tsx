import { type Deactivation, DeactivationSchema } from '@hrms/contracts/employees';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
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
import { fieldErrorsOf } from '../../../lib/api-client';
import { todayIso } from '../utils/employee-form';

type Errors = Partial<Record<'exitDate' | 'exitReason' | 'form', string>>;

function DeactivateForm({
  confirmLabel,
  onSubmit,
  onCancel,
}: {
  confirmLabel: string;
  onSubmit: (body: Deactivation) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [exitDate, setExitDate] = useState(todayIso);
  const [exitReason, setExitReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeactivationSchema.safeParse({ exitDate, exitReason });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'exitDate' || field === 'exitReason') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      document.getElementById(`${id}-${next.exitDate ? 'date' : 'reason'}`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({
        exitDate: fields.exitDate,
        exitReason: fields.exitReason,
        form: fields.exitDate || fields.exitReason ? undefined : (error as Error).message,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {errors.form ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor={`${id}-date`}>Last working day</Label>
        <DateInput
          id={`${id}-date`}
          value={exitDate}
          onValueChange={setExitDate}
          aria-invalid={errors.exitDate ? true : undefined}
          aria-describedby={errors.exitDate ? `${id}-date-error` : undefined}
          className="sm:max-w-48"
        />
        <FieldError id={`${id}-date-error`}>{errors.exitDate}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Textarea
          id={`${id}-reason`}
          value={exitReason}
          onChange={(e) => setExitReason(e.target.value)}
          maxLength={500}
          rows={3}
          placeholder="e.g. Resigned to pursue higher studies"
          aria-invalid={errors.exitReason ? true : undefined}
          aria-describedby={errors.exitReason ? `${id}-reason-error` : `${id}-reason-hint`}
        />
        <FieldError id={`${id}-reason-error`}>{errors.exitReason}</FieldError>
        {errors.exitReason ? null : (
          <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
            Kept in the record and the audit trail.
          </p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? <Spinner /> : null}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Asks the last working day and the reason before people leave. Signing in stops at once, so the
 * dialog says so; the caller runs the request and may throw to keep it open with the message.
 */
export function DeactivateDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Deactivate',
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  onSubmit: (body: Deactivation) => Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? (
          <DeactivateForm
            confirmLabel={confirmLabel}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
