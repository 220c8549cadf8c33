/**
 * The frame of a dialog that adds or changes a record: a wide dialog a stray click outside does not
 * close (the form would be lost), its title and what it does, the form only while it is open, and the
 * form's Cancel and submit buttons.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { Spinner } from './ui/spinner';

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Sizes it, e.g. `sm:max-w-2xl`. */
  className?: string;
  /** The form, mounted only while the dialog is open so each opening starts afresh. */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/** The last row of a form in a dialog: Cancel, and the submit button spinning while it saves. */
export function FormDialogFooter({
  pending,
  onCancel,
  submitLabel,
}: {
  pending: boolean;
  onCancel: () => void;
  submitLabel: ReactNode;
}) {
  return (
    <DialogFooter className="border-t pt-4">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
