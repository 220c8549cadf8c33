/**
 * Deleting a record the server may refuse to delete (409: something still refers to it), offering to
 * archive it instead (or to move it to another status that keeps it) when it is not there yet.
 */
import { useLingui } from '@lingui/react/macro';
import { Archive, type LucideIcon } from 'lucide-react';
import { isApiError } from '../lib/api-client';
import { toast } from '../lib/toast';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';
import { Spinner } from './ui/spinner';

/** What the dialog needs of a mutation: a TanStack Query mutation fits. */
interface DialogMutation<TVariables> {
  mutate: (variables: TVariables, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

/** The status offered when the server refuses the delete, with the words and icon of its button. */
interface Instead<TStatus extends string> {
  status: TStatus;
  /** The button: "Archive instead". */
  label: string;
  /** The toast after, following the record's name: "was archived". */
  done: string;
  Icon: LucideIcon;
}

/** Archiving, the way out unless another is given; its words are said in the active language. */
const ARCHIVE_INSTEAD: Omit<Instead<'archived'>, 'label' | 'done'> = { status: 'archived', Icon: Archive };

export function DeleteOrArchiveDialog<TStatus extends string = 'archived'>({
  record,
  noun,
  description,
  remove,
  update,
  instead: given,
  onClose,
}: {
  /** The record to delete; null when the dialog is closed. */
  record: { id: string; name: string; status: string } | null;
  /** What the record is, in lower case and in the active language: "template" gives "Delete template". */
  noun: string;
  description: string;
  /** Deletes by id; a 409 from it offers the other way out, unless the record is already there. */
  remove: DialogMutation<string>;
  /** Changes the record; here it only moves it to the status offered instead. */
  update: DialogMutation<{ id: string; body: { status: NoInfer<TStatus> } }>;
  /** What is offered when the delete is refused; archiving, unless given. */
  instead?: Instead<TStatus>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const instead =
    given ??
    ({ ...ARCHIVE_INSTEAD, label: t`Archive instead`, done: '' } as Instead<string> as Instead<TStatus>);
  const refused = isApiError(remove.error) && remove.error.status === 409;
  const { Icon } = instead;
  const name = record?.name;
  const close = () => {
    remove.reset();
    update.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={name !== undefined ? t`Delete ${name}?` : t`Delete this ${noun}?`}
      description={description}
      error={remove.error?.message ?? update.error?.message ?? null}
      pending={remove.isPending || update.isPending}
      confirmLabel={t`Delete ${noun}`}
      onConfirm={() => {
        if (!record) return;
        const deleted = record.name;
        remove.mutate(record.id, {
          onSuccess: () => {
            toast.success(t`${deleted} was deleted`);
            close();
          },
        });
      }}
      action={
        refused && record && record.status !== instead.status ? (
          <Button
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: record.id, body: { status: instead.status } },
                {
                  onSuccess: () => {
                    toast.success(given ? `${name} ${given.done}` : t`${name} was archived`);
                    close();
                  },
                },
              )
            }
          >
            {update.isPending ? <Spinner /> : <Icon aria-hidden="true" />}
            {instead.label}
          </Button>
        ) : undefined
      }
    />
  );
}
