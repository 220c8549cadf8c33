import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** An amount in rupees as typed (12,00,000 or 1250.50), with the ₹ before it; read with `rupeesToPaise`. */
export function RupeeInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative w-full', className)}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        ₹
      </span>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className="pl-7 tabular-nums"
      />
    </div>
  );
}
