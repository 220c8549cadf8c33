/**
 * My salary slips: each finalised month, newest first, with what it paid; a slip opens in full (its
 * lines and the net pay in words) and downloads as the PDF. Drafts and slips being worked on are
 * hr's until they are final.
 */
import type { SalarySlip } from '@hrms/contracts/payroll';
import { Eye, Receipt } from 'lucide-react';
import { useState } from 'react';
import { DataTable, dataColumns } from '../../../../components/data-table';
import { EmptyState } from '../../../../components/empty-state';
import { QueryError } from '../../../../components/query-error';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Pagination } from '../../../../components/ui/pagination';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { formatPaise } from '../../../../lib/format';
import { useMySalarySlips } from '../../api/get-my-salary-slips';
import { SLIP_MONEY_COLUMNS } from './slip-columns';
import { SlipDownloadButton } from './slip-download-button';
import { monthTitle } from './slip-format';
import { SlipViewDialog } from './slip-view-dialog';

export const MY_SLIPS_PAGE_SIZE = 12;

export function MySlips() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SalarySlip | null>(null);
  const list = useMySalarySlips({ page, limit: MY_SLIPS_PAGE_SIZE });

  const columns = dataColumns<SalarySlip>([
    {
      id: 'month',
      header: 'Month',
      cell: ({ row }) => monthTitle(row.original),
      meta: { cellClassName: 'font-medium whitespace-nowrap' },
    },
    ...SLIP_MONEY_COLUMNS,
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex justify-end gap-2">
          <ViewButton slip={row.original} onOpen={setOpen} />
          <SlipDownloadButton slip={row.original} />
        </div>
      ),
      meta: { className: 'text-right' },
    },
  ]);

  return (
    <Card className="overflow-hidden">
      <div className="border-b p-4 sm:p-5">
        <h2 className="text-base font-semibold">My salary slips</h2>
        <p className="text-sm text-muted-foreground">Each month’s slip once payroll has finalised it.</p>
      </div>
      {list.isError ? (
        <div className="p-4 sm:p-5">
          <QueryError
            title="We could not load your slips"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </div>
      ) : !list.data ? (
        <div className="space-y-2 p-4 sm:p-5" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={Receipt} title="No salary slips yet" className="py-12">
          Your slip shows here, to read and download, once a month’s payroll is finalised.
        </EmptyState>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <DataTable
            label="My salary slips"
            rows={list.data.items}
            columns={columns}
            rowKey={(slip) => slip.id}
            rowTestId="my-slip"
            card={(slip) => (
              <>
                <div className="flex items-baseline justify-between gap-2">
                  <p className="font-medium">{monthTitle(slip)}</p>
                  <p className="font-semibold tabular-nums">{formatPaise(slip.net)}</p>
                </div>
                <p className="text-xs text-muted-foreground tabular-nums">
                  Gross {formatPaise(slip.gross)} · Deductions {formatPaise(slip.totalDeductions)}
                </p>
                <div className="flex gap-2">
                  <ViewButton slip={slip} onOpen={setOpen} />
                  <SlipDownloadButton slip={slip} />
                </div>
              </>
            )}
          />
          {list.data.total > MY_SLIPS_PAGE_SIZE ? (
            <Pagination
              className="border-t px-4 py-3 sm:px-5"
              page={page}
              limit={MY_SLIPS_PAGE_SIZE}
              total={list.data.total}
              onPageChange={setPage}
              disabled={list.isFetching}
              label="Pages of my slips"
            />
          ) : null}
        </div>
      )}
      <SlipViewDialog slip={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function ViewButton({ slip, onOpen }: { slip: SalarySlip; onOpen: (slip: SalarySlip) => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={() => onOpen(slip)} aria-label={`View, ${monthTitle(slip)}`}>
      <Eye aria-hidden="true" />
      View
    </Button>
  );
}
