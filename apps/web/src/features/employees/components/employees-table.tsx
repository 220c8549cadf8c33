import { EMPLOYMENT_TYPE_LABELS, type EmployeeListItem } from '@hrms/contracts/employees';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, dataColumns } from '../../../components/data-table';
import { Avatar } from '../../../components/ui/avatar';
import { Checkbox } from '../../../components/ui/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { cn } from '../../../lib/cn';
import { formatDate, formatPhone } from '../../../lib/format';
import { COLUMNS, type ColumnDef, type ColumnKey } from '../utils/columns';
import type { EmployeeSortField, SortOrder } from '../utils/list-params';
import { EmployeeCard } from './employee-card';
import { EmployeeStatusBadge } from './status-badge';

const none = <span className="text-muted-foreground">—</span>;

function cellOf(employee: EmployeeListItem, key: ColumnKey): ReactNode {
  switch (key) {
    case 'name':
      return (
        <div className="flex min-w-48 items-center gap-2.5">
          <Avatar name={employee.name} src={employee.photoUrl ?? undefined} className="size-8" />
          <div className="min-w-0 leading-tight">
            <Link
              to={`/employees/${employee.id}`}
              className="block truncate font-medium outline-none hover:underline focus-visible:underline"
            >
              {employee.name}
            </Link>
            <span className="block truncate text-xs text-muted-foreground">{employee.workEmail}</span>
          </div>
        </div>
      );
    case 'employeeCode':
      return employee.employeeCode ? (
        <span className="font-mono text-xs">{employee.employeeCode}</span>
      ) : (
        none
      );
    case 'workEmail':
      return <span className="text-muted-foreground">{employee.workEmail}</span>;
    case 'phone':
      return formatPhone(employee.phone) ?? none;
    case 'department':
      return employee.department?.name ?? none;
    case 'designation':
      return employee.designation?.name ?? none;
    case 'manager':
      return employee.manager ? (
        <Link to={`/employees/${employee.manager.id}`} className="hover:underline">
          {employee.manager.name}
        </Link>
      ) : (
        none
      );
    case 'office':
      return employee.office?.name ?? none;
    case 'employmentType':
      return employee.employmentType ? EMPLOYMENT_TYPE_LABELS[employee.employmentType] : none;
    case 'status':
      return employee.status ? (
        <EmployeeStatusBadge status={employee.status} joinDate={employee.joinDate} />
      ) : (
        none
      );
    case 'joinDate':
      return employee.joinDate ? (
        <time dateTime={employee.joinDate} className="tabular-nums">
          {formatDate(employee.joinDate)}
        </time>
      ) : (
        none
      );
  }
}

function ariaSort(active: boolean, order: SortOrder): 'ascending' | 'descending' | undefined {
  if (!active) return undefined;
  return order === 'asc' ? 'ascending' : 'descending';
}

function SortButton({
  label,
  active,
  order,
  onSort,
}: {
  label: string;
  active: boolean;
  order: SortOrder;
  onSort: () => void;
}) {
  const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 uppercase outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
        active && 'text-foreground',
      )}
    >
      {label}
      <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden="true" />
    </button>
  );
}

export function visibleColumnDefs(keys: readonly ColumnKey[]): ColumnDef[] {
  const shown = new Set(keys);
  return COLUMNS.filter((c) => shown.has(c.key));
}

/** The spinner over a page of people while the next one loads. */
function LoadingBadge({ className }: { className: string }) {
  return (
    <div className={cn('pointer-events-none absolute inset-x-0 flex justify-center', className)}>
      <span className="rounded-full border bg-card p-2 shadow-sm">
        <Spinner label="Loading employees" />
      </span>
    </div>
  );
}

/**
 * One page of people: a table of the chosen columns whose sortable headings say their order with
 * `aria-sort`, or a card a person on a phone, where so many columns would scroll sideways. Both
 * keep the selection, so bulk actions work on a phone too.
 */
export function EmployeesTable({
  items,
  columns,
  sort,
  order,
  onSort,
  selectable,
  selectedIds,
  onToggle,
  onToggleAll,
  busy,
  caption,
}: {
  items: EmployeeListItem[];
  columns: readonly ColumnDef[];
  sort: EmployeeSortField;
  order: SortOrder;
  onSort: (field: EmployeeSortField) => void;
  selectable: boolean;
  /** The selection (a Set, or a Map keyed by id). */
  selectedIds: { has: (id: string) => boolean };
  onToggle: (employee: EmployeeListItem, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  /** The rows are the previous page's while the next one loads. */
  busy: boolean;
  caption: string;
}) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const selectedHere = items.filter((e) => selectedIds.has(e.id)).length;
  const allState = selectedHere === 0 ? false : selectedHere === items.length ? true : 'indeterminate';
  const select = dataColumns<EmployeeListItem>([
    {
      id: 'select',
      header: () => (
        <Checkbox
          checked={allState}
          onCheckedChange={(state) => onToggleAll(state === true)}
          aria-label="Select everyone on this page"
          // Some chosen, not all: a dash instead of the tick.
          className="data-[state=indeterminate]:grid data-[state=indeterminate]:place-items-center data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:after:h-0.5 data-[state=indeterminate]:after:w-2 data-[state=indeterminate]:after:rounded-full data-[state=indeterminate]:after:bg-primary-foreground data-[state=indeterminate]:after:content-[''] data-[state=indeterminate]:[&>span]:hidden"
        />
      ),
      cell: ({ row }) => (
        <SelectPerson
          employee={row.original}
          selected={selectedIds.has(row.original.id)}
          onToggle={onToggle}
        />
      ),
      meta: { className: 'w-10 pr-1', cellClassName: 'py-2.5' },
    },
  ]);
  const shown = dataColumns<EmployeeListItem>(
    columns.map((column) => {
      const active = column.sort !== undefined && column.sort === sort;
      const field = column.sort;
      return {
        id: column.key,
        header: () =>
          field ? (
            <SortButton label={column.label} active={active} order={order} onSort={() => onSort(field)} />
          ) : (
            column.label
          ),
        cell: ({ row }) => cellOf(row.original, column.key),
        meta: {
          cellClassName: 'py-2.5 whitespace-nowrap',
          headerProps: { 'aria-sort': ariaSort(active, order) },
        },
      };
    }),
  );
  return (
    <div
      className="relative"
      data-testid={narrow ? 'employee-cards' : 'employees-table'}
      aria-busy={busy || undefined}
    >
      <div className={cn(busy && 'opacity-60 transition-opacity')}>
        <DataTable
          label={caption}
          rows={items}
          columns={selectable ? [...select, ...shown] : shown}
          rowKey={(employee) => employee.id}
          rowTestId={narrow ? 'employee-card' : 'employee-row'}
          rowProps={(employee) => ({
            'data-employee-id': employee.id,
            'data-state': selectedIds.has(employee.id) ? 'selected' : undefined,
            className: 'data-[state=selected]:bg-accent/50',
          })}
          cardClassName="flex items-start gap-3 space-y-0"
          card={(employee) => (
            <>
              {selectable ? (
                <SelectPerson
                  employee={employee}
                  selected={selectedIds.has(employee.id)}
                  onToggle={onToggle}
                  className="mt-2.5"
                />
              ) : null}
              <EmployeeCard employee={employee} />
            </>
          )}
        />
      </div>
      {busy ? <LoadingBadge className={narrow ? 'top-6' : 'top-12'} /> : null}
    </div>
  );
}

function SelectPerson({
  employee,
  selected,
  onToggle,
  className,
}: {
  employee: EmployeeListItem;
  selected: boolean;
  onToggle: (employee: EmployeeListItem, on: boolean) => void;
  className?: string;
}) {
  return (
    <Checkbox
      className={className}
      checked={selected}
      onCheckedChange={(state) => onToggle(employee, state === true)}
      aria-label={`Select ${employee.name}`}
    />
  );
}

export function EmployeesTableSkeleton({
  columns,
  selectable,
  rows = 8,
}: {
  columns: readonly ColumnDef[];
  selectable: boolean;
  rows?: number;
}) {
  return (
    <div className="w-full overflow-x-auto" aria-busy="true">
      <Spinner label="Loading employees" className="sr-only" />
      <table className="w-full text-sm" aria-hidden="true">
        <thead className="[&_tr]:border-b">
          <tr>
            {selectable ? <th className="w-10 py-2 pr-1 pl-4" /> : null}
            {columns.map((c, i) => (
              <th
                key={c.key}
                className={cn(
                  'h-10 px-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase last:pr-5',
                  i === 0 && !selectable && 'pl-5',
                )}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <tr key={r} className="border-b last:border-0">
              {selectable ? (
                <td className="py-3 pr-1 pl-4">
                  <Skeleton className="size-4" />
                </td>
              ) : null}
              {columns.map((c, i) => (
                <td key={c.key} className={cn('px-3 py-3 last:pr-5', i === 0 && !selectable && 'pl-5')}>
                  {c.key === 'name' ? (
                    <div className="flex items-center gap-2.5">
                      <Skeleton className="size-8 rounded-full" />
                      <Skeleton className="h-4 w-32" />
                    </div>
                  ) : (
                    <Skeleton className="h-4 w-20" />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
