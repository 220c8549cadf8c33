/**
 * Settings → Security: sign-in lockouts in force, and Unlock. Guesses from one address lock only
 * that address, so an owner locked out by a stranger can still sign in elsewhere; admin ends a
 * lockout at once when the owner asks, with a reason kept in the audit log.
 */
import { UnlockBodySchema } from '@hrms/contracts/auth-security';
import { LockKeyhole, LockOpen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { fieldErrorsOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type Lockout, useLockouts, useUnlock } from '../api/lockouts';

function UnlockDialog({ lockout, onClose }: { lockout: Lockout | null; onClose: () => void }) {
  const unlock = useUnlock();
  return (
    <ReasonDialog
      open={lockout !== null}
      title={`Unlock ${lockout?.email ?? ''}?`}
      description="Every lockout of this email ends at once, from every address. Do this when the owner has asked."
      placeholder="e.g. The owner called from their desk phone"
      action="Unlock"
      actionIcon={<LockOpen aria-hidden="true" />}
      pending={unlock.isPending}
      check={(reason) =>
        UnlockBodySchema.safeParse({ email: lockout?.email, reason }).error?.issues[0]?.message ?? null
      }
      onConfirm={async (reason) => {
        if (!lockout) return null;
        try {
          await unlock.mutateAsync(UnlockBodySchema.parse({ email: lockout.email, reason }));
          toast.success(`${lockout.email} can sign in again`);
          return null;
        } catch (failure) {
          return fieldErrorsOf(failure).reason ?? ((failure as Error).message || 'Could not unlock');
        }
      }}
      onClose={onClose}
    />
  );
}

function LockoutsTable({ items, onUnlock }: { items: Lockout[]; onUnlock: (lockout: Lockout) => void }) {
  return (
    <Table aria-label="Locked sign-ins">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Email</TableHead>
          <TableHead>Locked for</TableHead>
          <TableHead>Until</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((lockout) => (
          <TableRow key={`${lockout.email}|${lockout.address ?? '*'}`}>
            <TableCell className="font-medium">{lockout.email}</TableCell>
            <TableCell>
              {lockout.address ? (
                <span className="font-mono text-xs">{lockout.address}</span>
              ) : (
                <Badge variant="destructive">Every address</Badge>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={lockout.lockedUntil}>{formatDateTime(lockout.lockedUntil)}</time>
            </TableCell>
            <TableCell className="text-right">
              <Button size="sm" variant="outline" onClick={() => onUnlock(lockout)}>
                Unlock
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function LockoutsCard() {
  const lockouts = useLockouts();
  const [target, setTarget] = useState<Lockout | null>(null);

  let body: ReactNode;
  if (lockouts.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (lockouts.isError) {
    body = (
      <QueryError
        title="We could not load the lockouts"
        error={lockouts.error}
        onRetry={() => void lockouts.refetch()}
        retrying={lockouts.isFetching}
      />
    );
  } else if (lockouts.data.length === 0) {
    body = (
      <EmptyState Icon={LockKeyhole} title="No sign-in is locked">
        Repeated failures from one address lock that address for a while; they appear here.
      </EmptyState>
    );
  } else body = <LockoutsTable items={lockouts.data} onUnlock={setTarget} />;

  return (
    <Card data-testid="lockouts-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockKeyhole className="size-4 text-primary" aria-hidden="true" />
          Locked sign-ins
        </CardTitle>
        <CardDescription>
          Failed guesses from one address lock that address only; many from many addresses lock the account
          everywhere. Unlock when the owner asks.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <UnlockDialog lockout={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
