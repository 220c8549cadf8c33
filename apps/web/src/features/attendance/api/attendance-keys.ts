/**
 * Every attendance query starts with `attendance`: an `attendance-update` event, a punch anywhere
 * (`time_tracking:status_updated`) and every correction here refresh them all at once.
 */
export const attendanceKeys = {
  all: ['attendance'] as const,
  /** `null`: the signed-in person. */
  calendar: (employeeId: string | null, year: number, month: number) =>
    [...attendanceKeys.all, 'calendar', employeeId, year, month] as const,
  mine: (params: MyDaysParams) => [...attendanceKeys.all, 'mine', params] as const,
  stats: (params: StatsParams) => [...attendanceKeys.all, 'stats', params] as const,
  week: (date: string | null) => [...attendanceKeys.all, 'week', 'team', date] as const,
  team: (params: TeamDaysParams) => [...attendanceKeys.all, 'team', params] as const,
  requests: (params: RequestListParams) => [...attendanceKeys.all, 'requests', params] as const,
};

/** Correction requests (regularisations): mine, those waiting for me, or all I reach. */
export interface RequestListParams {
  scope: 'mine' | 'to-decide' | 'all';
  page: number;
  limit: number;
  status?: string | undefined;
}

export interface MyDaysParams {
  from: string;
  to: string;
  page: number;
  limit: number;
}

export interface StatsParams {
  from: string;
  to: string;
  employeeId: string | null;
}

/** The team list's filters; '' is "any". */
export interface TeamFilters {
  from: string;
  to: string;
  departmentId: string;
  officeId: string;
  status: string;
  search: string;
}

export interface TeamDaysParams extends TeamFilters {
  page: number;
  limit: number;
}

/** Filters as the API reads them: empty ones left out. */
export function filterQuery(filters: TeamFilters) {
  return {
    from: filters.from || undefined,
    to: filters.to || undefined,
    departmentId: filters.departmentId || undefined,
    officeId: filters.officeId || undefined,
    status: filters.status || undefined,
    search: filters.search.trim() || undefined,
  };
}
