/** A report tab's states: the failure with a retry, a skeleton while the first answer loads, the figures. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

export function ReportFrame<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** What failed to load: `the attendance report`. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <QueryError
        title={`We could not load ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <div className="space-y-5" aria-busy="true">
        <div className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14 rounded-xl sm:h-[5.5rem]" />
          ))}
        </div>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  // Figures of the last filters stay, dimmed, while the new ones load.
  return (
    <div className={cn('space-y-5 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
      {children(query.data)}
    </div>
  );
}

/** A chart or a table in a card with its title and a line on what it counts. */
export function ReportCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
