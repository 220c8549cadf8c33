import type { Document } from '@hrms/contracts/documents';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileImage, FileSpreadsheet, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, dataColumns } from '../../../components/data-table';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatFileSize } from '../utils/document-file';
import { DOCUMENT_CATEGORY_MESSAGES } from '../utils/document-labels';
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
  const reviewer = document.reviewedBy?.name;
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
          <Trans>by {reviewer}</Trans>
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
  // off the screen. The table stays a table there, its other columns hidden until they fit.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const { t, i18n } = useLingui();
  const columns = dataColumns<Document>([
    ...(showEmployee
      ? dataColumns<Document>([
          {
            id: 'employee',
            header: t`Employee`,
            cell: ({ row }) => (
              <>
                <EmployeeLink document={row.original} />
                <p className="text-xs text-muted-foreground">{row.original.employee.employeeCode}</p>
              </>
            ),
            meta: { className: 'hidden md:table-cell', cellClassName: 'align-top' },
          },
        ])
      : []),
    {
      id: 'document',
      header: t`Document`,
      cell: ({ row }) => {
        const document = row.original;
        return (
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
                {i18n._(DOCUMENT_CATEGORY_MESSAGES[document.category])}
                <span className="sm:hidden"> · {formatDate(document.createdAt)}</span>
              </p>
              {narrow ? (
                <div className="mt-1.5">
                  <Review document={document} />
                </div>
              ) : null}
            </div>
          </div>
        );
      },
      meta: { cellClassName: 'align-top' },
    },
    {
      id: 'category',
      header: t`Category`,
      cell: ({ row }) => i18n._(DOCUMENT_CATEGORY_MESSAGES[row.original.category]),
      meta: { className: 'hidden md:table-cell', cellClassName: 'align-top whitespace-nowrap' },
    },
    {
      id: 'size',
      header: t`Size`,
      cell: ({ row }) => formatFileSize(row.original.sizeBytes),
      meta: { className: 'hidden lg:table-cell', cellClassName: 'align-top whitespace-nowrap tabular-nums' },
    },
    {
      id: 'uploaded',
      header: t`Uploaded`,
      cell: ({ row }) => {
        const document = row.original;
        const uploader = document.uploadedBy?.name;
        return (
          <>
            <span title={formatDateTime(document.createdAt)}>{formatDate(document.createdAt)}</span>
            {showEmployee && document.uploadedBy && document.uploadedBy.name !== document.employee.name ? (
              <p className="text-xs text-muted-foreground">
                <Trans>by {uploader}</Trans>
              </p>
            ) : null}
          </>
        );
      },
      meta: { className: 'hidden sm:table-cell', cellClassName: 'align-top whitespace-nowrap' },
    },
    ...(narrow
      ? []
      : dataColumns<Document>([
          {
            id: 'status',
            header: t`Status`,
            cell: ({ row }) => <Review document={row.original} />,
            meta: { cellClassName: 'align-top' },
          },
        ])),
    {
      id: 'actions',
      header: () => (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      cell: ({ row }) => (
        <DocumentRowActions
          document={row.original}
          canReview={canReview(row.original)}
          canDelete={canDelete(row.original)}
          note={reviewNote?.(row.original)}
          onReject={onReject}
          onDelete={onDelete}
          onPreview={onPreview}
        />
      ),
      meta: { className: 'text-right', cellClassName: 'align-top' },
    },
  ]);
  return (
    <div className={cn(dimmed && 'opacity-60')}>
      <DataTable
        label={label}
        rows={documents}
        columns={columns}
        rowKey={(document) => document.id}
        rowTestId="document-row"
        rowProps={(document) => ({ 'data-document-id': document.id })}
      />
    </div>
  );
}
