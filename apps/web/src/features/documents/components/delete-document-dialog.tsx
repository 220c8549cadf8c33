import type { Document } from '@hrms/contracts/documents';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteDocument } from '../api/delete-document';

export function DeleteDocumentDialog({ target, onClose }: { target: Document | null; onClose: () => void }) {
  const remove = useDeleteDocument();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this document?</AlertDialogTitle>
          <AlertDialogDescription>
            “{target?.title ?? ''}” ({target?.fileName ?? ''}) will be removed for good. This cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {remove.error.message}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogConfirm
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => {
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
          >
            {remove.isPending ? <Spinner /> : null}
            Delete
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
