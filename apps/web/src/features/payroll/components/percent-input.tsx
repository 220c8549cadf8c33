import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** A percent as typed (8.33), with the % after it; read with `percentToBp`. */
export function PercentInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Input {...props} inputMode="decimal" autoComplete="off" className="pr-8 tabular-nums" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
      >
        %
      </span>
    </div>
  );
}
