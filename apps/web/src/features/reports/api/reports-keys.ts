/**
 * Every report query starts with `dashboard`: realtime updates always invalidate the dashboard, and a
 * report moves with any change (a punch, a leave decision, a joiner), so it refreshes with it.
 */
export interface ReportFilters {
  from: string;
  to: string;
  departmentId?: string | undefined;
  officeId?: string | undefined;
}

export const reportKeys = {
  all: ['dashboard', 'reports'] as const,
  report: (name: string, filters: object) => [...reportKeys.all, name, filters] as const,
  /** Whether the monthly reports go by mail (Settings → Reports). */
  settings: () => [...reportKeys.all, 'settings'] as const,
};

/** A filter's query parameters, without the empty ones. */
export function filterQuery(filters: ReportFilters): Record<string, string> {
  const query: Record<string, string> = { from: filters.from, to: filters.to };
  if (filters.departmentId) query.departmentId = filters.departmentId;
  if (filters.officeId) query.officeId = filters.officeId;
  return query;
}
