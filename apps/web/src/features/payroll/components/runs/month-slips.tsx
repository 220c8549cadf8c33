/**
 * The month's slips for admin and hr: searched by person, filtered by status (the month and the
 * department are the panel's), a page at a time; a table on a wide screen and cards on a phone.
 * Each opens the slip in full.
 */
import { type SalarySlip, SLIP_STATUSES, type SlipStatus } from '@hrms/contracts/payroll';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileSearch, PanelRightOpen, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable, dataColumns } from '../../../../components/data-table';
import { EmptyState } from '../../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../../components/list-states';
import { PersonCell } from '../../../../components/person-cell';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { SearchInput } from '../../../../components/ui/search-input';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { cn } from '../../../../lib/cn';
import { formatPaise } from '../../../../lib/format';
import { useSalarySlips } from '../../api/get-salary-slips';
import { SLIP_MONEY_COLUMNS } from '../slips/slip-columns';
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
  const { i18n, t } = useLingui();
  const id = useId();
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
  const total = list.data?.total ?? 0;
  const month = monthTitle(period);

  const columns = dataColumns<SalarySlip>([
    {
      id: 'person',
      header: t`Person`,
      cell: ({ row }) => (
        <PersonCell
          name={row.original.employee.name}
          details={[row.original.employee.employeeCode, row.original.employee.department]}
        />
      ),
      meta: { cellClassName: 'min-w-48' },
    },
    {
      id: 'days',
      header: t`Days payable`,
      cell: ({ row }) => i18n._(days(row.original)),
      meta: { className: 'text-right', cellClassName: 'whitespace-nowrap tabular-nums' },
    },
    {
      id: 'lop',
      header: t`LOP`,
      cell: ({ row }) => (row.original.lossOfPayDays > 0 ? formatDays(row.original.lossOfPayDays) : '—'),
      meta: { className: 'text-right', cellClassName: 'tabular-nums' },
    },
    // The run's table has more columns than a person's slips: its net pay is headed "Net".
    ...SLIP_MONEY_COLUMNS.map((column) => (column.id === 'net' ? { ...column, header: t`Net` } : column)),
    {
      id: 'status',
      header: t`Status`,
      cell: ({ row }) => <SlipStatusBadge status={row.original.status} />,
    },
    {
      id: 'problem',
      header: t`Problem`,
      cell: ({ row }) => row.original.problem ?? <span className="text-muted-foreground">—</span>,
      meta: {
        cellClassName: 'max-w-56 truncate text-destructive',
        cellProps: (slip) => ({ title: slip.problem ?? undefined }),
      },
    },
    {
      id: 'open',
      header: () => <span className="sr-only">{t`Open`}</span>,
      cell: ({ row }) => <OpenButton slip={row.original} onOpen={onOpen} />,
      meta: { className: 'text-right' },
    },
  ]);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between sm:p-5">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">
            <Trans>Slips of {month}</Trans>
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data
              ? narrowed
                ? t`${plural(total, { one: '# slip match', other: '# slips match' })}`
                : t`${plural(total, { one: '# slip', other: '# slips' })}`
              : ' '}
          </p>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_9rem] gap-3 sm:flex sm:items-end">
          <div className="space-y-1.5 sm:w-56">
            <Label htmlFor={`${id}-search`}>
              <Trans>Person</Trans>
            </Label>
            <SearchInput
              id={`${id}-search`}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              placeholder={t`Name or code`}
            />
          </div>
          <div className="space-y-1.5 sm:w-36">
            <Label htmlFor={`${id}-status`}>
              <Trans>Status</Trans>
            </Label>
            <NativeSelect
              id={`${id}-status`}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as SlipStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t`Every status`}</option>
              {SLIP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {i18n._(SLIP_STATUS_LABELS[s])}
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
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </div>
      </div>

      {list.isError ? (
        <ListFailed title={t`We could not load the slips`} query={list} />
      ) : !list.data ? (
        <ListLoading rows={5} />
      ) : items.length === 0 ? (
        <EmptyState
          Icon={FileSearch}
          title={narrowed ? t`No slip matches` : t`No slips for ${month} yet`}
          className="py-10"
        >
          {narrowed
            ? t`Try another name or status, or clear the filters.`
            : t`Run payroll for the month to make everyone’s slip.`}
        </EmptyState>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <DataTable
            label={t`Salary slips`}
            rows={items}
            columns={columns}
            rowKey={(slip) => slip.id}
            rowTestId="slip-row"
            cardClassName="space-y-1.5"
            card={(slip) => <SlipCard slip={slip} onOpen={onOpen} />}
          />
          <ListPages paging={[page, setPage]} limit={SLIPS_PAGE_SIZE} list={list} label={t`Pages of slips`} />
        </div>
      )}
    </Card>
  );
}

/** `29.5 of 30`: the days payable of the days counted. */
function days(slip: SalarySlip): MessageDescriptor {
  const payable = formatDays(slip.payableDays);
  const counted = formatDays(slip.basisDays);
  return msg`${payable} of ${counted}`;
}

function SlipCard({ slip, onOpen }: { slip: SalarySlip; onOpen: (slip: SalarySlip) => void }) {
  const { t } = useLingui();
  const code = slip.employee.employeeCode;
  const payable = formatDays(slip.payableDays);
  const counted = formatDays(slip.basisDays);
  const lop = formatDays(slip.lossOfPayDays);
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 truncate font-medium">{slip.employee.name}</p>
        <SlipStatusBadge status={slip.status} />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">
        {slip.lossOfPayDays > 0
          ? t`${code} · ${payable} of ${counted} days · LOP ${lop}`
          : t`${code} · ${payable} of ${counted} days`}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm tabular-nums">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">
            <Trans>Gross</Trans>
          </dt>
          <dd className="truncate">{formatPaise(slip.gross)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">
            <Trans>Deductions</Trans>
          </dt>
          <dd className="truncate">{formatPaise(slip.totalDeductions)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">
            <Trans>Net</Trans>
          </dt>
          <dd className="truncate font-semibold">{formatPaise(slip.net)}</dd>
        </div>
      </dl>
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-xs text-destructive">{slip.problem ?? ''}</p>
        <OpenButton slip={slip} onOpen={onOpen} className="-my-1 shrink-0" />
      </div>
    </>
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
  const { t } = useLingui();
  const name = slip.employee.name;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      onClick={() => onOpen(slip)}
      aria-label={t`Open ${name}’s slip`}
    >
      <PanelRightOpen aria-hidden="true" />
      <Trans>Open</Trans>
    </Button>
  );
}
