/** The leave reads: types, balances and their ledger, requests, the team calendar and figures. */
import { HolidayItemsResponseSchema } from '@hrms/contracts/holidays';
import {
  LeaveBalanceReportSchema,
  LeaveBalanceResponseSchema,
  LeaveCalendarResponseSchema,
  LeaveLedgerResponseSchema,
  LeavePreviewSchema,
  type LeaveRequestBody,
  LeaveRequestListResponseSchema,
  LeaveRequestSchema,
  LeaveStatsResponseSchema,
  LeaveTypeListResponseSchema,
} from '@hrms/contracts/leave';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type LeaveListParams, leaveKeys } from './leave-keys';

export function useMyLeaveTypes() {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.types(),
      queryFn: async ({ signal }) =>
        LeaveTypeListResponseSchema.parse(await api.get<unknown>('/leave/types', { signal })),
    }),
  );
}

export function useLeaveBalance(employeeId: string | null = null, year: number | null = null) {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.balance(employeeId, year),
      queryFn: async ({ signal }) =>
        LeaveBalanceResponseSchema.parse(
          await api.get<unknown>('/leave/balance', {
            query: { employeeId: employeeId ?? undefined, year: year ?? undefined },
            signal,
          }),
        ),
    }),
  );
}

export function useLeaveLedger(leaveTypeId: string | null, employeeId: string | null, year: number) {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.ledger(leaveTypeId ?? '', employeeId, year),
      queryFn: async ({ signal }) =>
        LeaveLedgerResponseSchema.parse(
          await api.get<unknown>('/leave/ledger', {
            query: { leaveTypeId: leaveTypeId ?? undefined, employeeId: employeeId ?? undefined, year },
            signal,
          }),
        ),
      enabled: leaveTypeId !== null,
    }),
  );
}

export function useBalanceReport(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.report(null),
      queryFn: async ({ signal }) =>
        LeaveBalanceReportSchema.parse(await api.get<unknown>('/leave/balance/report', { signal })),
      enabled,
    }),
  );
}

const LIST_PATHS = {
  mine: '/leave/my-requests',
  all: '/leave/all',
  pending: '/leave/pending-approvals',
} as const;

export function useLeaveRequests(kind: keyof typeof LIST_PATHS, params: LeaveListParams, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.list(kind, params),
      queryFn: async ({ signal }) =>
        LeaveRequestListResponseSchema.parse(
          await api.get<unknown>(LIST_PATHS[kind], {
            query: {
              page: params.page,
              limit: params.limit,
              status: params.status || undefined,
              search: params.search || undefined,
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

export function useLeaveRequest(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.request(id ?? ''),
      queryFn: async ({ signal }) =>
        LeaveRequestSchema.parse(
          await api.get<unknown>(`/leave/${encodeURIComponent(id ?? '')}`, { signal }),
        ),
      enabled: id !== null,
      retry: false,
    }),
  );
}

export function useLeaveCalendar(year: number, month: number) {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.calendar(year, month),
      queryFn: async ({ signal }) =>
        LeaveCalendarResponseSchema.parse(
          await api.get<unknown>(`/leave/calendar/${year}/${month}`, { signal }),
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useLeaveStats() {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.stats(),
      queryFn: async ({ signal }) =>
        LeaveStatsResponseSchema.parse(await api.get<unknown>('/leave/stats', { signal })),
    }),
  );
}

/** What the request being typed would count; asked once its type and dates are there. */
export function useLeavePreview(body: LeaveRequestBody | null) {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.preview(body),
      queryFn: async ({ signal }) =>
        LeavePreviewSchema.parse(await api.post<unknown>('/leave/request/preview', body, { signal })),
      enabled: body !== null,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}

/** My office's optional holidays of a year: what a type for optional holidays is taken on. */
export function useMyOptionalHolidays(year: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.optionalHolidays(year),
      queryFn: async ({ signal }) => {
        const { items } = HolidayItemsResponseSchema.parse(
          await api.get<unknown>('/holidays/my-holidays', { query: { year }, signal }),
        );
        return items.filter((h) => h.type === 'optional');
      },
      enabled,
    }),
  );
}
