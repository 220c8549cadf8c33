import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_STATUSES,
  type Document,
  type DocumentCategory,
  type DocumentStatus,
} from '@hrms/contracts/documents';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileCheck2, FileSearch, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSearchDocuments } from '../api/search-documents';
import type { SearchDocumentsParams } from '../api/types';
import { DOCUMENT_CATEGORY_MESSAGES, DOCUMENT_STATUS_MESSAGES } from '../utils/document-labels';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentsSkeleton } from './document-list-states';
import { DocumentsTable } from './documents-table';
import { PreviewDocumentDialog } from './preview-document-dialog';
import { RejectDocumentDialog } from './reject-document-dialog';

export const REVIEW_PAGE_SIZE = 25;

const SORTS = {
  'createdAt-desc': { label: msg`Newest first`, sort: 'createdAt', order: 'desc' },
  'createdAt-asc': { label: msg`Oldest first`, sort: 'createdAt', order: 'asc' },
  'employee-asc': { label: msg`Employee A–Z`, sort: 'employee', order: 'asc' },
  'category-asc': { label: msg`Category`, sort: 'category', order: 'asc' },
} as const satisfies Record<
  string,
  { label: MessageDescriptor; sort: NonNullable<SearchDocumentsParams['sort']>; order: 'asc' | 'desc' }
>;
type SortKey = keyof typeof SORTS;

interface Filters {
  search: string;
  category: DocumentCategory | '';
  status: DocumentStatus | '';
  from: string;
  to: string;
  sort: SortKey;
}

const INITIAL: Filters = {
  search: '',
  category: '',
  status: 'pending',
  from: '',
  to: '',
  sort: 'createdAt-desc',
};

/**
 * Documents across the company waiting for (or past) review: admin and hr. Their own uploads are
 * listed but not reviewable by them.
 */
export function ReviewQueue({ selfEmployeeId }: { selfEmployeeId: string | null }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Document | null>(null);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const [previewing, setPreviewing] = useState<Document | null>(null);
  const search = useDebouncedValue(filters.search.trim());
  const rangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const { sort, order } = SORTS[filters.sort];
  const list = useSearchDocuments(
    {
      page,
      limit: REVIEW_PAGE_SIZE,
      search: search || undefined,
      category: filters.category || undefined,
      status: filters.status || undefined,
      uploadedFrom: filters.from || undefined,
      uploadedTo: filters.to || undefined,
      sort,
      order,
    },
    { enabled: !rangeInvalid },
  );
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((prev) => ({ ...prev, [key]: value }));
    setPage(1);
  };
  const changed =
    filters.search !== INITIAL.search ||
    filters.category !== INITIAL.category ||
    filters.status !== INITIAL.status ||
    filters.from !== INITIAL.from ||
    filters.to !== INITIAL.to;

  // Verifying the last row of the last page empties it: show the page before.
  const emptiedPage = list.data !== undefined && list.data.items.length === 0 && page > 1 && !list.isFetching;
  useEffect(() => {
    if (emptiedPage) setPage((p) => Math.max(1, p - 1));
  }, [emptiedPage]);

  return (
    <section aria-label={t`Review queue`} className="space-y-4">
      <Card className="grid grid-cols-2 gap-3 p-4 lg:grid-cols-4">
        <div className="col-span-2 grid gap-1.5">
          <Label htmlFor={`${id}-search`}>
            <Trans>Search</Trans>
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              placeholder={t`Employee, code, title or file name`}
              value={filters.search}
              maxLength={100}
              onChange={(event) => set('search', event.target.value)}
              className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
            />
            <span className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center">
              {list.isFetching && !list.isPending ? (
                <Spinner className="text-muted-foreground" />
              ) : filters.search ? (
                <button
                  type="button"
                  aria-label={t`Clear search`}
                  onClick={() => set('search', '')}
                  className="rounded p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              ) : null}
            </span>
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>
            <Trans>Status</Trans>
          </Label>
          <NativeSelect
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) => set('status', event.target.value as DocumentStatus | '')}
          >
            <option value="">{t`Any status`}</option>
            {DOCUMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {i18n._(DOCUMENT_STATUS_MESSAGES[value])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>
            <Trans>Category</Trans>
          </Label>
          <NativeSelect
            id={`${id}-category`}
            value={filters.category}
            onChange={(event) => set('category', event.target.value as DocumentCategory | '')}
          >
            <option value="">{t`All categories`}</option>
            {DOCUMENT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {i18n._(DOCUMENT_CATEGORY_MESSAGES[value])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>
            <Trans>Uploaded from</Trans>
          </Label>
          <DateInput
            id={`${id}-from`}
            value={filters.from}
            max={filters.to || undefined}
            onValueChange={(value) => set('from', value)}
            aria-invalid={rangeInvalid || undefined}
            aria-describedby={rangeInvalid ? `${id}-range-error` : undefined}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>
            <Trans>Uploaded to</Trans>
          </Label>
          <DateInput
            id={`${id}-to`}
            value={filters.to}
            min={filters.from || undefined}
            onValueChange={(value) => set('to', value)}
            aria-invalid={rangeInvalid || undefined}
            aria-describedby={rangeInvalid ? `${id}-range-error` : undefined}
          />
        </div>
        <div className="grid gap-1.5 max-lg:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-sort`}>
            <Trans>Sort</Trans>
          </Label>
          <NativeSelect
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) => set('sort', event.target.value as SortKey)}
          >
            {Object.entries(SORTS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {rangeInvalid || changed ? (
          <div className="col-span-2 flex items-end justify-between gap-2 lg:col-span-1">
            {rangeInvalid ? (
              <p id={`${id}-range-error`} className="text-sm text-destructive" role="alert">
                <Trans>The start date is after the end date.</Trans>
              </p>
            ) : (
              <span />
            )}
            {changed ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setFilters((prev) => ({ ...INITIAL, sort: prev.sort }));
                  setPage(1);
                }}
              >
                <X aria-hidden="true" />
                <Trans>Reset filters</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card>

      <Card className="overflow-hidden">
        {rangeInvalid ? (
          <EmptyState Icon={FileSearch} title={t`Fix the dates to see documents`} />
        ) : list.isPending ? (
          <DocumentsSkeleton rows={5} label={t`Loading documents`} />
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
          changed ? (
            <EmptyState Icon={FileSearch} title={t`No documents match these filters`}>
              <Trans>Try fewer filters or another date range.</Trans>
            </EmptyState>
          ) : (
            <EmptyState Icon={FileCheck2} title={t`Nothing waiting for review`}>
              <Trans>New uploads appear here until someone verifies or rejects them.</Trans>
            </EmptyState>
          )
        ) : (
          <DocumentsTable
            documents={list.data.items}
            label={t`Documents to review`}
            showEmployee
            canReview={(document) => document.employeeId !== selfEmployeeId}
            reviewNote={(document) =>
              document.employeeId === selfEmployeeId ? t`Yours: a colleague reviews it` : null
            }
            canDelete={() => true}
            onReject={setRejecting}
            onDelete={setDeleting}
            onPreview={setPreviewing}
            dimmed={list.isPlaceholderData}
          />
        )}
      </Card>
      {list.data && list.data.total > REVIEW_PAGE_SIZE && !rangeInvalid ? (
        <Pagination
          page={page}
          limit={REVIEW_PAGE_SIZE}
          total={list.data.total}
          onPageChange={setPage}
          disabled={list.isFetching}
          label={t`Review queue pages`}
        />
      ) : null}
      <RejectDocumentDialog document={rejecting} onClose={() => setRejecting(null)} />
      <DeleteDocumentDialog target={deleting} onClose={() => setDeleting(null)} />
      <PreviewDocumentDialog document={previewing} onClose={() => setPreviewing(null)} />
    </section>
  );
}
