/**
 * The one responsive list of records: a table of column definitions (TanStack Table) on a wide
 * screen, a card per record under the phone breakpoint. Inside a `PagedList` it also has the
 * list's loading, error, empty and pages.
 */
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import type { ComponentProps, ReactNode } from 'react';
import { NARROW_SCREEN, useMediaQuery } from '../hooks/use-media-query';
import { cn } from '../lib/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

interface DataColumnMeta {
  /** Classes of the column's header and cells: `text-right` for figures. */
  className?: string;
  /** Classes of its cells only: `tabular-nums`, `text-muted-foreground`, `max-w-72`. */
  cellClassName?: string;
}

const features = tableFeatures({ columnMeta: {} as DataColumnMeta });

/**
 * A header or cell as written in its column: text, or a function of its context called here. Not
 * TanStack's `FlexRender`, which mounts such a function as a component: columns written inline are
 * new functions at every render, so each cell (an open menu, a mutation waiting to say it is done)
 * was thrown away and mounted again. So a cell function holds no hooks; the components it returns do.
 */
function rendered<C>(template: string | ((context: C) => unknown) | undefined, context: C): ReactNode {
  return (typeof template === 'function' ? template(context) : template) as ReactNode;
}

/** A column: `header` (text, or a node: `<span className="sr-only">Actions</span>`), `cell`, `meta`. */
export type DataColumn<T extends RowData> = ColumnDef<typeof features, T>;

/** Columns of records of type `T`, each needing an `id`. */
export function dataColumns<T extends RowData>(columns: DataColumn<T>[]): DataColumn<T>[] {
  return columns;
}

export function DataTable<T extends RowData>({
  label,
  rows,
  columns,
  card,
  rowKey,
  rowTestId,
  rowProps,
  cardClassName,
}: {
  /** The list's accessible name ("Templates"), on the table and on the cards' list alike. */
  label: string;
  rows: T[];
  columns: DataColumn<T>[];
  /** What one record shows as a card on a phone. */
  card: (row: T) => ReactNode;
  rowKey: (row: T) => string;
  /** `data-testid` of each row and card. */
  rowTestId?: string;
  /** More attributes of a row of the table (its state, a class). */
  rowProps?: (row: T) => ComponentProps<'tr'>;
  cardClassName?: string;
}) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const table = useTable({ features, columns, data: rows, getRowId: (row) => rowKey(row) }, () => null);
  if (narrow) {
    return (
      <ul aria-label={label} className="divide-y">
        {rows.map((row) => (
          <li key={rowKey(row)} data-testid={rowTestId} className={cn('space-y-2 px-4 py-3', cardClassName)}>
            {card(row)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table aria-label={label}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <TableHead key={header.id} className={header.column.columnDef.meta?.className}>
                {header.isPlaceholder ? null : rendered(header.column.columnDef.header, header.getContext())}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => {
          const extra = rowProps?.(row.original);
          return (
            <TableRow key={row.id} data-testid={rowTestId} {...extra}>
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <TableCell key={cell.id} className={cn(meta?.className, meta?.cellClassName)}>
                    {rendered(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                );
              })}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
