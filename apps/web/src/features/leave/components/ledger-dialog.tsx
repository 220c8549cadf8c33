/** The entries behind one balance, each with the balance after it: where every day came from and went. */
import type { LedgerKind } from '@hrms/contracts/leave';
import { QueryError } from '../../../components/query-error';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useLeaveLedger } from '../api/get-leave';

const KIND_LABELS: Record<LedgerKind, string> = {
  accrual: 'Accrued',
  grant: 'Granted',
  adjustment: 'Adjusted by HR',
  deduction: 'Leave taken',
  restoration: 'Given back',
  carry_forward: 'Carried forward',
  lapse: 'Lapsed',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function periodLabel(period: string | null): string | null {
  if (!period) return null;
  const [year, month] = period.split('-');
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : year!;
}

export function LedgerDialog({
  leaveType,
  year,
  onClose,
}: {
  leaveType: { id: string; name: string } | null;
  year: number;
  onClose: () => void;
}) {
  const ledger = useLeaveLedger(leaveType?.id ?? null, null, year);
  return (
    <Dialog open={leaveType !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {leaveType?.name} in {year}
          </DialogTitle>
          <DialogDescription>
            Every credit and every day taken, with the balance after each.
          </DialogDescription>
        </DialogHeader>
        {ledger.isError ? (
          <QueryError
            title="We could not load the entries"
            error={ledger.error}
            onRetry={() => void ledger.refetch()}
            retrying={ledger.isFetching}
          />
        ) : !ledger.data ? (
          <Skeleton className="h-40" />
        ) : ledger.data.items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Nothing this year yet.</p>
        ) : (
          <ol className="max-h-[60vh] divide-y overflow-y-auto text-sm">
            {ledger.data.items.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    {KIND_LABELS[entry.kind]}
                    {entry.kind === 'accrual' && entry.period ? ` · ${periodLabel(entry.period)}` : ''}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {formatDate(entry.at)}
                    {entry.by ? ` · ${entry.by.name}` : ''}
                    {entry.reason ? ` · ${entry.reason}` : ''}
                  </p>
                </div>
                <div className="shrink-0 text-right tabular-nums">
                  <p className={entry.days < 0 ? 'text-destructive' : 'text-success'}>
                    {entry.days > 0 ? '+' : ''}
                    {entry.days}
                  </p>
                  <p className="text-xs text-muted-foreground">{entry.balance}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
