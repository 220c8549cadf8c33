/**
 * A dialog that shows one record fetched by id, open while there is an id: the states of the fetch
 * (see `QueryDialogBody`), then the record, usually under a `RecordDialogHeader`.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { QueryDialogBody } from './query-dialog-body';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

export function RecordDialog<T>({
  id,
  onClose,
  query,
  noun,
  notFound,
  skeleton,
  width,
  testId,
  keepOpenOnOutsideClick = false,
  beside,
  children,
}: {
  /** The record's id; null when the dialog is closed. */
  id: string | null;
  onClose: () => void;
  query: UseQueryResult<T, Error>;
  /** What the record is, in lower case: "checklist". */
  noun: string;
  /** Said when the server will not show the record (see `QueryDialogBody`). */
  notFound?: string;
  /** The shape of the record while it loads. */
  skeleton?: ReactNode;
  /** Sizes it: `max-w-3xl`. */
  width: string;
  testId: string;
  /** A stray click outside does not close it (work in it would be lost). */
  keepOpenOnOutsideClick?: boolean;
  /** Dialogs opened from this one, rendered beside its content. */
  beside?: ReactNode;
  children: (record: T) => ReactNode;
}) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className={cn(width, 'gap-5 sm:p-8')}
        data-testid={testId}
        onInteractOutside={keepOpenOnOutsideClick ? (event) => event.preventDefault() : undefined}
      >
        <QueryDialogBody query={query} noun={noun} notFound={notFound} skeleton={skeleton}>
          {children}
        </QueryDialogBody>
      </DialogContent>
      {beside}
    </Dialog>
  );
}

/** The top of a record's dialog: its badges, its name as the title, and a line about it. */
export function RecordDialogHeader({
  badges,
  title,
  description,
}: {
  badges: ReactNode;
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <DialogHeader>
      <div className="flex flex-wrap items-center gap-1.5">{badges}</div>
      <DialogTitle className="text-xl break-words">{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}
