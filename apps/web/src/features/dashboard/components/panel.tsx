/**
 * A dashboard panel: a card with its title, a link to the page that holds the rest, and its own
 * loading, failure and empty states, so one slow or failed module never blanks the dashboard.
 */
import { useLingui } from '@lingui/react/macro';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLocale } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';

/** What a panel needs of a query: one `useQuery` result, or several folded into one. */
export interface PanelQuery<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PanelProps<T> {
  title: string;
  description?: ReactNode;
  Icon: LucideIcon;
  /** The page with everything: its path and what the link says. */
  more?: { to: string; label: string };
  query: PanelQuery<T>;
  /** What the panel says when there is nothing to show, or null when there is. */
  empty?: (data: T) => string | null;
  className?: string;
  /** The title, to take focus when what had it goes away (a request decided in place). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: (data: T) => ReactNode;
}

export function Panel<T>({
  title,
  description,
  Icon,
  more,
  query,
  empty,
  className,
  headingRef,
  children,
}: PanelProps<T>) {
  const { t } = useLingui();
  const nothing = query.data !== undefined && empty ? empty(query.data) : null;
  const lowerTitle = title.toLowerCase();
  return (
    <Card className={cn('flex min-w-0 flex-col', className)} aria-busy={query.isPending || undefined}>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted">
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1">
            {/* Panels sit under their section's heading. */}
            <h3 ref={headingRef} tabIndex={-1} className="text-base leading-none font-semibold outline-none">
              {title}
            </h3>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
        </div>
        {more ? (
          <Link
            to={more.to}
            className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {more.label}
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1 pt-4">
        {query.data !== undefined ? (
          nothing ? (
            <EmptyState Icon={Icon} title={nothing} className="py-4" />
          ) : (
            children(query.data)
          )
        ) : query.error ? (
          <QueryError
            title={t`We could not load ${lowerTitle}`}
            error={query.error}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <div className="space-y-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** A row of a panel's list: a lead (avatar or date), the main text with a line under it, and an end. */
export function PanelRow({
  lead,
  title,
  detail,
  end,
}: {
  lead?: ReactNode;
  title: ReactNode;
  detail?: ReactNode;
  end?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
      {lead}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{title}</p>
        {detail ? <p className="truncate text-xs text-muted-foreground">{detail}</p> : null}
      </div>
      {end}
    </li>
  );
}

/** A calendar date as a small tile: the day over the month's short name. */
export function DateTile({ date }: { date: string }) {
  const at = new Date(`${date}T00:00:00`);
  return (
    <span className="flex size-10 shrink-0 flex-col items-center justify-center rounded-lg border bg-background leading-none">
      <span className="text-[0.65rem] font-medium text-muted-foreground uppercase">
        {at.toLocaleDateString(formatLocale(), { month: 'short' })}
      </span>
      <span className="text-sm font-semibold tabular-nums">{at.getDate()}</span>
    </span>
  );
}
