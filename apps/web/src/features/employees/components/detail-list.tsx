import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Detail {
  label: string;
  value: ReactNode;
  /** Spans both columns (an address, a reason). */
  wide?: boolean;
}

/** Labelled values in two columns; an empty value reads `Not set` rather than leaving a gap. */
export function DetailList({ items, className }: { items: readonly Detail[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-8 gap-y-4 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div key={item.label} className={cn('min-w-0 space-y-1', item.wide && 'sm:col-span-2')}>
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd className="text-sm break-words">
            {item.value === null || item.value === undefined || item.value === '' ? (
              <span className="text-muted-foreground">Not set</span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `Line 1, Line 2, City, State 560001, Country`, or null when nothing is recorded. */
export function addressText(
  address:
    | {
        line1: string | null;
        line2: string | null;
        city: string | null;
        state: string | null;
        postalCode: string | null;
        country: string | null;
      }
    | undefined,
): string | null {
  if (!address) return null;
  const stateLine = [address.state, address.postalCode].filter(Boolean).join(' ');
  const parts = [address.line1, address.line2, address.city, stateLine, address.country].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
