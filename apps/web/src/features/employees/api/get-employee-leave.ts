import { EmployeeLeaveRequestsResponseSchema } from '@hrms/contracts/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const LEAVE_PAGE_SIZE = 10;

/**
 * The person's leave requests, newest first. Keyed under `leave` (not `employees`): a `leave-update`
 * event is what changes them (contracts `UPDATE_EVENT_QUERY_KEYS`).
 */
export function useEmployeeLeave(id: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['leave', 'employee-record', id, page] as const,
      queryFn: async ({ signal }) =>
        EmployeeLeaveRequestsResponseSchema.parse(
          await api.get<unknown>(`/employees/${encodeURIComponent(id)}/leave-requests`, {
            query: { page, limit: LEAVE_PAGE_SIZE },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  );
}
