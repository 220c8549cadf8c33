import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  if (!label) return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
    </span>
  );
}
