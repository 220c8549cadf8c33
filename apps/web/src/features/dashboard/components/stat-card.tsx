import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

export function StatCard({
  label,
  value,
  hint,
  Icon,
  tone = 'primary',
}: {
  label: string;
  value: number;
  hint?: string | undefined;
  Icon: LucideIcon;
  tone?: 'primary' | 'info' | 'success' | 'warning';
}) {
  const toneClass = {
    primary: 'bg-primary/10 text-primary',
    info: 'bg-info/10 text-info',
    success: 'bg-success/10 text-success',
    warning: 'bg-warning/15 text-warning',
  }[tone];
  return (
    <Card className="p-4 sm:p-5" data-testid={`stat-${label.toLowerCase().replaceAll(' ', '-')}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
            {formatNumber(value)}
          </p>
        </div>
        <span
          className={cn(
            'hidden size-10 shrink-0 items-center justify-center rounded-lg min-[480px]:flex',
            toneClass,
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      {hint ? <p className="mt-2 text-xs text-muted-foreground sm:mt-3">{hint}</p> : null}
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between">
        <div className="space-y-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-16" />
        </div>
        <Skeleton className="size-10 rounded-lg" />
      </div>
      <Skeleton className="mt-4 h-3 w-32" />
    </Card>
  );
}
