import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { LEAVE_PAGE_SIZE, useEmployeeLeave } from '../api/get-employee-leave';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Not approved',
  cancelled: 'Cancelled',
};

/** The leave tab of a record: the person's requests, newest first. */
export function LeaveSection({ employeeId }: { employeeId: string }) {
  const [page, setPage] = useState(1);
  const leave = useEmployeeLeave(employeeId, page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Leave requests</CardTitle>
      </CardHeader>
      <CardContent>
        {leave.isError ? (
          <QueryError
            title="We could not load the leave requests"
            error={leave.error}
            onRetry={() => void leave.refetch()}
            retrying={leave.isFetching}
          />
        ) : !leave.data ? (
          <Skeleton className="h-32" />
        ) : leave.data.items.length === 0 ? (
          <EmptyState Icon={CalendarDays} title="No leave requests yet" />
        ) : (
          <div className="space-y-3">
            <ul className="divide-y rounded-lg border text-sm">
              {leave.data.items.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0">
                    <span className="font-medium">{r.leaveType}</span>
                    <span className="text-muted-foreground">
                      {' · '}
                      {r.startDate === r.endDate
                        ? formatDate(r.startDate)
                        : `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`}
                      {' · '}
                      {r.days} {r.days === 1 ? 'day' : 'days'}
                    </span>
                  </span>
                  <Badge
                    variant={
                      r.status === 'approved' ? 'success' : r.status === 'pending' ? 'soft' : 'outline'
                    }
                  >
                    {STATUS_LABELS[r.status] ?? r.status}
                  </Badge>
                </li>
              ))}
            </ul>
            <Pagination page={page} limit={LEAVE_PAGE_SIZE} total={leave.data.total} onPageChange={setPage} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
