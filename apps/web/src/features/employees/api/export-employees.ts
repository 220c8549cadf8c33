import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { type EmployeeListQuery, exportApiParams } from '../utils/list-params';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportRequest {
  query: EmployeeListQuery;
  format: ExportFormat;
  /** Export column keys, in order (`EMPLOYEE_EXPORT_COLUMNS`). */
  columns: readonly string[];
}

/** Every person matching the list's filters, as a file the browser downloads. */
export async function exportEmployees({ query, format, columns }: ExportRequest): Promise<void> {
  const file = await apiFile(`/employees/export?${exportApiParams(query, format, columns)}`);
  saveBlob(file.blob, file.fileName ?? `employees.${format}`);
}

export function useExportEmployees() {
  return useMutation({ mutationFn: exportEmployees });
}
