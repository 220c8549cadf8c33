/**
 * A page of records under a list's header: a `DataTable` inside a `PagedList`, so the error, grey
 * rows while it loads, a note when the page is empty (a search icon when filters hide the records),
 * else the rows and, when there is more than a page, the pages.
 */
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from './data-table';
import { EmptyState } from './empty-state';
import { PagedList } from './list-states';

export function PagedTable<T extends RowData, TData extends { items: T[]; total: number }>({
  list,
  failedTitle,
  empty,
  paging,
  limit,
  pagesLabel,
  label,
  columns,
  rowKey,
  rowTestId,
  card,
}: {
  list: UseQueryResult<TData, Error>;
  failedTitle: string;
  /** The note of an empty page: its icon, or a search icon when `filtered`; a line and a hint. */
  empty: { filtered: boolean; Icon: LucideIcon; title: string; hint: ReactNode };
  paging: readonly [number, (page: number) => void];
  limit: number;
  pagesLabel: string;
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<T>[];
  rowKey: (row: T) => string;
  rowTestId: string;
  card: (row: T) => ReactNode;
}) {
  return (
    <PagedList
      list={list}
      failedTitle={failedTitle}
      empty={
        <EmptyState
          Icon={empty.filtered ? SearchX : empty.Icon}
          title={empty.title}
          className="border-t py-12"
        >
          {empty.hint}
        </EmptyState>
      }
      paging={paging}
      limit={limit}
      pagesLabel={pagesLabel}
    >
      {(items) => (
        <DataTable<T>
          label={label}
          rows={items}
          columns={columns}
          rowKey={rowKey}
          rowTestId={rowTestId}
          card={card}
        />
      )}
    </PagedList>
  );
}

/** The column of a row's actions, at its end: no header but for screen readers. */
export function actionsColumn<T extends RowData>(actions: (row: T) => ReactNode): DataColumn<T> {
  return {
    id: 'actions',
    header: () => (
      <span className="sr-only">
        <Trans>Actions</Trans>
      </span>
    ),
    cell: ({ row }) => actions(row.original),
    meta: { className: 'text-right' },
  };
}

/** A record's name in its row that opens it: a button that looks like text until pointed at. */
export function RowTitleButton({
  onClick,
  label,
  children,
}: {
  onClick: () => void;
  /** The button's accessible name, when its text says too little. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-left font-medium break-words outline-none hover:underline focus-visible:underline"
      aria-label={label}
    >
      {children}
    </button>
  );
}
