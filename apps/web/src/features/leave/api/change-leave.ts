/** Every change to leave; each refreshes every leave query (and the dashboard hears of it by event). */
import {
  type CancelLeaveBody,
  type CompOffGrantBody,
  type LeaveAdjustmentBody,
  LeaveBalanceResponseSchema,
  type LeaveRequestBody,
  LeaveRequestSchema,
} from '@hrms/contracts/leave';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideLeave } from '../../../api/decide-request';
import { api } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

function useLeaveMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // The change is done when the server has answered; the lists refresh behind it, so a person is
    // not kept waiting (a dialog open, its button spinning) on every leave query's refetch.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}

export function useRequestLeave() {
  return useLeaveMutation(async (body: LeaveRequestBody) =>
    LeaveRequestSchema.parse(await api.post<unknown>('/leave/request', body)),
  );
}

export function useDecideLeave() {
  return useLeaveMutation(decideLeave);
}

export function useCancelLeave() {
  return useLeaveMutation(async ({ id, body }: { id: string; body: CancelLeaveBody }) =>
    LeaveRequestSchema.parse(await api.patch<unknown>(`/leave/${encodeURIComponent(id)}/cancel`, body)),
  );
}

export function useAdjustBalance() {
  return useLeaveMutation(async (body: LeaveAdjustmentBody) =>
    LeaveBalanceResponseSchema.parse(await api.post<unknown>('/leave/adjustments', body)),
  );
}

export function useGrantCompOff() {
  return useLeaveMutation(async (body: CompOffGrantBody) =>
    LeaveBalanceResponseSchema.parse(await api.post<unknown>('/leave/comp-off', body)),
  );
}
