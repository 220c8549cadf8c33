/**
 * /employees: the people the signed-in person may see (admin and hr: everyone; a manager: their
 * team), a page at a time from the server. Search, filters, sort and page are in the address bar;
 * admin and hr also select rows for bulk changes, import and add people.
 */
import type { EmployeeListItem } from '@hrms/contracts/employees';
import { can, employeeScope, type Role } from '@hrms/contracts/roles';
import { ChevronDown, Download, FileUp, Plus, SearchX, Users } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDepartments } from '../../../api/get-departments';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type ExportFormat, useExportEmployees } from '../api/export-employees';
import { useEmployee } from '../api/get-employee';
import { useEmployees } from '../api/get-employees';
import { useOffices } from '../api/get-offices';
import { BulkActionBar, BulkResultNotice } from '../components/bulk-actions';
import { ColumnChooser } from '../components/column-chooser';
import { EmployeeFilterBar } from '../components/employee-filters';
import { EmployeesTable, EmployeesTableSkeleton, visibleColumnDefs } from '../components/employees-table';
import { ImportDialog } from '../components/import-dialog';
import { SearchInput } from '../components/search-input';
import type { BulkSummary } from '../utils/bulk-result';
import { type ColumnKey, exportColumnsFor, readStoredColumns, storeColumns } from '../utils/columns';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  type EmployeeFilters,
  type EmployeeListQuery,
  type EmployeeSortField,
  filterSignature,
  PAGE_SIZES,
  type PageSize,
  parseListQuery,
  writeListQuery,
} from '../utils/list-params';

const NO_SELECTION: ReadonlyMap<string, string> = new Map();

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** What a colleague's card shows, as columns. */
const CARD_COLUMNS: ColumnKey[] = ['name', 'department', 'designation', 'office', 'manager'];

export function EmployeeListPage({ role }: { role: Role }) {
  const canWrite = can(role, 'employees:write');
  // Colleagues' cards (an employee): name and work email, title, department, office and manager.
  const cardOnly = employeeScope(role) === 'directory';
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);

  const setQuery = useCallback(
    (change: Partial<EmployeeListQuery>, replace = false) => {
      setParams((prev) => writeListQuery({ ...parseListQuery(prev), ...change }), { replace });
    },
    [setParams],
  );
  // A different set of people starts from its first page.
  const changeFilters = (change: Partial<EmployeeFilters>, replace = false) =>
    setQuery({ ...change, page: 1 }, replace);

  const list = useEmployees(query);
  const departments = useDepartments();
  const offices = useOffices();
  const manager = useEmployee(query.managerId);
  const exporter = useExportEmployees();
  const [importing, setImporting] = useState(false);

  const [columns, setColumns] = useState<ColumnKey[]>(() => readStoredColumns(browserStorage()));
  const columnDefs = useMemo(() => visibleColumnDefs(cardOnly ? CARD_COLUMNS : columns), [cardOnly, columns]);
  const chooseColumns = (next: ColumnKey[]) => {
    setColumns(next);
    storeColumns(browserStorage(), next);
  };

  // The selection belongs to one set of filters: other filters show other people.
  const signature = filterSignature(query);
  const [selection, setSelection] = useState<{ signature: string; items: Map<string, string> }>({
    signature,
    items: new Map(),
  });
  const selected = selection.signature === signature ? selection.items : NO_SELECTION;
  const [lastBulk, setLastBulk] = useState<BulkSummary | null>(null);

  const onToggle = useCallback(
    (employee: EmployeeListItem, on: boolean) =>
      setSelection((prev) => {
        const items = new Map(prev.signature === signature ? prev.items : []);
        if (on) items.set(employee.id, employee.name);
        else items.delete(employee.id);
        return { signature, items };
      }),
    [signature],
  );
  const items = list.data?.items;
  const onToggleAll = useCallback(
    (on: boolean) =>
      setSelection((prev) => {
        const next = new Map(prev.signature === signature ? prev.items : []);
        for (const e of items ?? []) {
          if (on) next.set(e.id, e.name);
          else next.delete(e.id);
        }
        return { signature, items: next };
      }),
    [signature, items],
  );
  const clearSelection = () => setSelection({ signature, items: new Map() });

  const onSort = useCallback(
    (field: EmployeeSortField) =>
      setQuery({
        sort: field,
        order: query.sort === field && query.order === 'asc' ? 'desc' : 'asc',
        page: 1,
      }),
    [setQuery, query.sort, query.order],
  );

  // A page past the end (the list shrank, or an old link) shows the last page instead.
  const total = list.data?.total;
  const lastPage = total !== undefined ? Math.max(1, Math.ceil(total / query.limit)) : null;
  useEffect(() => {
    if (lastPage !== null && !list.isPlaceholderData && query.page > lastPage) {
      setQuery({ page: lastPage }, true);
    }
  }, [lastPage, query.page, list.isPlaceholderData, setQuery]);

  const filterCount = activeFilterCount(query);
  const runExport = (format: ExportFormat) =>
    exporter.mutate(
      { query, format, columns: exportColumnsFor(columns) },
      { onError: (error) => toast.error(`The export failed: ${error.message}`, { duration: 6000 }) },
    );

  const departmentOptions = departments.data?.items ?? [];
  const officeOptions = offices.data?.items ?? [];
  const managerName = manager.data?.name ?? null;

  let body: ReactNode;
  if (list.isPending) {
    body = <EmployeesTableSkeleton columns={columnDefs} selectable={canWrite} />;
  } else if (list.isError) {
    body = (
      <div className="p-5">
        <QueryError
          title="We could not load the employees"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      </div>
    );
  } else if (list.data.items.length === 0) {
    body =
      filterCount > 0 ? (
        <EmptyState Icon={SearchX} title="No employees match these filters" className="py-14">
          <p>Try fewer filters or another search.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => changeFilters(EMPTY_FILTERS)}>
            Clear filters
          </Button>
        </EmptyState>
      ) : (
        <EmptyState
          Icon={Users}
          title={
            canWrite
              ? 'No employees yet'
              : cardOnly
                ? 'No colleagues to show yet'
                : 'Nobody reports to you yet'
          }
          className="py-14"
        >
          {canWrite
            ? 'Add people one by one or import them from a CSV file.'
            : cardOnly
              ? 'Colleagues appear here once hr adds them.'
              : 'Your team appears here.'}
        </EmptyState>
      );
  } else {
    body = (
      <EmployeesTable
        items={list.data.items}
        columns={columnDefs}
        sort={query.sort}
        order={query.order}
        onSort={onSort}
        selectable={canWrite}
        selectedIds={selected}
        onToggle={onToggle}
        onToggleAll={onToggleAll}
        busy={list.isPlaceholderData}
        caption={`Employees, page ${query.page}`}
      />
    );
  }

  return (
    <Page>
      <PageHeader
        title="Employees"
        description={`${canWrite ? 'Everyone in the company' : cardOnly ? 'Your colleagues: who they are, what they do and how to reach them' : 'The people who report to you, directly or through others'}${
          total !== undefined ? ` · ${formatNumber(total)} ${filterCount > 0 ? 'matching' : 'in all'}` : ''
        }`}
        actions={
          // Export, import and adding people are for admin and hr (`employees:write` on the server).
          canWrite ? (
            <>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" disabled={exporter.isPending}>
                    {exporter.isPending ? <Spinner /> : <Download aria-hidden="true" />}
                    Export
                    <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => runExport('csv')}>CSV (.csv)</DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => runExport('xlsx')}>Excel (.xlsx)</DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <FileUp aria-hidden="true" />
                Import
              </Button>
              <Button asChild>
                <Link to="/employees/new">
                  <Plus aria-hidden="true" />
                  Add employee
                </Link>
              </Button>
            </>
          ) : null
        }
      />

      <Card className="overflow-hidden">
        <div className="space-y-3 border-b p-4">
          <EmployeeFilterBar
            filters={query}
            onChange={changeFilters}
            onClear={() => changeFilters(EMPTY_FILTERS)}
            departments={departmentOptions}
            offices={officeOptions}
            managerName={managerName}
            start={
              <SearchInput
                value={query.search}
                // The first search is a new entry in history; refining it replaces that entry.
                onCommit={(search) => {
                  if (search !== query.search) changeFilters({ search }, query.search !== '');
                }}
                label="Search employees"
                placeholder="Search by name, code or email"
                busy={list.isFetching && !list.isPending && list.isPlaceholderData}
                className="sm:w-80"
              />
            }
            end={cardOnly ? null : <ColumnChooser visible={columns} onChange={chooseColumns} />}
            cardOnly={cardOnly}
          />
          {canWrite && selected.size > 0 ? (
            <BulkActionBar
              selected={selected}
              onClear={clearSelection}
              onDone={(summary) => {
                setSelection({
                  signature,
                  items: new Map(summary.failedIds.map((id) => [id, selected.get(id) ?? ''])),
                });
                setLastBulk(summary.failedIds.length > 0 ? summary : null);
              }}
              departments={departmentOptions}
              offices={officeOptions}
            />
          ) : null}
          {lastBulk ? <BulkResultNotice summary={lastBulk} onDismiss={() => setLastBulk(null)} /> : null}
        </div>
        {body}
        {list.data && list.data.total > 0 ? (
          <div className="flex flex-col gap-3 border-t px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              <label htmlFor="employees-page-size">Rows per page</label>
              <NativeSelect
                id="employees-page-size"
                value={String(query.limit)}
                onChange={(event) => setQuery({ limit: Number(event.target.value) as PageSize, page: 1 })}
                className="w-20"
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Pagination
              page={query.page}
              limit={query.limit}
              total={list.data.total}
              onPageChange={(page) => setQuery({ page })}
              disabled={list.isFetching}
              label="Employee pages"
              className="sm:flex-1 sm:justify-end sm:gap-6"
            />
          </div>
        ) : null}
      </Card>

      {canWrite ? <ImportDialog open={importing} onOpenChange={setImporting} /> : null}
    </Page>
  );
}
