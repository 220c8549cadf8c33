import type { Document } from '@hrms/contracts/documents';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteDocument } from '../api/delete-document';

export function DeleteDocumentDialog({ target, onClose }: { target: Document | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteDocument();
  const title = target?.title ?? '';
  const fileName = target?.fileName ?? '';
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t`Delete this document?`}
      description={t`“${title}” (${fileName}) will be removed for good. This cannot be undone.`}
      error={remove.isError ? remove.error.message : null}
      pending={remove.isPending}
      confirmLabel={t`Delete`}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(
          { employeeId: target.employeeId, documentId: target.id },
          {
            onSuccess: () => {
              toast.success(t`Document deleted`);
              close();
            },
          },
        );
      }}
    />
  );
}
