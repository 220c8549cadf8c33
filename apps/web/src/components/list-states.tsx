/** How lists wait, fail and page: rows of grey while they load, the error with a retry, the pages under the rows. */

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { QueryError } from './query-error';
import { Pagination } from './ui/pagination';
import { Skeleton } from './ui/skeleton';

interface FailedQuery {
  error: Error;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Padded like a card's content; `className` trims it under a header that has its own. */
export function ListFailed({
  title,
  query,
  className,
}: {
  title: string;
  query: FailedQuery;
  className?: string;
}) {
  return (
    <div className={cn('p-4 sm:p-5', className)}>
      <QueryError
        title={title}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    </div>
  );
}

export function ListLoading({ rows, className }: { rows: number; className?: string }) {
  return (
    <div className={cn('space-y-2 p-4 sm:p-5', className)} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}

/** A list's pages, under its rows: the page and its setter, and the query that fetched it. */
export function ListPages({
  paging: [page, setPage],
  limit,
  list,
  label,
}: {
  paging: readonly [number, (page: number) => void];
  limit: number;
  list: { data: { total: number }; isFetching: boolean };
  label: string;
}) {
  return (
    <Pagination
      className="border-t px-4 py-3 sm:px-5"
      page={page}
      limit={limit}
      total={list.data.total}
      onPageChange={setPage}
      disabled={list.isFetching}
      label={label}
    />
  );
}

/**
 * A page of a list under its card's header: the error, grey rows while it loads, `empty` when it holds
 * nothing, else its rows and, when there is more than a page, the pages.
 */
export function PagedList<TData extends { items: unknown[]; total: number }>({
  list,
  failedTitle,
  empty,
  paging,
  limit,
  pagesLabel,
  children,
}: {
  list: UseQueryResult<TData, Error>;
  failedTitle: string;
  empty: ReactNode;
  paging: readonly [number, (page: number) => void];
  limit: number;
  pagesLabel: string;
  children: (items: TData['items']) => ReactNode;
}) {
  if (list.isError) return <ListFailed title={failedTitle} query={list} className="pt-0 sm:pt-0" />;
  if (!list.data) return <ListLoading rows={4} className="pt-0 sm:pt-0" />;
  if (list.data.items.length === 0) return empty;
  return (
    <div
      className={cn('border-t', list.isPlaceholderData && 'opacity-60 transition-opacity')}
      aria-busy={list.isPlaceholderData || undefined}
    >
      {children(list.data.items)}
      {list.data.total > limit ? (
        <ListPages
          paging={paging}
          limit={limit}
          list={{ data: list.data, isFetching: list.isFetching }}
          label={pagesLabel}
        />
      ) : null}
    </div>
  );
}
