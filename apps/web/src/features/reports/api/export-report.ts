/** A report as a file (CSV, Excel or PDF) with the filters in force. */
import type { REPORT_EXPORTS, ReportExportTable, ReportFormat } from '@hrms/contracts/reports';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { filterQuery, type ReportFilters } from './reports-keys';

export type ExportableReport = (typeof REPORT_EXPORTS)[number];

export interface ReportExportRequest {
  report: ExportableReport;
  format: ReportFormat;
  /** The one table of a CSV; the report's first when left out. */
  table?: ReportExportTable;
  filters: ReportFilters;
}

export async function exportReport({ report, format, table, filters }: ReportExportRequest): Promise<string> {
  const file = await apiFile('/reports/export', {
    query: { report, format, ...(table ? { table } : {}), ...filterQuery(filters) },
  });
  const fileName = file.fileName ?? `${report}-report.${format}`;
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}
