import { describe, expect, it } from 'vitest';
import {
  COLUMNS_STORAGE_KEY,
  DEFAULT_COLUMNS,
  exportColumnsFor,
  normaliseColumns,
  readStoredColumns,
} from './columns';

function storage(value: string | null) {
  return { getItem: (key: string) => (key === COLUMNS_STORAGE_KEY ? value : null) };
}

describe('the column choice', () => {
  it('keeps the name and the table’s order whatever is stored', () => {
    expect(normaliseColumns(['joinDate', 'bogus', 'employeeCode'])).toEqual([
      'name',
      'employeeCode',
      'joinDate',
    ]);
  });

  it('falls back to the defaults when nothing usable is stored', () => {
    expect(readStoredColumns(storage(null))).toEqual(DEFAULT_COLUMNS);
    expect(readStoredColumns(storage('{not json'))).toEqual(DEFAULT_COLUMNS);
    expect(readStoredColumns(storage('"name"'))).toEqual(DEFAULT_COLUMNS);
    expect(readStoredColumns(storage('["office"]'))).toEqual(['name', 'office']);
  });

  it('exports what is shown, the name as first and last name with the work email under it', () => {
    expect(exportColumnsFor(['status', 'name', 'manager', 'workEmail'])).toEqual([
      'firstName',
      'lastName',
      'workEmail',
      'manager',
      'status',
    ]);
  });
});
