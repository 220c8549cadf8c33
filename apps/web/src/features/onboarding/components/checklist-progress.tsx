import { cn } from '../../../lib/cn';
import { progressText } from '../utils/onboarding-format';

/** Tasks done of all, as a bar named for whose checklist it is (`label`) and the figures beside it. */
export function ChecklistProgress({
  done,
  total,
  label,
  className,
}: {
  done: number;
  total: number;
  /** What the bar measures, e.g. `Onboarding of Riya Sharma`. */
  label: string;
  className?: string;
}) {
  const share = total > 0 ? Math.min(1, done / total) : 0;
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={Math.min(done, Math.max(total, 1))}
        aria-valuetext={progressText(done, total)}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', share >= 1 ? 'bg-success' : 'bg-primary')}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        {done}/{total}
      </span>
    </div>
  );
}
