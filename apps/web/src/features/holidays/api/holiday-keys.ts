/** Every holidays query starts with `holidays`, so one invalidation refreshes them all after a change. */
export const holidayKeys = {
  all: ['holidays'] as const,
  list: (params: HolidayListParams) => [...holidayKeys.all, 'list', params] as const,
  stats: (year: number) => [...holidayKeys.all, 'stats', year] as const,
  next: (officeId: string) => [...holidayKeys.all, 'next', officeId] as const,
  analytics: (year: number) => [...holidayKeys.all, 'analytics', year] as const,
  utilization: (year: number) => [...holidayKeys.all, 'utilization', year] as const,
  offices: () => [...holidayKeys.all, 'offices'] as const,
  weekends: () => [...holidayKeys.all, 'weekend-config'] as const,
  templates: () => [...holidayKeys.all, 'templates'] as const,
  feed: () => [...holidayKeys.all, 'feed'] as const,
  reminders: () => [...holidayKeys.all, 'notification-settings'] as const,
  conflicts: (body: unknown) => [...holidayKeys.all, 'conflicts', body] as const,
  leaveImpact: (holidayId: string) => [...holidayKeys.all, 'leave-impact', holidayId] as const,
};

export interface HolidayListParams {
  year: number;
  officeId: string;
  type: string;
  search: string;
}
