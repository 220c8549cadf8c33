/** The entries behind one balance, each with the balance after it: where every day came from and went. */
import type { LedgerKind } from '@hrms/contracts/leave';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const KIND_LABELS: Record<LedgerKind, MessageDescriptor> = {
  accrual: msg`Accrued`,
  grant: msg`Granted`,
  adjustment: msg`Adjusted by HR`,
  deduction: msg`Leave taken`,
  restoration: msg`Given back`,
  carry_forward: msg`Carried forward`,
  lapse: msg`Lapsed`,
};

const MONTHS: readonly MessageDescriptor[] = [
  msg`Jan`,
  msg`Feb`,
  msg`Mar`,
  msg`Apr`,
  msg`May`,
  msg`Jun`,
  msg`Jul`,
  msg`Aug`,
  msg`Sep`,
  msg`Oct`,
  msg`Nov`,
  msg`Dec`,
];

function periodLabel(period: string | null, say: (message: MessageDescriptor) => string): string | null {
  if (!period) return null;
  const [year, month] = period.split('-');
  const name = month ? MONTHS[Number(month) - 1] : undefined;
  return name ? `${say(name)} ${year}` : year!;
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
  const { t, i18n } = useLingui();
  const ledger = useLeaveLedger(leaveType?.id ?? null, null, year);
  const name = leaveType?.name;
  return (
    <Dialog open={leaveType !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>
              {name} in {year}
            </Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Every credit and every day taken, with the balance after each.</Trans>
          </DialogDescription>
        </DialogHeader>
        {ledger.isError ? (
          <QueryError
            title={t`We could not load the entries`}
            error={ledger.error}
            onRetry={() => void ledger.refetch()}
            retrying={ledger.isFetching}
          />
        ) : !ledger.data ? (
          <Skeleton className="h-40" />
        ) : ledger.data.items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            <Trans>Nothing this year yet.</Trans>
          </p>
        ) : (
          <ol className="max-h-[60vh] divide-y overflow-y-auto text-sm">
            {ledger.data.items.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    {i18n._(KIND_LABELS[entry.kind])}
                    {entry.kind === 'accrual' && entry.period
                      ? ` · ${periodLabel(entry.period, (m) => i18n._(m))}`
                      : ''}
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
