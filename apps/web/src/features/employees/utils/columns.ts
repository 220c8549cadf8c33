/**
 * The list's columns: which can be sorted (the contract's allow-list only), which export columns
 * each stands for, and the viewer's choice of which to show, remembered in this browser.
 */
import type { EMPLOYEE_EXPORT_COLUMNS, EmployeeFieldKey } from '@hrms/contracts/employees';
import type { EmployeeSortField } from './list-params';

type ExportKey = (typeof EMPLOYEE_EXPORT_COLUMNS)[number]['key'];

export const COLUMN_KEYS = [
  'name',
  'employeeCode',
  'workEmail',
  'phone',
  'department',
  'designation',
  'manager',
  'office',
  'employmentType',
  'status',
  'joinDate',
] as const satisfies readonly ('name' | EmployeeFieldKey)[];
export type ColumnKey = (typeof COLUMN_KEYS)[number];

export interface ColumnDef {
  key: ColumnKey;
  label: string;
  sort?: EmployeeSortField;
  /** The export columns it becomes, in order. */
  exportKeys: readonly ExportKey[];
  /** Always shown: the row needs a name to be recognised and opened. */
  fixed?: boolean;
}

export const COLUMNS: readonly ColumnDef[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    exportKeys: ['firstName', 'lastName', 'workEmail'],
    fixed: true,
  },
  { key: 'employeeCode', label: 'Code', sort: 'employeeCode', exportKeys: ['employeeCode'] },
  { key: 'workEmail', label: 'Work email', sort: 'workEmail', exportKeys: [] },
  { key: 'phone', label: 'Phone', exportKeys: ['phone'] },
  { key: 'department', label: 'Department', sort: 'department', exportKeys: ['department'] },
  { key: 'designation', label: 'Designation', sort: 'designation', exportKeys: ['designation'] },
  { key: 'manager', label: 'Manager', exportKeys: ['manager'] },
  { key: 'office', label: 'Office', exportKeys: ['office'] },
  { key: 'employmentType', label: 'Type', exportKeys: ['employmentType'] },
  { key: 'status', label: 'Status', sort: 'status', exportKeys: ['status'] },
  { key: 'joinDate', label: 'Joined', sort: 'joinDate', exportKeys: ['joinDate'] },
];

/** The name's cell shows the work email under it, so its own column starts hidden. */
export const DEFAULT_COLUMNS: readonly ColumnKey[] = [
  'name',
  'employeeCode',
  'department',
  'designation',
  'status',
  'joinDate',
];

export const COLUMNS_STORAGE_KEY = 'hrms-employee-columns';

function isColumnKey(value: unknown): value is ColumnKey {
  return typeof value === 'string' && (COLUMN_KEYS as readonly string[]).includes(value);
}

/** In the table's order, with the fixed ones always in. */
export function normaliseColumns(keys: readonly string[]): ColumnKey[] {
  const chosen = new Set(keys.filter(isColumnKey));
  return COLUMNS.filter((c) => c.fixed || chosen.has(c.key)).map((c) => c.key);
}

export function readStoredColumns(storage: Pick<Storage, 'getItem'> | undefined): ColumnKey[] {
  try {
    const raw = storage?.getItem(COLUMNS_STORAGE_KEY);
    if (!raw) return [...DEFAULT_COLUMNS];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? normaliseColumns(parsed.filter(isColumnKey)) : [...DEFAULT_COLUMNS];
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

export function storeColumns(
  storage: Pick<Storage, 'setItem'> | undefined,
  keys: readonly ColumnKey[],
): void {
  try {
    storage?.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Remembered for this page only.
  }
}

/** The export's `columns`: what the table shows, in its order. */
export function exportColumnsFor(keys: readonly ColumnKey[]): ExportKey[] {
  const shown = new Set(keys);
  return COLUMNS.filter((c) => shown.has(c.key)).flatMap((c) => c.exportKeys);
}
