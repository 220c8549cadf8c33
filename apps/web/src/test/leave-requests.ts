/** Leave requests as the API answers them, for the tests of the pages that list or make them. */
import type { LeaveRequest } from '@hrms/contracts/leave';

/** What a request has of its own: whose it is, of what type, which days and when it was made. */
type Own = Pick<
  LeaveRequest,
  'id' | 'employee' | 'leaveType' | 'startDate' | 'endDate' | 'days' | 'createdAt'
>;

/**
 * A request of whole days, pending with the manager, with no reason or attachment, never decided or
 * cancelled, that its viewer may neither decide nor cancel, unless `overrides` say otherwise.
 */
export function pendingLeaveRequest(own: Own, overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return {
    ...own,
    startHalf: 'full',
    endHalf: 'full',
    reason: null,
    attachment: null,
    status: 'pending',
    awaiting: 'manager',
    managerApproval: null,
    decidedBy: null,
    decidedAt: null,
    decisionComment: null,
    cancelledBy: null,
    cancelledAt: null,
    cancelReason: null,
    updatedAt: own.createdAt,
    canDecide: false,
    canCancel: false,
    ...overrides,
  };
}
