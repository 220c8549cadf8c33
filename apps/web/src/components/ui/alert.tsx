import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-card text-card-foreground',
  destructive:
    'border-destructive/30 bg-destructive/5 text-destructive [&>svg]:text-destructive *:data-[slot=alert-description]:text-destructive/90',
  warning: 'border-warning/40 bg-warning/10 text-foreground [&>svg]:text-warning',
  info: 'border-info/30 bg-info/5 text-foreground [&>svg]:text-info',
} as const;

export interface AlertProps extends ComponentProps<'div'> {
  variant?: keyof typeof variants;
}

/** A message block. Give it role="alert" when it appears in answer to an action. */
export function Alert({ className, variant = 'default', ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      className={cn(
        'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-title"
      className={cn('col-start-2 min-h-4 font-medium tracking-tight', className)}
      {...props}
    />
  );
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The one way a refusal is shown above a form: nothing without a message, else a destructive alert. */
export function ErrorAlert({ message, id }: { message: ReactNode; id?: string }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert" id={id}>
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
