/**
 * The part of a page or dialog that shows what a query fetched: grey shapes while it loads (a screen
 * reader hears what is loading), the error with a retry, then what `children` makes of the data.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from './query-error';
import { Spinner } from './ui/spinner';

export function QueryBody<T>({
  query,
  loadingLabel,
  skeleton,
  className,
  failedTitle,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** What loads, for screen readers: "Loading the comments". */
  loadingLabel: string;
  /** The shape of the data while it loads. */
  skeleton: ReactNode;
  /** Lays out the skeleton: `space-y-2`. */
  className: string;
  /** The error's title: "We could not load the comments". */
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={className} aria-busy="true">
        <Spinner label={loadingLabel} className="sr-only" />
        {skeleton}
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title={failedTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
