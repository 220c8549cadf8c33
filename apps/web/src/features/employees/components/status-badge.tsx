import { EMPLOYEE_STATUS_LABELS, type EmployeeStatus } from '@hrms/contracts/employees';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';

const TONES: Record<EmployeeStatus, string> = {
  active: 'border-transparent bg-success/15 text-success',
  on_notice: 'border-transparent bg-warning/15 text-foreground',
  inactive: 'border-transparent bg-muted text-muted-foreground',
};

const DOTS: Record<EmployeeStatus, string> = {
  active: 'bg-success',
  on_notice: 'bg-warning',
  inactive: 'bg-muted-foreground/60',
};

/** Today's calendar date where the viewer is, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether someone hired has not joined yet: they are "Joins on …" until their joining date, outside
 * headcount (product decisions, "Who sees what, beyond roles").
 */
export function joinsLater(
  status: EmployeeStatus,
  joinDate: string | null | undefined,
  today: string = localToday(),
): joinDate is string {
  return status !== 'inactive' && !!joinDate && joinDate > today;
}

export function EmployeeStatusBadge({
  status,
  joinDate,
  className,
}: {
  status: EmployeeStatus;
  /** With a joining date ahead, the badge says when they join instead of "Active". */
  joinDate?: string | null | undefined;
  className?: string;
}) {
  if (joinsLater(status, joinDate)) {
    return (
      <Badge variant="outline" className={cn('border-transparent bg-info/15 text-foreground', className)}>
        <span className="size-1.5 rounded-full bg-info" aria-hidden="true" />
        Joins on {formatDate(joinDate)}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className={cn(TONES[status], className)}>
      <span className={cn('size-1.5 rounded-full', DOTS[status])} aria-hidden="true" />
      {EMPLOYEE_STATUS_LABELS[status]}
    </Badge>
  );
}
