/**
 * The inside of a dialog that shows one record fetched by id: a skeleton while it loads, "not
 * available" when the server will not show it (gone, or not the person's to see), an error with a
 * retry otherwise, then the record. Every state names the dialog, as a screen reader needs.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client';
import { QueryError } from './query-error';
import { DialogDescription, DialogTitle } from './ui/dialog';
import { Skeleton } from './ui/skeleton';
import { Spinner } from './ui/spinner';

const DEFAULT_SKELETON = (
  <>
    <Skeleton className="h-5 w-40" />
    <Skeleton className="h-6 w-2/3" />
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-16 w-full" />
  </>
);

export function QueryDialogBody<T>({
  query,
  noun,
  notFound,
  skeleton = DEFAULT_SKELETON,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /**
   * What the record is, in lower case and in the active language: "checklist" → "Loading the
   * checklist", "Checklist".
   */
  noun: string;
  /**
   * Said under "This <noun> is not available" when the server answers 400, 403 or 404; without it,
   * every failure offers to try again.
   */
  notFound?: string;
  /** The shape of the record while it loads. */
  skeleton?: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending) {
    const loading = t`Loading the ${noun}`;
    return (
      <div className="space-y-4" aria-busy="true">
        <DialogTitle className="sr-only">{loading}</DialogTitle>
        <DialogDescription className="sr-only">
          <Trans>Please wait</Trans>
        </DialogDescription>
        <Spinner label={loading} className="sr-only" />
        {skeleton}
      </div>
    );
  }
  if (query.isError) {
    if (notFound && isApiError(query.error) && [400, 403, 404].includes(query.error.status)) {
      return (
        <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-destructive/10">
            <CircleAlert className="size-5 text-destructive" aria-hidden="true" />
          </span>
          <DialogTitle>
            <Trans>This {noun} is not available</Trans>
          </DialogTitle>
          <DialogDescription>{notFound}</DialogDescription>
        </div>
      );
    }
    return (
      <>
        <DialogTitle>{noun.charAt(0).toUpperCase() + noun.slice(1)}</DialogTitle>
        <DialogDescription className="sr-only">
          <Trans>The {noun} could not be loaded</Trans>
        </DialogDescription>
        <QueryError
          title={t`We could not load this ${noun}`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  return children(query.data);
}
