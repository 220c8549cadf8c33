/**
 * Settles a saved holiday's clash with approved leave (admin and hr): keep both as they are, move the
 * holiday, or count the leave again and give the difference back. Holidays change, and leave too.
 */
import {
  type ResolveConflictBody,
  type ResolveConflictResult,
  ResolveConflictResultSchema,
} from '@hrms/contracts/holidays';
import { UPDATE_EVENT_QUERY_KEYS } from '@hrms/contracts/realtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayKeys } from './holiday-keys';

export async function resolveHolidayConflict({
  id,
  body,
}: {
  id: string;
  body: ResolveConflictBody;
}): Promise<ResolveConflictResult> {
  return ResolveConflictResultSchema.parse(
    await api.post<unknown>(`/holidays/conflicts/${encodeURIComponent(id)}/resolve`, body),
  );
}

/** Balances and requests are the leave feature's queries: the keys a leave change refreshes. */
const LEAVE_QUERY_KEYS = UPDATE_EVENT_QUERY_KEYS['leave-update'];

export function useResolveHolidayConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveHolidayConflict,
    // Not awaited: the dialog closes on the answer, not once every list has been fetched again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: holidayKeys.all });
      for (const key of LEAVE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
