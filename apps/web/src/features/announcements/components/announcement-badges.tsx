import type { Announcement } from '@hrms/contracts/announcements';
import { CircleAlert, Pin } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const PRIORITY = {
  low: { label: 'Low priority', className: 'border-border bg-transparent text-muted-foreground' },
  normal: { label: 'Normal', className: 'border-transparent bg-secondary text-secondary-foreground' },
  high: { label: 'High priority', className: 'border-warning/40 bg-warning/15 text-foreground' },
  urgent: { label: 'Urgent', className: 'border-transparent bg-destructive text-destructive-foreground' },
} as const;

export const PRIORITY_LABELS: Record<Announcement['priority'], string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

/** The priority; `normal` shows only when `showNormal` (in the editor's lists, not the feed). */
export function PriorityBadge({
  priority,
  showNormal = false,
}: {
  priority: Announcement['priority'];
  showNormal?: boolean;
}) {
  if (priority === 'normal' && !showNormal) return null;
  const look = PRIORITY[priority];
  return (
    <Badge variant="outline" className={look.className} data-priority={priority}>
      {priority === 'urgent' || priority === 'high' ? <CircleAlert aria-hidden="true" /> : null}
      {look.label}
    </Badge>
  );
}

export function PinnedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="soft" className={cn(className)}>
      <Pin aria-hidden="true" />
      Pinned
    </Badge>
  );
}

export function UnreadBadge() {
  return (
    <Badge variant="default" data-testid="unread-badge">
      New
    </Badge>
  );
}

const STATUS = {
  draft: { label: 'Draft', className: 'border-border bg-transparent text-muted-foreground' },
  scheduled: { label: 'Scheduled', className: 'border-info/30 bg-info/10 text-foreground' },
  published: { label: 'Published', className: 'border-transparent bg-success/15 text-success' },
  archived: { label: 'Archived', className: 'border-transparent bg-muted text-muted-foreground' },
} as const;

export function StatusBadge({ status }: { status: Announcement['status'] }) {
  const look = STATUS[status];
  return (
    <Badge variant="outline" className={look.className}>
      {look.label}
    </Badge>
  );
}
