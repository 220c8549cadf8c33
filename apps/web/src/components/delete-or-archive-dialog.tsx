/**
 * Deleting a record the server may refuse to delete (409: something still refers to it), offering to
 * archive it instead when it is still active.
 */
import { Archive } from 'lucide-react';
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

export function DeleteOrArchiveDialog({
  record,
  noun,
  description,
  remove,
  update,
  onClose,
}: {
  /** The record to delete; null when the dialog is closed. */
  record: { id: string; name: string; status: 'active' | 'archived' } | null;
  /** What the record is, in lower case: "template" gives "Delete template". */
  noun: string;
  description: string;
  /** Deletes by id; a 409 from it offers "Archive instead". */
  remove: DialogMutation<string>;
  /** Changes the record; here it only archives it. */
  update: DialogMutation<{ id: string; body: { status: 'archived' } }>;
  onClose: () => void;
}) {
  const refused = isApiError(remove.error) && remove.error.status === 409;
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
        refused && record && record.status === 'active' ? (
          <Button
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: record.id, body: { status: 'archived' } },
                {
                  onSuccess: () => {
                    toast.success(`${record.name} was archived`);
                    close();
                  },
                },
              )
            }
          >
            {update.isPending ? <Spinner /> : <Archive aria-hidden="true" />}
            Archive instead
          </Button>
        ) : undefined
      }
    />
  );
}
