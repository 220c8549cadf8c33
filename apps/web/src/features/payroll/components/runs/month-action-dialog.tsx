/**
 * The question before a month's action, such as running payroll or finalising the month: the action
 * runs on confirm and the dialog closes once it succeeds; a refusal stays in the dialog, and closing
 * the dialog forgets it.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Refusal } from '../slips/refusal';
import type { YearMonth } from '../slips/slip-format';

/** The month an action is for, and the department ('' for the whole company). */
export type MonthScope = YearMonth & { departmentId: string };

export function MonthActionDialog<TResult>({
  open,
  onClose,
  action,
  scope,
  onDone,
  title,
  description,
  confirmLabel,
}: {
  open: boolean;
  onClose: () => void;
  action: UseMutationResult<TResult, Error, MonthScope>;
  scope: MonthScope;
  /** After the action succeeds and the dialog has closed. */
  onDone: (result: TResult) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          onClose();
          action.reset();
        }
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      variant="default"
      pending={action.isPending}
      error={action.isError ? <Refusal error={action.error} /> : null}
      onConfirm={() =>
        action.mutate(scope, {
          onSuccess: (result) => {
            onClose();
            onDone(result);
          },
        })
      }
    />
  );
}
