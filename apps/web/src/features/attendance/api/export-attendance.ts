/** The filtered days as a file: a row a day (CSV or Excel), or a month's muster roll. */
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { filterQuery, type TeamFilters } from './attendance-keys';

export type ExportFormat = 'csv' | 'xlsx';

export type ExportRequest =
  | { layout: 'list'; format: ExportFormat; filters: TeamFilters }
  | { layout: 'muster'; format: ExportFormat; filters: TeamFilters; month: string };

export async function exportAttendance(request: ExportRequest): Promise<string> {
  const filters = filterQuery(request.filters);
  const query =
    request.layout === 'muster'
      ? // The month is the muster roll's range; the list's dates do not apply to it.
        { ...filters, from: undefined, to: undefined, layout: 'muster', month: request.month }
      : { ...filters, layout: 'list' };
  const file = await apiFile('/attendance/export', { query: { ...query, format: request.format } });
  const fileName =
    file.fileName ??
    (request.layout === 'muster'
      ? `muster-roll-${request.month}.${request.format}`
      : `attendance.${request.format}`);
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useExportAttendance() {
  return useMutation({ mutationFn: exportAttendance });
}
