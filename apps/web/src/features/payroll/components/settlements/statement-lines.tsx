/** How settlements lay out their figures: titled parts, and label–amount lines that wrap on a phone. */
import { type ReactNode, useId } from 'react';
import { cn } from '../../../../lib/cn';

export function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3 border-t pt-4">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function Lines({ children }: { children: ReactNode }) {
  return <dl className="space-y-2 text-sm">{children}</dl>;
}

/** A figure and what it is; `hint` says how it was reached, `total` sets it off as a sum. */
export function Line({
  label,
  value,
  hint,
  total = false,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  total?: boolean;
}) {
  return (
    <div
      data-testid="line"
      className={cn('flex items-baseline justify-between gap-3', total && 'border-t pt-2 font-semibold')}
    >
      <dt className="min-w-0 break-words">
        {label}
        {hint ? (
          <span className="block text-xs font-normal break-words text-muted-foreground">{hint}</span>
        ) : null}
      </dt>
      <dd className="shrink-0 text-right whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/** The words under a part: how its figures were reached, or why there are none. */
export function Note({ children }: { children: ReactNode }) {
  return <p className="text-xs break-words text-muted-foreground">{children}</p>;
}
