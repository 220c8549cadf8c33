import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import type { ButtonVariant } from './button';
import { Spinner } from './spinner';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with `false` when the person cancels (the button or Escape), never while `pending`. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** `destructive` unless the action loses nothing. */
  variant?: ButtonVariant;
  onConfirm: () => void;
  /** The request runs: both buttons wait and the confirming one spins. */
  pending?: boolean;
  confirmDisabled?: boolean;
  /** Why the last try failed; the dialog stays open so the person can retry or cancel. */
  error?: ReactNode;
  /** Takes the confirming button's place, e.g. another way out when the action was refused. */
  action?: ReactNode;
}

/**
 * The one "are you sure?" of the app: a question, what will happen, Cancel and the action. It stays
 * open while the action runs and shows its error, so a refusal is read where it was asked for.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'destructive',
  onConfirm,
  pending = false,
  confirmDisabled = false,
  error,
  action,
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next || !pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel ?? <Trans>Cancel</Trans>}</AlertDialogCancel>
          {action ?? (
            <AlertDialogConfirm variant={variant} disabled={pending || confirmDisabled} onClick={onConfirm}>
              {pending ? <Spinner /> : null}
              {confirmLabel}
            </AlertDialogConfirm>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
