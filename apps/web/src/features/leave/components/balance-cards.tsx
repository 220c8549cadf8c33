/** One card per leave type: what may be taken now, and what makes it up; a click opens its ledger. */
import type { LeaveBalanceItem } from '@hrms/contracts/leave';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLeaveBalance } from '../api/get-leave';
import { daysLabel } from './leave-format';

export function BalanceCards({ onOpen }: { onOpen: (item: LeaveBalanceItem) => void }) {
  const { t } = useLingui();
  const balance = useLeaveBalance();
  if (balance.isError) {
    return (
      <QueryError
        title={t`We could not load your balances`}
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
    <section aria-label={t`Leave balances`} className="grid grid-cols-2 gap-3 md:grid-cols-4">
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
                    <UsedLine used={item.used} pending={item.pending} />
                  </span>
                </>
              ) : (
                <>
                  <span className="text-2xl font-semibold tabular-nums">{item.available}</span>
                  <span className="text-xs text-muted-foreground">
                    <AvailableLine
                      total={item.opening + item.credited + item.adjusted}
                      used={item.used}
                      pending={item.pending}
                    />
                  </span>
                </>
              )}
              <span className="sr-only">
                <Trans>Show the entries</Trans>
              </span>
            </CardContent>
          </button>
        </Card>
      ))}
    </section>
  );
}

/** `3 days taken this year, 1 pending` under a type only counted. */
function UsedLine({ used, pending }: { used: number; pending: number }) {
  const days = daysLabel(used);
  return pending ? (
    <Trans>
      {days} taken this year, {pending} pending
    </Trans>
  ) : (
    <Trans>{days} taken this year</Trans>
  );
}

/** `available of 12 · 3 taken · 1 pending` under a type that keeps a balance. */
function AvailableLine({ total, used, pending }: { total: number; used: number; pending: number }) {
  if (used && pending)
    return (
      <Trans>
        available of {total} · {used} taken · {pending} pending
      </Trans>
    );
  if (used)
    return (
      <Trans>
        available of {total} · {used} taken
      </Trans>
    );
  if (pending)
    return (
      <Trans>
        available of {total} · {pending} pending
      </Trans>
    );
  return <Trans>available of {total}</Trans>;
}
