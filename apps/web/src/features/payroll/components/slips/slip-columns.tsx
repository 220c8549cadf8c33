/** The money columns every list of slips shows, in one order and one look. */
import type { SalarySlip } from '@hrms/contracts/payroll';
import { msg } from '@lingui/core/macro';
import { dataColumns } from '../../../../components/data-table';
import { i18n } from '../../../../i18n/i18n';
import { formatPaise } from '../../../../lib/format';

const money = { className: 'text-right', cellClassName: 'whitespace-nowrap tabular-nums' };

export const SLIP_MONEY_COLUMNS = dataColumns<SalarySlip>([
  {
    id: 'gross',
    header: () => i18n._(msg`Gross`),
    cell: ({ row }) => formatPaise(row.original.gross),
    meta: money,
  },
  {
    id: 'deductions',
    header: () => i18n._(msg`Deductions`),
    cell: ({ row }) => formatPaise(row.original.totalDeductions),
    meta: money,
  },
  {
    id: 'net',
    header: () => i18n._(msg`Net pay`),
    cell: ({ row }) => formatPaise(row.original.net),
    meta: { ...money, cellClassName: `font-semibold ${money.cellClassName}` },
  },
]);
