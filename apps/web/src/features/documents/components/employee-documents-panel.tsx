/**
 * One employee's documents: the list with its review state, upload when allowed, and verify or
 * reject for admin and hr. Used on /document-management (My documents) and on the employee page.
 */
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_STATUSES,
  type Document,
  type DocumentCategory,
  type DocumentStatus,
} from '@hrms/contracts/documents';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/native-select';
import { useEmployeeDocuments } from '../api/get-employee-documents';
import { DOCUMENT_CATEGORY_MESSAGES, DOCUMENT_STATUS_MESSAGES } from '../utils/document-labels';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentsSkeleton } from './document-list-states';
import { DocumentsTable } from './documents-table';
import { PreviewDocumentDialog } from './preview-document-dialog';
import { RejectDocumentDialog } from './reject-document-dialog';
import { UploadDocumentDialog } from './upload-document-dialog';

export interface EmployeeDocumentsPanelProps {
  employeeId: string;
  /** Admin and hr: verify, reject, reopen and delete any document. */
  canManage: boolean;
  /** The person themselves, or admin and hr. */
  canUpload: boolean;
  /** The signed-in person's own documents: the wording speaks to them. */
  own?: boolean;
}

export function EmployeeDocumentsPanel({
  employeeId,
  canManage,
  canUpload,
  own = false,
}: EmployeeDocumentsPanelProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [status, setStatus] = useState<DocumentStatus | ''>('');
  const [uploading, setUploading] = useState(false);
  const [rejecting, setRejecting] = useState<Document | null>(null);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const [previewing, setPreviewing] = useState<Document | null>(null);
  const filtered = Boolean(category || status);
  const list = useEmployeeDocuments(employeeId, {
    category: category || undefined,
    status: status || undefined,
  });
  // Someone who is not admin or hr may take back their own upload only until it has been reviewed.
  const canDelete = (document: Document) => canManage || (canUpload && document.status === 'pending');

  return (
    <Card data-testid="employee-documents">
      <CardHeader className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>{own ? t`My documents` : t`Documents`}</CardTitle>
          <CardDescription>
            {own
              ? t`ID, address and education proofs and your contract. HR verifies each one.`
              : t`Uploaded proofs and contracts, with their review status.`}
          </CardDescription>
        </div>
        {canUpload ? (
          <Button onClick={() => setUploading(true)} className="self-start">
            <Upload aria-hidden="true" />
            <Trans>Upload document</Trans>
          </Button>
        ) : null}
      </CardHeader>
      <div className="flex flex-col gap-2 px-5 pb-4 sm:flex-row">
        <NativeSelect
          id={`${id}-category`}
          aria-label={t`Category`}
          value={category}
          onChange={(event) => setCategory(event.target.value as DocumentCategory | '')}
          className="sm:w-48"
        >
          <option value="">{t`All categories`}</option>
          {DOCUMENT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {i18n._(DOCUMENT_CATEGORY_MESSAGES[value])}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={`${id}-status`}
          aria-label={t`Status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as DocumentStatus | '')}
          className="sm:w-48"
        >
          <option value="">{t`Any status`}</option>
          {DOCUMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {i18n._(DOCUMENT_STATUS_MESSAGES[value])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="border-t">
        {list.isPending ? (
          <DocumentsSkeleton label={t`Loading documents`} />
        ) : list.isError ? (
          <div className="p-5">
            <QueryError
              title={t`We could not load the documents`}
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </div>
        ) : list.data.items.length === 0 ? (
          <EmptyState
            Icon={FileText}
            title={filtered ? t`No documents match these filters` : t`No documents yet`}
          >
            {filtered
              ? t`Try another category or status.`
              : canUpload
                ? own
                  ? t`Upload your ID, address proof, certificates or contract for HR to verify.`
                  : t`Upload a document for this employee.`
                : t`Nothing has been uploaded.`}
          </EmptyState>
        ) : (
          <DocumentsTable
            documents={list.data.items}
            label={own ? t`My documents` : t`Employee documents`}
            canReview={() => canManage && !own}
            canDelete={canDelete}
            onReject={setRejecting}
            onDelete={setDeleting}
            onPreview={setPreviewing}
            dimmed={list.isFetching && !list.isPending && filtered}
          />
        )}
      </div>
      {canUpload ? (
        <UploadDocumentDialog
          employeeId={employeeId}
          open={uploading}
          onOpenChange={setUploading}
          forSomeoneElse={!own}
          maxBytes={list.data?.maxUploadBytes}
        />
      ) : null}
      <RejectDocumentDialog document={rejecting} onClose={() => setRejecting(null)} />
      <DeleteDocumentDialog target={deleting} onClose={() => setDeleting(null)} />
      <PreviewDocumentDialog document={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
