/** How leave reads on every screen: its days, its dates with halves, its status. */
import type { LeaveRequest, LeaveStatus } from '@hrms/contracts/leave';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { i18n } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';

export function daysLabel(days: number): string {
  return i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
}

type Span = Pick<LeaveRequest, 'startDate' | 'endDate' | 'startHalf' | 'endHalf'>;

/** `3 Mar 2026 (afternoon) – 5 Mar 2026 (morning)`; one day: `3 Mar 2026, morning`. */
export function spanLabel(span: Span): string {
  if (span.startDate === span.endDate) {
    const date = formatDate(span.startDate);
    return span.startHalf === 'first_half'
      ? i18n._(msg`${date}, morning`)
      : span.startHalf === 'second_half'
        ? i18n._(msg`${date}, afternoon`)
        : date;
  }
  const startDate = formatDate(span.startDate);
  const endDate = formatDate(span.endDate);
  const from = span.startHalf === 'second_half' ? i18n._(msg`${startDate} (afternoon)`) : startDate;
  const to = span.endHalf === 'first_half' ? i18n._(msg`${endDate} (morning)`) : endDate;
  return i18n._(msg`${from} – ${to}`);
}

const STATUS: Record<LeaveStatus, { label: MessageDescriptor; variant: BadgeProps['variant'] }> = {
  pending: { label: msg`Pending`, variant: 'soft' },
  approved: { label: msg`Approved`, variant: 'success' },
  rejected: { label: msg`Not approved`, variant: 'destructive' },
  cancelled: { label: msg`Cancelled`, variant: 'outline' },
};

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  const { i18n } = useLingui();
  return <Badge variant={STATUS[status].variant}>{i18n._(STATUS[status].label)}</Badge>;
}
