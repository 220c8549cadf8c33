/**
 * A figure with its label and a line under it, as headline figures are shown (a month's pay, a
 * range's cost): a row on a phone, the figure beside its label so a crore never breaks; a tile from
 * `sm`. Goes in a `<dl>`.
 */
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './ui/card';

export function FigureTile({
  label,
  value,
  className,
  children,
}: {
  label: string;
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card
      className={cn(
        'grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5 px-4 py-3 sm:flex sm:flex-col sm:gap-1 sm:p-4',
        className,
      )}
    >
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="row-span-2 text-base font-semibold tracking-tight whitespace-nowrap tabular-nums sm:text-xl">
        {value}
      </dd>
      <dd className="text-xs text-muted-foreground">{children}</dd>
    </Card>
  );
}
