import type { EmployeeDocumentsFilter, SearchDocumentsParams } from './types';

/**
 * Every documents query starts with `documents`, which `employee-update` invalidates: an upload or a
 * review elsewhere refreshes the lists here.
 */
export const documentKeys = {
  all: ['documents'] as const,
  employees: () => [...documentKeys.all, 'employee'] as const,
  employee: (employeeId: string) => [...documentKeys.employees(), employeeId] as const,
  employeeList: (employeeId: string, filter: EmployeeDocumentsFilter) =>
    [...documentKeys.employee(employeeId), filter] as const,
  searches: () => [...documentKeys.all, 'search'] as const,
  search: (params: SearchDocumentsParams) => [...documentKeys.searches(), params] as const,
  /** A file's bytes for a preview: outside `documents`, so a list refresh does not download it again. */
  file: (documentId: string) => ['document-file', documentId] as const,
};
