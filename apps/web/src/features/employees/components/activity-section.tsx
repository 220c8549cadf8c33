import { ArrowRight, History } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Avatar } from '../../../components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { ACTIVITY_PAGE_SIZE, useEmployeeActivity } from '../api/get-employee-activity';
import { activityValue, fieldLabel } from '../utils/format-employee';

/** Who changed what on the record, newest first, each change with its value before and after. */
export function ActivitySection({ employeeId }: { employeeId: string }) {
  const [page, setPage] = useState(1);
  const activity = useEmployeeActivity(employeeId, page);

  let body: ReactNode;
  if (activity.isPending) {
    body = (
      <div className="space-y-4" aria-busy="true">
        <Spinner label="Loading activity" className="sr-only" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (activity.isError) {
    body = (
      <QueryError
        title="We could not load the activity"
        error={activity.error}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  } else if (activity.data.items.length === 0) {
    body = <EmptyState Icon={History} title="No changes recorded yet" />;
  } else {
    body = (
      <>
        <ol className={cn('space-y-5', activity.isPlaceholderData && 'opacity-60')}>
          {activity.data.items.map((item) => (
            <li key={item.id} className="flex gap-3">
              <Avatar name={item.actor?.name ?? 'System'} className="mt-0.5 size-8" />
              <div className="min-w-0 flex-1 space-y-1.5">
                <p className="text-sm">
                  {item.summary}
                  <span className="text-muted-foreground">
                    {' · '}
                    <time dateTime={item.at} title={formatDateTime(item.at)}>
                      {formatRelativeTime(item.at)}
                    </time>
                  </span>
                </p>
                {item.changes.length > 0 ? (
                  <dl className="grid gap-1 rounded-md border bg-muted/30 px-3 py-2 text-xs sm:grid-cols-[max-content_1fr] sm:gap-x-4">
                    {item.changes.map((change) => (
                      <div key={change.field} className="contents">
                        <dt className="font-medium text-muted-foreground">{fieldLabel(change.field)}</dt>
                        <dd className="flex min-w-0 flex-wrap items-center gap-1.5">
                          <span className="break-all text-muted-foreground line-through decoration-muted-foreground/50">
                            {activityValue(change.field, change.before)}
                          </span>
                          <ArrowRight
                            className="size-3 shrink-0 text-muted-foreground"
                            aria-label="changed to"
                          />
                          <span className="font-medium break-all">
                            {activityValue(change.field, change.after)}
                          </span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {item.reason ? <p className="text-xs text-muted-foreground">Reason: {item.reason}</p> : null}
              </div>
            </li>
          ))}
        </ol>
        {activity.data.total > ACTIVITY_PAGE_SIZE ? (
          <Pagination
            className="mt-5"
            page={page}
            limit={ACTIVITY_PAGE_SIZE}
            total={activity.data.total}
            onPageChange={setPage}
            disabled={activity.isFetching}
            label="Activity pages"
          />
        ) : null}
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
