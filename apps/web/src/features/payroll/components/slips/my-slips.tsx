/**
 * My salary slips: each finalised month, newest first, with what it paid; a slip opens in full (its
 * lines and the net pay in words) and downloads as the PDF. Drafts and slips being worked on are
 * hr's until they are final.
 */
import type { SalarySlip } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { DataTable, dataColumns } from '../../../../components/data-table';
import { EmptyState } from '../../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../../components/list-states';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { formatPaise } from '../../../../lib/format';
import { useMySalarySlips } from '../../api/get-my-salary-slips';
import { SlipActions } from './slip-actions';
import { SLIP_MONEY_COLUMNS } from './slip-columns';
import { monthTitle } from './slip-format';
import { SlipViewDialog } from './slip-view-dialog';

export const MY_SLIPS_PAGE_SIZE = 12;

export function MySlips() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SalarySlip | null>(null);
  const list = useMySalarySlips({ page, limit: MY_SLIPS_PAGE_SIZE });

  const columns = dataColumns<SalarySlip>([
    {
      id: 'month',
      header: t`Month`,
      cell: ({ row }) => monthTitle(row.original),
      meta: { cellClassName: 'font-medium whitespace-nowrap' },
    },
    ...SLIP_MONEY_COLUMNS,
    {
      id: 'actions',
      header: () => <span className="sr-only">{t`Actions`}</span>,
      cell: ({ row }) => <SlipActions slip={row.original} onView={setOpen} className="justify-end" />,
      meta: { className: 'text-right' },
    },
  ]);

  return (
    <Card className="overflow-hidden">
      <div className="border-b p-4 sm:p-5">
        <h2 className="text-base font-semibold">
          <Trans>My salary slips</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Each month’s slip once payroll has finalised it.</Trans>
        </p>
      </div>
      {list.isError ? (
        <ListFailed title={t`We could not load your slips`} query={list} />
      ) : !list.data ? (
        <ListLoading rows={3} />
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={Receipt} title={t`No salary slips yet`} className="py-12">
          <Trans>Your slip shows here, to read and download, once a month’s payroll is finalised.</Trans>
        </EmptyState>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <DataTable
            label={t`My salary slips`}
            rows={list.data.items}
            columns={columns}
            rowKey={(slip) => slip.id}
            rowTestId="my-slip"
            card={(slip) => {
              const gross = formatPaise(slip.gross);
              const deductions = formatPaise(slip.totalDeductions);
              return (
                <>
                  <div className="flex items-baseline justify-between gap-2">
                    <p className="font-medium">{monthTitle(slip)}</p>
                    <p className="font-semibold tabular-nums">{formatPaise(slip.net)}</p>
                  </div>
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {t`Gross ${gross} · Deductions ${deductions}`}
                  </p>
                  <SlipActions slip={slip} onView={setOpen} />
                </>
              );
            }}
          />
          {list.data.total > MY_SLIPS_PAGE_SIZE ? (
            <ListPages
              paging={[page, setPage]}
              limit={MY_SLIPS_PAGE_SIZE}
              list={list}
              label={t`Pages of my slips`}
            />
          ) : null}
        </div>
      )}
      <SlipViewDialog slip={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
