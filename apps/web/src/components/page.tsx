/**
 * Every page in the shell: one width and one header, so pages line up as a person moves between
 * them. Content that reads better narrower (a form, a feed) narrows itself inside the page.
 */
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export function Page({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="page" className={cn('mx-auto w-full max-w-7xl space-y-6', className)} {...props} />;
}

/** The page's title (its one `h1`), a line saying what it is for, and the page's own actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
