import type { EmployeeListQuery } from '../utils/list-params';

/**
 * Every employee query starts with `employees`, which `employee-update` invalidates (contracts
 * `UPDATE_EVENT_QUERY_KEYS`). The offices sit under it too, as they are small; departments,
 * designations and the person lookup are shared with other features (`src/api/get-departments.ts`,
 * `src/api/designations.ts`, `src/api/search-employees.ts`).
 */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (query: EmployeeListQuery) => [...employeeKeys.lists(), query] as const,
  details: () => [...employeeKeys.all, 'detail'] as const,
  detail: (id: string) => [...employeeKeys.details(), id] as const,
  dashboardStats: (id: string) => [...employeeKeys.detail(id), 'dashboard-stats'] as const,
  activity: (id: string, page: number) => [...employeeKeys.detail(id), 'activity', { page }] as const,
  options: () => [...employeeKeys.all, 'options'] as const,
  offices: () => [...employeeKeys.options(), 'offices'] as const,
};
