/** One card per leave type: what may be taken now, and what makes it up; a click opens its ledger. */
import type { LeaveBalanceItem } from '@hrms/contracts/leave';
import { ChevronRight } from 'lucide-react';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLeaveBalance } from '../api/get-leave';
import { daysLabel } from './leave-format';

export function BalanceCards({ onOpen }: { onOpen: (item: LeaveBalanceItem) => void }) {
  const balance = useLeaveBalance();
  if (balance.isError) {
    return (
      <QueryError
        title="We could not load your balances"
        error={balance.error}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  }
  if (!balance.data) {
    return (
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {['first', 'second', 'third', 'fourth'].map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </div>
    );
  }
  // Types that keep a balance first; then those only counted (unpaid) and those never used.
  // A type credited only by grant (compensatory off) shows once something was granted.
  const items = balance.data.items
    .filter(
      (i) =>
        !(i.leaveType.tracksBalance && i.leaveType.annualDays === null) ||
        i.opening + i.credited + i.adjusted + i.used + i.pending !== 0,
    )
    .sort((a, b) => Number(b.leaveType.tracksBalance) - Number(a.leaveType.tracksBalance));
  return (
    <section aria-label="Leave balances" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {items.map((item) => (
        <Card key={item.leaveType.id} className="p-0">
          <button
            type="button"
            onClick={() => onOpen(item)}
            className="flex h-full w-full flex-col gap-1 rounded-xl p-4 text-left transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <CardContent className="flex flex-1 flex-col gap-1 p-0">
              <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
                <span className="truncate">{item.leaveType.name}</span>
                <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
              </span>
              {item.available === null ? (
                <>
                  <span className="text-2xl font-semibold tabular-nums">{item.used}</span>
                  <span className="text-xs text-muted-foreground">
                    {daysLabel(item.used)} taken this year{item.pending ? `, ${item.pending} pending` : ''}
                  </span>
                </>
              ) : (
                <>
                  <span className="text-2xl font-semibold tabular-nums">{item.available}</span>
                  <span className="text-xs text-muted-foreground">
                    available of {item.opening + item.credited + item.adjusted}
                    {item.used ? ` · ${item.used} taken` : ''}
                    {item.pending ? ` · ${item.pending} pending` : ''}
                  </span>
                </>
              )}
              <span className="sr-only">Show the entries</span>
            </CardContent>
          </button>
        </Card>
      ))}
    </section>
  );
}
