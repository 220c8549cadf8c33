import type { Document } from '@hrms/contracts/documents';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, Download, Ellipsis, Eye, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useDownloadDocument } from '../api/download-document';
import { useUpdateDocumentStatus } from '../api/update-document-status';
import { canPreview } from './preview-document-dialog';

export interface DocumentRowActionsProps {
  document: Document;
  /** Verify, reject and reopen (admin and hr). */
  canReview: boolean;
  canDelete: boolean;
  onReject: (document: Document) => void;
  onDelete: (document: Document) => void;
  onPreview: (document: Document) => void;
  /** Said in place of the review buttons when they are withheld (one's own document). */
  note?: string | null | undefined;
}

export function DocumentRowActions({
  document,
  canReview,
  canDelete,
  onReject,
  onDelete,
  onPreview,
  note,
}: DocumentRowActionsProps) {
  const { t } = useLingui();
  const download = useDownloadDocument();
  const update = useUpdateDocumentStatus();
  // Told through the promise, not mutate's callbacks: verifying takes the row out of the pending
  // list, and an unmounted row's callbacks never run, so the toast would race the refetch.
  const setStatus = (status: 'verified' | 'pending') =>
    update.mutateAsync({ employeeId: document.employeeId, documentId: document.id, body: { status } }).then(
      () => {
        const title = document.title;
        toast.success(status === 'verified' ? t`“${title}” verified` : t`“${title}” sent back for review`);
      },
      (error: Error) => toast.error(error.message, { duration: 6000 }),
    );
  const startDownload = () =>
    download.mutate(document, { onError: (error) => toast.error(error.message, { duration: 6000 }) });
  const name = `${document.title} (${document.employee.name})`;

  const pending = document.status === 'pending';
  const menu = canReview || canDelete || canPreview(document);

  // On a phone the review buttons move into the menu, so the row keeps its width.
  return (
    <div className="flex items-center justify-end gap-1.5">
      {note ? (
        <span className="mr-1 text-xs whitespace-nowrap text-muted-foreground max-sm:hidden">{note}</span>
      ) : null}
      {canReview && pending ? (
        <>
          <Button
            size="sm"
            variant="outline"
            className="max-sm:hidden"
            disabled={update.isPending}
            onClick={() => setStatus('verified')}
          >
            {update.isPending ? <Spinner /> : <CircleCheck aria-hidden="true" className="text-success" />}
            <Trans>Verify</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="max-sm:hidden"
            disabled={update.isPending}
            onClick={() => onReject(document)}
          >
            <CircleX aria-hidden="true" className="text-destructive" />
            <Trans>Reject…</Trans>
          </Button>
        </>
      ) : null}
      {canReview && !pending ? (
        <Button
          size="sm"
          variant="outline"
          className="max-sm:hidden"
          disabled={update.isPending}
          onClick={() => setStatus('pending')}
        >
          {update.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
          <Trans>Reopen</Trans>
        </Button>
      ) : null}
      {update.isPending ? <Spinner className="sm:hidden" label={t`Saving`} /> : null}
      <Button
        size="icon-sm"
        variant="ghost"
        aria-label={t`Download ${name}`}
        title={t`Download`}
        disabled={download.isPending}
        onClick={startDownload}
        className={menu ? 'max-sm:hidden' : undefined}
      >
        {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      </Button>
      {menu ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="icon-sm" variant="ghost" aria-label={t`More actions for ${name}`}>
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {canReview && pending ? (
              <>
                <DropdownMenuItem
                  className="sm:hidden"
                  disabled={update.isPending}
                  onSelect={() => setStatus('verified')}
                >
                  <CircleCheck aria-hidden="true" className="text-success" />
                  <Trans>Verify</Trans>
                </DropdownMenuItem>
                <DropdownMenuItem className="sm:hidden" onSelect={() => onReject(document)}>
                  <CircleX aria-hidden="true" className="text-destructive" />
                  <Trans>Reject…</Trans>
                </DropdownMenuItem>
              </>
            ) : null}
            {canReview && !pending ? (
              <DropdownMenuItem
                className="sm:hidden"
                disabled={update.isPending}
                onSelect={() => setStatus('pending')}
              >
                <RotateCcw aria-hidden="true" />
                <Trans>Reopen</Trans>
              </DropdownMenuItem>
            ) : null}
            {canPreview(document) ? (
              <DropdownMenuItem onSelect={() => onPreview(document)}>
                <Eye aria-hidden="true" />
                <Trans>Preview</Trans>
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={startDownload}>
              <Download aria-hidden="true" />
              <Trans>Download</Trans>
            </DropdownMenuItem>
            {canDelete ? (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={() => onDelete(document)}>
                  <Trash2 aria-hidden="true" />
                  <Trans>Delete</Trans>
                </DropdownMenuItem>
              </>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </div>
  );
}
