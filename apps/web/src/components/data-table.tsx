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

interface DataColumnMeta<T extends RowData> {
  /** Classes of the column's header and cells: `text-right` for figures, `hidden md:table-cell`. */
  className?: string;
  /** Classes of its cells only: `tabular-nums`, `text-muted-foreground`, `max-w-72`. */
  cellClassName?: string;
  /** More attributes of a record's cell: the `title` of a text cut short. */
  cellProps?: (row: T) => ComponentProps<'td'>;
  /** More attributes of its header: `aria-sort` on the column the list is sorted by. */
  headerProps?: ComponentProps<'th'>;
}

const features = tableFeatures({});

/** The table's features, its column meta typed by the records (a slot for types only). */
type DataFeatures<T extends RowData> = typeof features & { columnMeta: DataColumnMeta<T> };

/** An element's attributes, `data-*` ones included. */
type Attributes<E extends 'tr' | 'li'> = ComponentProps<E> & { [data: `data-${string}`]: string | undefined };

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
export type DataColumn<T extends RowData> = ColumnDef<DataFeatures<T>, T>;

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
  /**
   * What one record shows as a card on a phone. Without it the table stays on every screen, its
   * columns hidden by their classes (`hidden md:table-cell`) where they do not fit.
   */
  card?: (row: T) => ReactNode;
  rowKey: (row: T) => string;
  /** `data-testid` of each row and card. */
  rowTestId?: string;
  /** More attributes of a row of the table (its state, a class, what a click on it does). */
  rowProps?: (row: T) => Attributes<'tr'>;
  /** Classes of every card, or of each from its record (an earlier rule greyed). */
  cardClassName?: string | ((row: T) => string | undefined);
}) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const table = useTable(
    // The column meta's slot is for types only: no value stands behind it.
    { features: features as DataFeatures<T>, columns, data: rows, getRowId: (row) => rowKey(row) },
    () => null,
  );
  if (narrow && card) {
    return (
      <ul aria-label={label} className="divide-y">
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            data-testid={rowTestId}
            className={cn(
              'space-y-2 px-4 py-3',
              typeof cardClassName === 'function' ? cardClassName(row) : cardClassName,
            )}
          >
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
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta;
              return (
                <TableHead
                  key={header.id}
                  {...meta?.headerProps}
                  className={cn(meta?.className, meta?.headerProps?.className)}
                >
                  {header.isPlaceholder
                    ? null
                    : rendered(header.column.columnDef.header, header.getContext())}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id} data-testid={rowTestId} {...rowProps?.(row.original)}>
            {row.getAllCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              const extra = meta?.cellProps?.(row.original);
              return (
                <TableCell
                  key={cell.id}
                  {...extra}
                  className={cn(meta?.className, meta?.cellClassName, extra?.className)}
                >
                  {rendered(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
