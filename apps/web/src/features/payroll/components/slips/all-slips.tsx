/**
 * Every finalised slip of a month, for admin and hr: searched by person, a page at a time, each to
 * read or download, and the month's slips in one ZIP.
 */
import type { SalarySlip } from '@hrms/contracts/payroll';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Archive, FileSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable, dataColumns } from '../../../../components/data-table';
import { EmptyState } from '../../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../../components/list-states';
import { PersonCell } from '../../../../components/person-cell';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { SearchInput } from '../../../../components/ui/search-input';
import { Spinner } from '../../../../components/ui/spinner';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { cn } from '../../../../lib/cn';
import { formatPaise } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useDownloadPayrollExport } from '../../api/download-payroll-export';
import { useSalarySlips } from '../../api/get-salary-slips';
import { MonthSelect } from '../month-select';
import { SlipActions } from './slip-actions';
import { SLIP_MONEY_COLUMNS } from './slip-columns';
import { addMonths, monthFromKey, monthKey, monthTitle, thisMonth } from './slip-format';
import { SlipViewDialog } from './slip-view-dialog';

const PAGE_SIZE = 25;
const MONTHS_BACK = 24;

export function AllSlips({ now }: { now?: Date }) {
  const { t } = useLingui();
  const id = useId();
  const current = thisMonth(now);
  const months = Array.from({ length: MONTHS_BACK + 1 }, (_, i) => addMonths(current, -i));
  const [key, setKey] = useState(() => monthKey(addMonths(current, -1)));
  const period = monthFromKey(key) ?? addMonths(current, -1);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SalarySlip | null>(null);
  const applied = useDebouncedValue(search.trim(), 250);
  const list = useSalarySlips({
    year: period.year,
    month: period.month,
    status: 'finalised',
    departmentId: '',
    search: applied,
    page,
    limit: PAGE_SIZE,
  });
  const zip = useDownloadPayrollExport();
  const items = list.data?.items ?? [];
  const searched = search.trim() !== '';
  // The ZIP holds the month's every finalised slip: there is one when the unsearched list has any.
  const none = list.data !== undefined && !searched && list.data.total === 0;
  const month = monthTitle(period);
  const total = list.data?.total ?? 0;

  const columns = dataColumns<SalarySlip>([
    {
      id: 'person',
      header: t`Person`,
      cell: ({ row }) => {
        const { employee } = row.original;
        return <PersonCell name={employee.name} details={[employee.employeeCode, employee.department]} />;
      },
      meta: { cellClassName: 'min-w-48' },
    },
    ...SLIP_MONEY_COLUMNS,
    {
      id: 'actions',
      header: () => <span className="sr-only">{t`Actions`}</span>,
      cell: ({ row }) => (
        <SlipActions
          slip={row.original}
          of={row.original.employee.name}
          onView={setOpen}
          className="justify-end"
        />
      ),
      meta: { className: 'text-right' },
    },
  ]);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between sm:p-5">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
          <div className="space-y-1.5 sm:w-44">
            <Label htmlFor={`${id}-month`}>
              <Trans>Month</Trans>
            </Label>
            <MonthSelect
              months={months}
              id={`${id}-month`}
              value={key}
              onChange={(e) => {
                setKey(e.target.value);
                setPage(1);
              }}
            />
          </div>
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
        </div>
        <Button
          variant="outline"
          disabled={none || zip.isPending}
          title={none ? t`No slip of ${month} is finalised yet` : undefined}
          onClick={() =>
            zip.mutate(
              { kind: 'slips', ...period },
              {
                onSuccess: (name) => toast.success(t`Saved ${name}`),
                onError: (error) => toast.error(error.message || t`The ZIP could not be made`),
              },
            )
          }
        >
          {zip.isPending ? <Spinner /> : <Archive aria-hidden="true" />}
          <Trans>All slips of {month} (ZIP)</Trans>
        </Button>
      </div>
      <p className="border-b px-4 py-2.5 text-sm text-muted-foreground sm:px-5" aria-live="polite">
        {list.data
          ? searched
            ? t`${plural(total, { one: '# finalised slip match', other: '# finalised slips match' })}`
            : t`${plural(total, { one: '# finalised slip', other: '# finalised slips' })}`
          : ' '}
      </p>

      {list.isError ? (
        <ListFailed title={t`We could not load the slips`} query={list} />
      ) : !list.data ? (
        <ListLoading rows={4} />
      ) : items.length === 0 ? (
        <EmptyState
          Icon={FileSearch}
          title={searched ? t`No slip matches` : t`No finalised slips for ${month}`}
          className="py-10"
        >
          {searched
            ? t`Try another name or employee code.`
            : t`Slips show here once the month is finalised under Payroll → Pay runs.`}
        </EmptyState>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <DataTable
            label={t`Finalised slips`}
            rows={items}
            columns={columns}
            rowKey={(slip) => slip.id}
            rowTestId="finalised-slip"
            card={(slip) => {
              const code = slip.employee.employeeCode;
              const gross = formatPaise(slip.gross);
              return (
                <>
                  <div className="flex items-baseline justify-between gap-2">
                    <p className="min-w-0 truncate font-medium">{slip.employee.name}</p>
                    <p className="font-semibold tabular-nums">{formatPaise(slip.net)}</p>
                  </div>
                  <p className="truncate text-xs text-muted-foreground tabular-nums">{t`${code} · Gross ${gross}`}</p>
                  <SlipActions slip={slip} of={slip.employee.name} onView={setOpen} />
                </>
              );
            }}
          />
          <ListPages
            paging={[page, setPage]}
            limit={PAGE_SIZE}
            list={list}
            label={t`Pages of finalised slips`}
          />
        </div>
      )}
      <SlipViewDialog slip={open} showPerson onClose={() => setOpen(null)} />
    </Card>
  );
}
