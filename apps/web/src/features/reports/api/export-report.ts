/** A report as a file (CSV, Excel or PDF) with the filters in force. */
import type { REPORT_EXPORTS, ReportFormat } from '@hrms/contracts/reports';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { filterQuery, type ReportFilters } from './reports-keys';

export type ExportableReport = (typeof REPORT_EXPORTS)[number];

export interface ReportExportRequest {
  report: ExportableReport;
  format: ReportFormat;
  filters: ReportFilters;
}

export async function exportReport({ report, format, filters }: ReportExportRequest): Promise<string> {
  const file = await apiFile('/reports/export', { query: { report, format, ...filterQuery(filters) } });
  const fileName = file.fileName ?? `${report}-report.${format}`;
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}
