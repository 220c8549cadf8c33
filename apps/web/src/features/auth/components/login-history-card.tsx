import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { deviceDetails, formatDateTime } from '../../../lib/format';
import { type LoginOutcome, useLoginHistory } from '../api/get-login-history';

const PAGE_SIZE = 10;

const outcomes: Record<
  LoginOutcome,
  { label: MessageDescriptor; variant: 'success' | 'destructive' | 'outline' }
> = {
  success: { label: msg`Signed in`, variant: 'success' },
  failure: { label: msg`Failed`, variant: 'destructive' },
  locked: { label: msg`Locked`, variant: 'outline' },
};

const REASONS: Record<string, MessageDescriptor> = {
  unknown_email: msg`Unknown email`,
  wrong_password: msg`Wrong password`,
  invalid_two_factor_code: msg`Wrong two-factor code`,
  invalid_backup_code: msg`Wrong backup code`,
  inactive: msg`Account inactive`,
  account_locked: msg`Account locked`,
};

/** Why an attempt failed, in words: the server records a code (`wrong_password`). */
export function reasonLabel(reason: string): string {
  const known = REASONS[reason];
  if (known) return i18n._(known);
  const words = reason.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every sign-in attempt on the account: time, outcome, device and address, a page at a time. */
export function LoginHistoryCard() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<LoginOutcome | ''>('');
  const history = useLoginHistory({ page, limit: PAGE_SIZE, outcome: outcome || undefined });
  const id = useId();
  const narrow = useMediaQuery(NARROW_SCREEN);

  const filter = (
    <div className="flex items-center gap-2">
      <Label htmlFor={`${id}-outcome`} className="text-muted-foreground">
        <Trans>Show</Trans>
      </Label>
      <NativeSelect
        id={`${id}-outcome`}
        value={outcome}
        onChange={(event) => {
          setOutcome(event.target.value as LoginOutcome | '');
          setPage(1);
        }}
        className="w-40"
      >
        <option value="">{t`All attempts`}</option>
        <option value="success">{t`Successful`}</option>
        <option value="failure">{t`Failed`}</option>
        <option value="locked">{t`Locked`}</option>
      </NativeSelect>
    </div>
  );

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <div className="space-y-2 p-5" aria-busy="true">
        <Spinner label={t`Loading your sign-in history`} className="sr-only" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  } else if (history.isError) {
    body = (
      <div className="p-5">
        <QueryError
          title={t`We could not load your sign-in history`}
          error={history.error}
          onRetry={() => history.refetch()}
          retrying={history.isFetching}
        />
      </div>
    );
  } else if (history.data.items.length === 0) {
    body = (
      <EmptyState
        Icon={History}
        title={outcome ? t`No attempts of this kind` : t`No sign-ins recorded yet`}
      />
    );
  } else if (narrow) {
    // On a phone, one card per attempt; four columns would scroll sideways.
    body = (
      <ul
        aria-label={t`Sign-in history`}
        aria-busy={history.isPlaceholderData || undefined}
        data-testid="sign-in-cards"
        className={cn('divide-y', history.isPlaceholderData && 'opacity-60')}
      >
        {history.data.items.map((entry) => {
          const badge = outcomes[entry.outcome];
          return (
            <li key={entry.id} className="space-y-1 px-4 py-3">
              <div className="flex items-center justify-between gap-2">
                <time dateTime={entry.createdAt} className="text-sm font-medium">
                  {formatDateTime(entry.createdAt)}
                </time>
                <Badge
                  variant={badge.variant}
                  className={entry.outcome === 'locked' ? 'text-warning' : undefined}
                >
                  {i18n._(badge.label)}
                </Badge>
              </div>
              {entry.reason ? (
                <p className="text-xs text-muted-foreground">{reasonLabel(entry.reason)}</p>
              ) : null}
              <p className="text-sm">{entry.device}</p>
              <p className="text-xs text-muted-foreground">
                {deviceDetails(entry.device, [entry.browser, entry.os])}
                {entry.ip ? <span className="font-mono"> · {entry.ip}</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
    );
  } else {
    body = (
      <Table aria-label={t`Sign-in history`} aria-busy={history.isPlaceholderData || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>
              <Trans>Time</Trans>
            </TableHead>
            <TableHead>
              <Trans>Outcome</Trans>
            </TableHead>
            <TableHead>
              <Trans>Device</Trans>
            </TableHead>
            <TableHead>
              <Trans>Address</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={history.isPlaceholderData ? 'opacity-60' : undefined}>
          {history.data.items.map((entry) => {
            const badge = outcomes[entry.outcome];
            return (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </TableCell>
                <TableCell>
                  <Badge
                    variant={badge.variant}
                    className={entry.outcome === 'locked' ? 'text-warning' : undefined}
                  >
                    {i18n._(badge.label)}
                  </Badge>
                  {entry.reason ? (
                    <p className="mt-1 text-xs text-muted-foreground">{reasonLabel(entry.reason)}</p>
                  ) : null}
                </TableCell>
                <TableCell className="min-w-48">
                  <p className="font-medium">{entry.device}</p>
                  <p className="text-xs text-muted-foreground">
                    {deviceDetails(entry.device, [entry.browser, entry.os])}
                  </p>
                </TableCell>
                <TableCell className="font-mono text-xs whitespace-nowrap">{entry.ip ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  }

  return (
    <div className="space-y-4">
      {filter}
      <div className="-mx-5 border-y">{body}</div>
      {history.data && history.data.total > 0 ? (
        <Pagination
          label={t`Sign-in history pages`}
          page={page}
          limit={PAGE_SIZE}
          total={history.data.total}
          onPageChange={setPage}
          disabled={history.isFetching}
        />
      ) : null}
    </div>
  );
}
