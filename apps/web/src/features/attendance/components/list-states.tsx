/** How the attendance lists wait and fail: rows of grey while they load, the error with a retry. */
import { QueryError } from '../../../components/query-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

interface FailedQuery {
  error: Error;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Padded like a card's content; `className` trims it under a header that has its own. */
export function ListFailed({
  title,
  query,
  className,
}: {
  title: string;
  query: FailedQuery;
  className?: string;
}) {
  return (
    <div className={cn('p-4 sm:p-5', className)}>
      <QueryError
        title={title}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    </div>
  );
}

export function ListLoading({ rows, className }: { rows: number; className?: string }) {
  return (
    <div className={cn('space-y-2 p-4 sm:p-5', className)} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}
