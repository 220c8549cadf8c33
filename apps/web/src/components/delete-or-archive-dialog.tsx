/**
 * Deleting a record the server may refuse to delete (409: something still refers to it), offering to
 * archive it instead (or to move it to another status that keeps it) when it is not there yet.
 */
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

const ARCHIVE_INSTEAD: Instead<'archived'> = {
  status: 'archived',
  label: 'Archive instead',
  done: 'was archived',
  Icon: Archive,
};

export function DeleteOrArchiveDialog<TStatus extends string = 'archived'>({
  record,
  noun,
  description,
  remove,
  update,
  instead = ARCHIVE_INSTEAD as Instead<string> as Instead<TStatus>,
  onClose,
}: {
  /** The record to delete; null when the dialog is closed. */
  record: { id: string; name: string; status: string } | null;
  /** What the record is, in lower case: "template" gives "Delete template". */
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
  const refused = isApiError(remove.error) && remove.error.status === 409;
  const { Icon } = instead;
  const close = () => {
    remove.reset();
    update.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Delete ${record?.name ?? `this ${noun}`}?`}
      description={description}
      error={remove.error?.message ?? update.error?.message ?? null}
      pending={remove.isPending || update.isPending}
      confirmLabel={`Delete ${noun}`}
      onConfirm={() => {
        if (!record) return;
        remove.mutate(record.id, {
          onSuccess: () => {
            toast.success(`${record.name} was deleted`);
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
                    toast.success(`${record.name} ${instead.done}`);
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
