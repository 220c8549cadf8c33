/**
 * The month's slips for admin and hr: searched by person, filtered by status (the month and the
 * department are the panel's), a page at a time; a table on a wide screen and cards on a phone.
 * Each opens the slip in full.
 */
import { type SalarySlip, SLIP_STATUSES, type SlipStatus } from '@hrms/contracts/payroll';
import { FileSearch, PanelRightOpen, X } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { QueryError } from '../../../../components/query-error';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchInput } from '../../../../components/ui/search-input';
import { Skeleton } from '../../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { NARROW_SCREEN, useMediaQuery } from '../../../../hooks/use-media-query';
import { cn } from '../../../../lib/cn';
import { formatNumber, formatPaise } from '../../../../lib/format';
import { useSalarySlips } from '../../api/get-salary-slips';
import { formatDays, monthKey, monthTitle, SLIP_STATUS_LABELS, type YearMonth } from '../slips/slip-format';
import { SlipStatusBadge } from '../slips/slip-status-badge';

export const SLIPS_PAGE_SIZE = 25;

export function MonthSlips({
  period,
  departmentId,
  onOpen,
}: {
  period: YearMonth;
  departmentId: string;
  onOpen: (slip: SalarySlip) => void;
}) {
  const id = useId();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SlipStatus | ''>('');
  const [page, setPage] = useState(1);
  const applied = useDebouncedValue(search.trim(), 250);
  // A new month or department starts at the first page.
  const scope = `${monthKey(period)}|${departmentId}`;
  const [pagedScope, setPagedScope] = useState(scope);
  if (pagedScope !== scope) {
    setPagedScope(scope);
    setPage(1);
  }
  const list = useSalarySlips({
    year: period.year,
    month: period.month,
    status,
    departmentId,
    search: applied,
    page,
    limit: SLIPS_PAGE_SIZE,
  });
  const narrowed = search.trim() !== '' || status !== '';
  const items = list.data?.items ?? [];

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between sm:p-5">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">Slips of {monthTitle(period)}</h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data
              ? `${formatNumber(list.data.total)} ${list.data.total === 1 ? 'slip' : 'slips'}${narrowed ? ' match' : ''}`
              : ' '}
          </p>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_9rem] gap-3 sm:flex sm:items-end">
          <div className="space-y-1.5 sm:w-56">
            <Label htmlFor={`${id}-search`}>Person</Label>
            <SearchInput
              id={`${id}-search`}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              placeholder="Name or code"
            />
          </div>
          <div className="space-y-1.5 sm:w-36">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <NativeSelect
              id={`${id}-status`}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as SlipStatus | '');
                setPage(1);
              }}
            >
              <option value="">Every status</option>
              {SLIP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {SLIP_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {narrowed ? (
            <Button
              variant="ghost"
              size="sm"
              className="col-span-2 h-9 justify-self-start"
              onClick={() => {
                setSearch('');
                setStatus('');
                setPage(1);
              }}
            >
              <X aria-hidden="true" />
              Clear filters
            </Button>
          ) : null}
        </div>
      </div>

      {list.isError ? (
        <div className="p-4 sm:p-5">
          <QueryError
            title="We could not load the slips"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </div>
      ) : !list.data ? (
        <div className="space-y-2 p-4 sm:p-5" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          Icon={FileSearch}
          title={narrowed ? 'No slip matches' : `No slips for ${monthTitle(period)} yet`}
          className="py-10"
        >
          {narrowed
            ? 'Try another name or status, or clear the filters.'
            : 'Run payroll for the month to make everyone’s slip.'}
        </EmptyState>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          {narrow ? <SlipCards items={items} onOpen={onOpen} /> : <SlipTable items={items} onOpen={onOpen} />}
          <Pagination
            className="border-t px-4 py-3 sm:px-5"
            page={page}
            limit={SLIPS_PAGE_SIZE}
            total={list.data.total}
            onPageChange={setPage}
            disabled={list.isFetching}
            label="Pages of slips"
          />
        </div>
      )}
    </Card>
  );
}

interface RowsProps {
  items: readonly SalarySlip[];
  onOpen: (slip: SalarySlip) => void;
}

const days = (slip: SalarySlip) => `${formatDays(slip.payableDays)} of ${formatDays(slip.basisDays)}`;

function SlipTable({ items, onOpen }: RowsProps) {
  return (
    <Table aria-label="Salary slips">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Person</TableHead>
          <TableHead className="text-right">Days payable</TableHead>
          <TableHead className="text-right">LOP</TableHead>
          <TableHead className="text-right">Gross</TableHead>
          <TableHead className="text-right">Deductions</TableHead>
          <TableHead className="text-right">Net</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Problem</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Open</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((slip) => (
          <TableRow key={slip.id} data-testid="slip-row">
            <TableCell className="min-w-48">
              <Person slip={slip} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{days(slip)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {slip.lossOfPayDays > 0 ? formatDays(slip.lossOfPayDays) : '—'}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatPaise(slip.gross)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatPaise(slip.totalDeductions)}
            </TableCell>
            <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
              {formatPaise(slip.net)}
            </TableCell>
            <TableCell>
              <SlipStatusBadge status={slip.status} />
            </TableCell>
            <TableCell className="max-w-56 truncate text-destructive" title={slip.problem ?? undefined}>
              {slip.problem ?? <span className="text-muted-foreground">—</span>}
            </TableCell>
            <TableCell className="text-right">
              <OpenButton slip={slip} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SlipCards({ items, onOpen }: RowsProps) {
  return (
    <ul aria-label="Salary slips" className="divide-y">
      {items.map((slip) => (
        <li key={slip.id} data-testid="slip-row" className="space-y-1.5 px-4 py-3">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 truncate font-medium">{slip.employee.name}</p>
            <SlipStatusBadge status={slip.status} />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">
            {slip.employee.employeeCode} · {days(slip)} days
            {slip.lossOfPayDays > 0 ? ` · LOP ${formatDays(slip.lossOfPayDays)}` : ''}
          </p>
          <dl className="grid grid-cols-3 gap-2 text-sm tabular-nums">
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Gross</dt>
              <dd className="truncate">{formatPaise(slip.gross)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Deductions</dt>
              <dd className="truncate">{formatPaise(slip.totalDeductions)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Net</dt>
              <dd className="truncate font-semibold">{formatPaise(slip.net)}</dd>
            </div>
          </dl>
          <div className="flex items-center justify-between gap-2">
            <p className="min-w-0 truncate text-xs text-destructive">{slip.problem ?? ''}</p>
            <OpenButton slip={slip} onOpen={onOpen} className="-my-1 shrink-0" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Person({ slip }: { slip: SalarySlip }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar name={slip.employee.name} className="size-8" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{slip.employee.name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {[slip.employee.employeeCode, slip.employee.department].filter(Boolean).join(' · ')}
        </p>
      </div>
    </div>
  );
}

function OpenButton({
  slip,
  onOpen,
  className,
}: {
  slip: SalarySlip;
  onOpen: (slip: SalarySlip) => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      onClick={() => onOpen(slip)}
      aria-label={`Open ${slip.employee.name}’s slip`}
    >
      <PanelRightOpen aria-hidden="true" />
      Open
    </Button>
  );
}
