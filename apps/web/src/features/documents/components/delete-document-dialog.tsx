import type { Document } from '@hrms/contracts/documents';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteDocument } from '../api/delete-document';

export function DeleteDocumentDialog({ target, onClose }: { target: Document | null; onClose: () => void }) {
  const remove = useDeleteDocument();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Delete this document?"
      description={`“${target?.title ?? ''}” (${target?.fileName ?? ''}) will be removed for good. This cannot be undone.`}
      error={remove.isError ? remove.error.message : null}
      pending={remove.isPending}
      confirmLabel="Delete"
      onConfirm={() => {
        if (!target) return;
        remove.mutate(
          { employeeId: target.employeeId, documentId: target.id },
          {
            onSuccess: () => {
              toast.success('Document deleted');
              close();
            },
          },
        );
      }}
    />
  );
}
