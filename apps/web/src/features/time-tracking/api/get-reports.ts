/** Worked, break and overtime time day by day: the week (Monday to Sunday) holding a date, and a month. */
import { type TimeReport, TimeReportSchema } from '@hrms/contracts/time-tracking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timeTrackingKeys } from './time-tracking-keys';

export async function getWeekReport(date: string, signal?: AbortSignal): Promise<TimeReport> {
  return TimeReportSchema.parse(
    await api.get<unknown>(`/time-tracking/report/weekly/${encodeURIComponent(date)}`, { signal }),
  );
}

export async function getMonthReport(year: number, month: number, signal?: AbortSignal): Promise<TimeReport> {
  return TimeReportSchema.parse(
    await api.get<unknown>(`/time-tracking/report/monthly/${year}/${month}`, { signal }),
  );
}

export const weekReportQueryOptions = (date: string) =>
  queryOptions({
    queryKey: timeTrackingKeys.week(date),
    queryFn: ({ signal }) => getWeekReport(date, signal),
    placeholderData: keepPreviousData,
  });

export const monthReportQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: timeTrackingKeys.month(year, month),
    queryFn: ({ signal }) => getMonthReport(year, month, signal),
    placeholderData: keepPreviousData,
  });

export function useWeekReport(date: string | null) {
  return useQuery({ ...weekReportQueryOptions(date ?? ''), enabled: date !== null });
}

export function useMonthReport(year: number | null, month: number | null) {
  return useQuery({
    ...monthReportQueryOptions(year ?? 0, month ?? 0),
    enabled: year !== null && month !== null,
  });
}
