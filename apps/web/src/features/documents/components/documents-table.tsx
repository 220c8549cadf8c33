import { DOCUMENT_CATEGORY_LABELS, type Document } from '@hrms/contracts/documents';
import { FileImage, FileSpreadsheet, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatFileSize } from '../utils/document-file';
import { DocumentRowActions } from './document-row-actions';
import { DocumentStatusBadge } from './document-status-badge';

function FileIcon({ mimeType }: { mimeType: string }) {
  const Icon = mimeType.startsWith('image/')
    ? FileImage
    : mimeType.includes('sheet') || mimeType === 'text/csv'
      ? FileSpreadsheet
      : FileText;
  return (
    <span className="mt-0.5 hidden size-8 shrink-0 items-center justify-center rounded-lg bg-muted sm:flex">
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
    </span>
  );
}

function Review({ document }: { document: Document }) {
  return (
    <div className="space-y-1">
      <DocumentStatusBadge status={document.status} />
      {document.status === 'rejected' && document.reviewComments ? (
        <p className="max-w-64 text-xs break-words whitespace-pre-line text-destructive">
          {document.reviewComments}
        </p>
      ) : null}
      {document.status !== 'pending' && document.reviewedBy ? (
        <p className="text-xs text-muted-foreground">
          by {document.reviewedBy.name}
          {document.reviewedAt ? (
            <span title={formatDateTime(document.reviewedAt)}> · {formatDate(document.reviewedAt)}</span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

function EmployeeLink({ document }: { document: Document }) {
  return (
    <Link
      to={`/employees/${document.employee.id}`}
      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
    >
      {document.employee.name}
    </Link>
  );
}

export interface DocumentsTableProps {
  documents: Document[];
  label: string;
  /** The review queue spans employees; one person's list does not. */
  showEmployee?: boolean;
  /** Verify, reject and reopen: admin and hr, never on their own documents (the server refuses). */
  canReview: (document: Document) => boolean;
  canDelete: (document: Document) => boolean;
  /** Why a row has no review buttons, when it is worth saying. */
  reviewNote?: (document: Document) => string | null;
  onReject: (document: Document) => void;
  onDelete: (document: Document) => void;
  onPreview: (document: Document) => void;
  dimmed?: boolean;
}

export function DocumentsTable({
  documents,
  label,
  showEmployee = false,
  canReview,
  canDelete,
  reviewNote,
  onReject,
  onDelete,
  onPreview,
  dimmed = false,
}: DocumentsTableProps) {
  // On a phone the status goes under the document's name: a column of its own pushed the actions
  // off the screen.
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <Table aria-label={label} className={cn(dimmed && 'opacity-60')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {showEmployee ? <TableHead className="hidden md:table-cell">Employee</TableHead> : null}
          <TableHead>Document</TableHead>
          <TableHead className="hidden md:table-cell">Category</TableHead>
          <TableHead className="hidden lg:table-cell">Size</TableHead>
          <TableHead className="hidden sm:table-cell">Uploaded</TableHead>
          {narrow ? null : <TableHead>Status</TableHead>}
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((document) => (
          <TableRow key={document.id} data-testid="document-row" data-document-id={document.id}>
            {showEmployee ? (
              <TableCell className="hidden align-top md:table-cell">
                <EmployeeLink document={document} />
                <p className="text-xs text-muted-foreground">{document.employee.employeeCode}</p>
              </TableCell>
            ) : null}
            <TableCell className="align-top">
              <div className="flex min-w-36 items-start gap-3">
                <FileIcon mimeType={document.mimeType} />
                <div className="min-w-0">
                  {showEmployee ? (
                    <p className="mb-0.5 text-sm md:hidden">
                      <EmployeeLink document={document} />
                    </p>
                  ) : null}
                  <p className="font-medium wrap-anywhere">{document.title}</p>
                  <p className="text-xs wrap-anywhere text-muted-foreground">
                    {document.fileName}
                    <span className="lg:hidden"> · {formatFileSize(document.sizeBytes)}</span>
                  </p>
                  <p className="text-xs text-muted-foreground md:hidden">
                    {DOCUMENT_CATEGORY_LABELS[document.category]}
                    <span className="sm:hidden"> · {formatDate(document.createdAt)}</span>
                  </p>
                  {narrow ? (
                    <div className="mt-1.5">
                      <Review document={document} />
                    </div>
                  ) : null}
                </div>
              </div>
            </TableCell>
            <TableCell className="hidden align-top whitespace-nowrap md:table-cell">
              {DOCUMENT_CATEGORY_LABELS[document.category]}
            </TableCell>
            <TableCell className="hidden align-top whitespace-nowrap tabular-nums lg:table-cell">
              {formatFileSize(document.sizeBytes)}
            </TableCell>
            <TableCell className="hidden align-top whitespace-nowrap sm:table-cell">
              <span title={formatDateTime(document.createdAt)}>{formatDate(document.createdAt)}</span>
              {showEmployee && document.uploadedBy && document.uploadedBy.name !== document.employee.name ? (
                <p className="text-xs text-muted-foreground">by {document.uploadedBy.name}</p>
              ) : null}
            </TableCell>
            {narrow ? null : (
              <TableCell className="align-top">
                <Review document={document} />
              </TableCell>
            )}
            <TableCell className="align-top">
              <DocumentRowActions
                document={document}
                canReview={canReview(document)}
                canDelete={canDelete(document)}
                note={reviewNote?.(document)}
                onReject={onReject}
                onDelete={onDelete}
                onPreview={onPreview}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
