/** How leave reads on every screen: its days, its dates with halves, its status. */
import type { LeaveRequest, LeaveStatus } from '@hrms/contracts/leave';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';

export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

type Span = Pick<LeaveRequest, 'startDate' | 'endDate' | 'startHalf' | 'endHalf'>;

/** `3 Mar 2026 (afternoon) – 5 Mar 2026 (morning)`; one day: `3 Mar 2026, morning`. */
export function spanLabel(span: Span): string {
  if (span.startDate === span.endDate) {
    const half =
      span.startHalf === 'first_half' ? ', morning' : span.startHalf === 'second_half' ? ', afternoon' : '';
    return `${formatDate(span.startDate)}${half}`;
  }
  const from = `${formatDate(span.startDate)}${span.startHalf === 'second_half' ? ' (afternoon)' : ''}`;
  const to = `${formatDate(span.endDate)}${span.endHalf === 'first_half' ? ' (morning)' : ''}`;
  return `${from} – ${to}`;
}

const STATUS: Record<LeaveStatus, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'soft' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Not approved', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}
