/**
 * What the dashboard's panels read: each module's own calls, under the dashboard's key so that
 * every realtime update refreshes them (spec §7: the dashboard is always invalidated).
 */

import { AnnouncementListResponseSchema } from '@hrms/contracts/announcements';
import { AttendanceListResponseSchema, RegularizationListResponseSchema } from '@hrms/contracts/attendance';
import { DocumentListResponseSchema, DocumentSearchResponseSchema } from '@hrms/contracts/documents';
import { HolidayItemsResponseSchema } from '@hrms/contracts/holidays';
import {
  LeaveBalanceResponseSchema,
  LeaveCalendarResponseSchema,
  LeaveRequestListResponseSchema,
} from '@hrms/contracts/leave';
import { TaskListResponseSchema } from '@hrms/contracts/onboarding';
import {
  PayrollSummarySchema,
  SalarySlipListResponseSchema,
  TaxDeclarationListResponseSchema,
} from '@hrms/contracts/payroll';
import { DashboardReportSchema } from '@hrms/contracts/reports';
import { ComplianceResponseSchema } from '@hrms/contracts/training';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

function usePanel<T>(
  name: string,
  path: string,
  schema: z.ZodType<T>,
  query: Record<string, string> = {},
  enabled = true,
) {
  return useQuery({
    queryKey: dashboardKeys.panel(name, { path, ...query }),
    queryFn: async ({ signal }) => schema.parse(await api.get<unknown>(path, { query, signal })),
    enabled,
  });
}

// ------------------------------------------------------------------------------- my day

export const useMyBalances = () => usePanel('balances', '/leave/balance', LeaveBalanceResponseSchema);

export const useMyUpcomingHolidays = () =>
  usePanel('holidays', '/holidays/my-upcoming', HolidayItemsResponseSchema, { limit: '4' });

export const useLatestSlip = () =>
  usePanel('slip', '/payroll/my-salary-slips', SalarySlipListResponseSchema, { limit: '1' });

export const useMyLeaveRequests = () =>
  usePanel('my-leave', '/leave/my-requests', LeaveRequestListResponseSchema, { limit: '4' });

export const useMyCorrections = () =>
  usePanel('my-corrections', '/attendance/regularizations', RegularizationListResponseSchema, {
    scope: 'mine',
    limit: '3',
  });

export const useAnnouncementFeed = () =>
  usePanel('announcements', '/announcements/published', AnnouncementListResponseSchema, { limit: '5' });

/** Documents hr sent back: asked of the person again. */
export const useDocumentsAskedOfMe = (employeeId: string | null) =>
  usePanel(
    'my-documents',
    `/employees/${encodeURIComponent(employeeId ?? '')}/documents`,
    DocumentListResponseSchema,
    { status: 'rejected' },
    employeeId !== null,
  );

/** The person's own mandatory courses, overdue first. */
export const useMyMandatoryTraining = (employeeId: string) =>
  usePanel('my-training', '/training/compliance', ComplianceResponseSchema, { employeeId, limit: '20' });

/** The onboarding tasks given to the person still open (for admin and hr, the hr team's too). */
export const useMyOnboardingTasks = () =>
  usePanel('onboarding-tasks', '/onboarding/tasks', TaskListResponseSchema, { status: 'open', limit: '5' });

// ------------------------------------------------------------------------------- team and company

/** Mandatory courses overdue in reach: a manager's line, the company for hr. */
export const useOverdueTraining = () =>
  usePanel('overdue-training', '/training/compliance', ComplianceResponseSchema, {
    status: 'overdue',
    limit: '5',
  });

/** Today's attendance, pending counts and the headcount trend: the team's for a manager. */
export const useTodayReport = () => usePanel('today', '/reports/dashboard', DashboardReportSchema);

/** Each person's day today (`date`, the company's today from the report): a manager's team. */
export const useTeamDays = (date: string | undefined) =>
  usePanel(
    'team-days',
    '/attendance/all',
    AttendanceListResponseSchema,
    { from: date ?? '', to: date ?? '', limit: '200' },
    date !== undefined,
  );

export const useLeaveToDecide = () =>
  usePanel('leave-to-decide', '/leave/pending-approvals', LeaveRequestListResponseSchema, { limit: '5' });

export const useCorrectionsToDecide = () =>
  usePanel('corrections-to-decide', '/attendance/regularizations', RegularizationListResponseSchema, {
    scope: 'to-decide',
    status: 'pending',
    limit: '5',
  });

export const useLeaveCalendar = (year: number, month: number, enabled = true) =>
  usePanel('leave-calendar', `/leave/calendar/${year}/${month}`, LeaveCalendarResponseSchema, {}, enabled);

export const usePayrollMonth = (year: number, month: number, enabled = true) =>
  usePanel('payroll', `/payroll/summary/${month}/${year}`, PayrollSummarySchema, {}, enabled);

/** Tax declarations waiting for hr: only their number is read. */
export const useDeclarationsToReview = () =>
  usePanel('declarations-to-review', '/payroll/declarations', TaxDeclarationListResponseSchema, {
    status: 'submitted',
    limit: '1',
  });

export const useDocumentsToReview = () =>
  usePanel('documents-to-review', '/documents/search', DocumentSearchResponseSchema, {
    status: 'pending',
    limit: '5',
    sort: 'createdAt',
    order: 'asc',
  });
