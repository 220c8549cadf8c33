/**
 * Deciding a leave request or an attendance correction: the leave and attendance pages decide them,
 * and so does the dashboard, in place.
 */
import {
  type DecideRegularizationBody,
  DecideRegularizationBodySchema,
  type Regularization,
  RegularizationSchema,
} from '@hrms/contracts/attendance';
import {
  type DecideLeaveBody,
  DecideLeaveBodySchema,
  type LeaveRequest,
  LeaveRequestSchema,
} from '@hrms/contracts/leave';
import { api } from '../lib/api-client';

export async function decideLeave({
  id,
  body,
}: {
  id: string;
  body: DecideLeaveBody;
}): Promise<LeaveRequest> {
  return LeaveRequestSchema.parse(await api.patch<unknown>(`/leave/${encodeURIComponent(id)}/approve`, body));
}

export async function decideRegularization({
  id,
  body,
}: {
  id: string;
  body: DecideRegularizationBody;
}): Promise<Regularization> {
  return RegularizationSchema.parse(
    await api.patch<unknown>(`/attendance/regularizations/${encodeURIComponent(id)}`, body),
  );
}

/** What is wrong with a refusal's reason by the contract, or null when it may be sent. */
export function refusalProblem(kind: 'leave' | 'correction', comment: string): string | null {
  const schema = kind === 'leave' ? DecideLeaveBodySchema : DecideRegularizationBodySchema;
  const parsed = schema.safeParse({ status: 'rejected', comment: comment.trim() || null });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Say why');
}
