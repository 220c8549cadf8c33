/**
 * Every leave query starts with `leave`: a `leave-update` event (spec §7) and every change here
 * refresh them all at once.
 */
export const leaveKeys = {
  all: ['leave'] as const,
  types: () => [...leaveKeys.all, 'types'] as const,
  offices: () => [...leaveKeys.all, 'offices'] as const,
  balance: (employeeId: string | null, year: number | null) =>
    [...leaveKeys.all, 'balance', employeeId, year] as const,
  ledger: (leaveTypeId: string, employeeId: string | null, year: number) =>
    [...leaveKeys.all, 'ledger', leaveTypeId, employeeId, year] as const,
  report: (year: number | null) => [...leaveKeys.all, 'report', year] as const,
  list: (kind: 'mine' | 'all' | 'pending', params: LeaveListParams) =>
    [...leaveKeys.all, 'list', kind, params] as const,
  request: (id: string) => [...leaveKeys.all, 'request', id] as const,
  calendar: (year: number, month: number) => [...leaveKeys.all, 'calendar', year, month] as const,
  stats: () => [...leaveKeys.all, 'stats'] as const,
  preview: (body: unknown) => [...leaveKeys.all, 'preview', body] as const,
  optionalHolidays: (year: number) => [...leaveKeys.all, 'optional-holidays', year] as const,
};

export interface LeaveListParams {
  page: number;
  limit: number;
  status?: string | undefined;
  search?: string | undefined;
}
