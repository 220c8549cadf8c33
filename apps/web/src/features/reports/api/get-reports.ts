/** The reports (`/reports/*`), each a query under `reportKeys`, parsed by its contract. */
import {
  type AttendanceReport,
  AttendanceReportSchema,
  type AttendanceTrends,
  AttendanceTrendsSchema,
  type DashboardReport,
  DashboardReportSchema,
  type DepartmentStats,
  DepartmentStatsSchema,
  type LeaveReport,
  LeaveReportSchema,
  type RecentActivities,
  RecentActivitiesSchema,
  type TimeTrackingReport,
  TimeTrackingReportSchema,
} from '@hrms/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { filterQuery, type ReportFilters, reportKeys } from './reports-keys';

function useReport<T>(name: string, path: string, schema: z.ZodType<T>, query: Record<string, string>) {
  return useQuery({
    queryKey: reportKeys.report(name, query),
    queryFn: async ({ signal }) => schema.parse(await api.get<unknown>(path, { query, signal })),
    placeholderData: keepPreviousData,
  });
}

export const useDashboardReport = () =>
  useReport<DashboardReport>('dashboard', '/reports/dashboard', DashboardReportSchema, {});

export const useAttendanceTrends = (
  months: number,
  filters: Pick<ReportFilters, 'departmentId' | 'officeId'>,
) => {
  const query: Record<string, string> = { months: String(months) };
  if (filters.departmentId) query.departmentId = filters.departmentId;
  if (filters.officeId) query.officeId = filters.officeId;
  return useReport<AttendanceTrends>(
    'attendance-trends',
    '/reports/attendance-trends',
    AttendanceTrendsSchema,
    query,
  );
};

export const useAttendanceReport = (filters: ReportFilters) =>
  useReport<AttendanceReport>(
    'attendance',
    '/reports/attendance',
    AttendanceReportSchema,
    filterQuery(filters),
  );

export const useLeaveReport = (filters: ReportFilters) =>
  useReport<LeaveReport>('leave', '/reports/leave', LeaveReportSchema, filterQuery(filters));

export const useTimeReport = (filters: ReportFilters) =>
  useReport<TimeTrackingReport>(
    'time-tracking',
    '/reports/time-tracking',
    TimeTrackingReportSchema,
    filterQuery(filters),
  );

export const useDepartmentStats = (filters: ReportFilters) =>
  useReport<DepartmentStats>(
    'department-stats',
    '/reports/department-stats',
    DepartmentStatsSchema,
    filterQuery(filters),
  );

export const useRecentActivities = () =>
  useReport<RecentActivities>('recent-activities', '/reports/recent-activities', RecentActivitiesSchema, {
    limit: '50',
  });
