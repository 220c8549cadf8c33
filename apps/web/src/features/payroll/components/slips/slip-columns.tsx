/** The money columns every list of slips shows, in one order and one look. */
import type { SalarySlip } from '@hrms/contracts/payroll';
import { dataColumns } from '../../../../components/data-table';
import { formatPaise } from '../../../../lib/format';

const money = { className: 'text-right', cellClassName: 'whitespace-nowrap tabular-nums' };

export const SLIP_MONEY_COLUMNS = dataColumns<SalarySlip>([
  { id: 'gross', header: 'Gross', cell: ({ row }) => formatPaise(row.original.gross), meta: money },
  {
    id: 'deductions',
    header: 'Deductions',
    cell: ({ row }) => formatPaise(row.original.totalDeductions),
    meta: money,
  },
  {
    id: 'net',
    header: 'Net pay',
    cell: ({ row }) => formatPaise(row.original.net),
    meta: { ...money, cellClassName: `font-semibold ${money.cellClassName}` },
  },
]);
