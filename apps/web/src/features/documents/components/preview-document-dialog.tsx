import type { Document } from '@hrms/contracts/documents';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { saveBlob } from '../../../lib/download';
import { useDocumentFile } from '../api/download-document';
import { formatFileSize } from '../utils/document-file';

/**
 * Images only: the page's Content-Security-Policy lets `blob:` images in but no frames or objects,
 * so a PDF cannot be shown inline — it is downloaded instead.
 */
export function canPreview(document: Pick<Document, 'mimeType'>): boolean {
  return document.mimeType === 'image/png' || document.mimeType === 'image/jpeg';
}

function PreviewBody({ document }: { document: Document }) {
  const { t } = useLingui();
  const file = useDocumentFile(document);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const next = URL.createObjectURL(file.data.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file.data]);

  if (file.isError) {
    return (
      <QueryError
        title={t`We could not load the file`}
        error={file.error}
        onRetry={() => void file.refetch()}
        retrying={file.isFetching}
      />
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex min-h-48 items-center justify-center overflow-hidden rounded-lg border bg-muted/40">
        {url ? (
          <img src={url} alt={document.title} className="max-h-[65dvh] w-auto max-w-full object-contain" />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </div>
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          disabled={!file.data}
          onClick={() => file.data && saveBlob(file.data.blob, file.data.fileName ?? document.fileName)}
        >
          <Download aria-hidden="true" />
          <Trans>Download</Trans>
        </Button>
      </div>
    </div>
  );
}

export function PreviewDocumentDialog({
  document,
  onClose,
}: {
  document: Document | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={document !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-words">{document?.title ?? t`Document`}</DialogTitle>
          <DialogDescription className="break-all">
            {document ? `${document.fileName} · ${formatFileSize(document.sizeBytes)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {document ? <PreviewBody key={document.id} document={document} /> : null}
      </DialogContent>
    </Dialog>
  );
}
