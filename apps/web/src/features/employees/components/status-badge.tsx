import { EMPLOYEE_STATUS_LABELS, type EmployeeStatus } from '@hrms/contracts/employees';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

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

export function EmployeeStatusBadge({ status, className }: { status: EmployeeStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TONES[status], className)}>
      <span className={cn('size-1.5 rounded-full', DOTS[status])} aria-hidden="true" />
      {EMPLOYEE_STATUS_LABELS[status]}
    </Badge>
  );
}
