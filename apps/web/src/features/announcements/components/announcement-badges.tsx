import type { Announcement } from '@hrms/contracts/announcements';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Pin } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const PRIORITY: Record<Announcement['priority'], { label: MessageDescriptor; className: string }> = {
  low: { label: msg`Low priority`, className: 'border-border bg-transparent text-muted-foreground' },
  normal: { label: msg`Normal`, className: 'border-transparent bg-secondary text-secondary-foreground' },
  high: { label: msg`High priority`, className: 'border-warning/40 bg-warning/15 text-foreground' },
  urgent: { label: msg`Urgent`, className: 'border-transparent bg-destructive text-destructive-foreground' },
};

/** The priorities' short names, as the editor offers them. */
export const PRIORITY_LABELS: Record<Announcement['priority'], MessageDescriptor> = {
  low: msg`Low`,
  normal: msg`Normal`,
  high: msg`High`,
  urgent: msg`Urgent`,
};

/** The priority; `normal` shows only when `showNormal` (in the editor's lists, not the feed). */
export function PriorityBadge({
  priority,
  showNormal = false,
}: {
  priority: Announcement['priority'];
  showNormal?: boolean;
}) {
  const { i18n } = useLingui();
  if (priority === 'normal' && !showNormal) return null;
  const look = PRIORITY[priority];
  return (
    <Badge variant="outline" className={look.className} data-priority={priority}>
      {priority === 'urgent' || priority === 'high' ? <CircleAlert aria-hidden="true" /> : null}
      {i18n._(look.label)}
    </Badge>
  );
}

export function PinnedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="soft" className={cn(className)}>
      <Pin aria-hidden="true" />
      <Trans>Pinned</Trans>
    </Badge>
  );
}

export function UnreadBadge() {
  return (
    <Badge variant="default" data-testid="unread-badge">
      <Trans>New</Trans>
    </Badge>
  );
}

const STATUS: Record<Announcement['status'], { label: MessageDescriptor; className: string }> = {
  draft: { label: msg`Draft`, className: 'border-border bg-transparent text-muted-foreground' },
  scheduled: { label: msg`Scheduled`, className: 'border-info/30 bg-info/10 text-foreground' },
  published: { label: msg`Published`, className: 'border-transparent bg-success/15 text-success' },
  archived: { label: msg`Archived`, className: 'border-transparent bg-muted text-muted-foreground' },
};

export function StatusBadge({ status }: { status: Announcement['status'] }) {
  const { i18n } = useLingui();
  const look = STATUS[status];
  return (
    <Badge variant="outline" className={look.className}>
      {i18n._(look.label)}
    </Badge>
  );
}
