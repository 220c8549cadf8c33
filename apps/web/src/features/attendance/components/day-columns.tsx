/** The columns every list of days shows alike: status, in and out, hours worked, and the note. */
import type { AttendanceDay } from '@hrms/contracts/attendance';
import { msg } from '@lingui/core/macro';
import { type DataColumn, dataColumns } from '../../../components/data-table';
import { i18n } from '../../../i18n/i18n';
import { dayNote, hoursAndMinutes, inOut } from './attendance-format';
import { AttendanceStatusBadge } from './attendance-status';

/** A day's status, its first in and last out read in `zone`, and the time worked. */
export function dayColumns(zone: (day: AttendanceDay) => string | undefined): DataColumn<AttendanceDay>[] {
  return dataColumns<AttendanceDay>([
    {
      id: 'status',
      header: i18n._(msg`Status`),
      cell: ({ row }) => (
        <AttendanceStatusBadge status={row.original.status} corrected={row.original.source === 'corrected'} />
      ),
    },
    {
      id: 'in-out',
      header: i18n._(msg`In – out`),
      cell: ({ row }) => inOut(row.original, zone(row.original)),
      meta: { cellClassName: 'whitespace-nowrap tabular-nums' },
    },
    {
      id: 'worked',
      header: i18n._(msg`Worked`),
      cell: ({ row }) => (row.original.workedMinutes > 0 ? hoursAndMinutes(row.original.workedMinutes) : '—'),
      meta: { className: 'text-right', cellClassName: 'font-semibold whitespace-nowrap tabular-nums' },
    },
  ]);
}

/** What explains a day, cut to `width` (`max-w-72`) with the whole of it in the cell's title. */
export function noteColumn(width: string): DataColumn<AttendanceDay> {
  return {
    id: 'note',
    header: i18n._(msg`Note`),
    cell: ({ row }) => dayNote(row.original),
    meta: {
      cellClassName: `${width} truncate text-muted-foreground`,
      cellProps: (day) => ({ title: dayNote(day) }),
    },
  };
}
