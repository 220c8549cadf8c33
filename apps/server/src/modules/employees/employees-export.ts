/**
 * The employee export as a file: the chosen columns (`EMPLOYEE_EXPORT_COLUMNS`, all by default) of
 * the rows the list's filters match, as CSV or XLSX. Cells are written by `lib/spreadsheet`, which
 * neutralises anything a spreadsheet would run as a formula.
 */
import {
  EMPLOYEE_EXPORT_COLUMNS,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYMENT_TYPE_LABELS,
} from '@hrms/contracts/employees';
import { CSV_CONTENT_TYPE, type Row, toCsv, toXlsx, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import type { ListRow } from './employee-directory.repository';

export type ExportColumn = (typeof EMPLOYEE_EXPORT_COLUMNS)[number];

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

/** The columns asked for, in the order asked, once each; `unknown` names what is not a column. */
export function exportColumns(keys: readonly string[] | undefined): {
  columns: ExportColumn[];
  unknown: string[];
} {
  const known = new Map<string, ExportColumn>(EMPLOYEE_EXPORT_COLUMNS.map((c) => [c.key, c]));
  if (!keys?.length) return { columns: [...EMPLOYEE_EXPORT_COLUMNS], unknown: [] };
  const unique = [...new Set(keys)];
  return {
    columns: unique.filter((key) => known.has(key)).map((key) => known.get(key)!),
    unknown: unique.filter((key) => !known.has(key)),
  };
}

function cell(row: ListRow, column: ExportColumn): string | null {
  switch (column.key) {
    case 'department':
      return row.departmentName;
    case 'designation':
      return row.designationName;
    case 'office':
      return row.officeName;
    case 'manager':
      return row.managerId ? `${row.managerFirstName} ${row.managerLastName}` : null;
    case 'employmentType':
      return EMPLOYMENT_TYPE_LABELS[row.employmentType];
    case 'status':
      return EMPLOYEE_STATUS_LABELS[row.status];
    default:
      return row[column.key];
  }
}

/** The header of labels, then one line per row. */
export function exportFile(
  rows: readonly ListRow[],
  columns: readonly ExportColumn[],
  format: 'csv' | 'xlsx',
  today: string,
): ExportFile {
  const table: Row[] = [columns.map((c) => c.label), ...rows.map((row) => columns.map((c) => cell(row, c)))];
  return format === 'xlsx'
    ? {
        fileName: `employees-${today}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        body: Buffer.from(toXlsx(table, { sheetName: 'Employees' })),
      }
    : { fileName: `employees-${today}.csv`, contentType: CSV_CONTENT_TYPE, body: toCsv(table) };
}
