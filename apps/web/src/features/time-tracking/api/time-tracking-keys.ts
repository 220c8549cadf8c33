/**
 * Every time-tracking query starts with `time-tracking`: a punch anywhere (`time_tracking:status_updated`)
 * and every punch here refresh them all at once. The clock's own status is shared with the dashboard
 * (`api/get-clock-status`), and the team board with the attendance page (`api/get-team-clock-board`).
 */
import { clockStatusKey } from '../../../api/get-clock-status';
import { teamClockBoardKey } from '../../../api/get-team-clock-board';

export const timeTrackingKeys = {
  all: ['time-tracking'] as const,
  status: () => clockStatusKey,
  /** Everyone's configuration: a shift given or taken away changes what one of them reads. */
  configurations: () => [...timeTrackingKeys.all, 'configuration'] as const,
  /** `null`: the signed-in person's. */
  configuration: (employeeId: string | null) => [...timeTrackingKeys.configurations(), employeeId] as const,
  entries: (params: EntryListParams) => [...timeTrackingKeys.all, 'entries', params] as const,
  week: (date: string) => [...timeTrackingKeys.all, 'report', 'weekly', date] as const,
  month: (year: number, month: number) =>
    [...timeTrackingKeys.all, 'report', 'monthly', year, month] as const,
  team: () => teamClockBoardKey,
  /** The clock's rules for the company (Settings → Time tracking). */
  settings: () => [...timeTrackingKeys.all, 'settings'] as const,
};

export interface EntryListParams {
  scope: 'self' | 'team';
  page: number;
  limit: number;
  from?: string | undefined;
  to?: string | undefined;
  flagged?: boolean | undefined;
  search?: string | undefined;
}
