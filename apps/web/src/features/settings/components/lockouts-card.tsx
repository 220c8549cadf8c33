/**
 * Settings → Security: sign-in lockouts in force, and Unlock. Guesses from one address lock only
 * that address, so an owner locked out by a stranger can still sign in elsewhere; admin ends a
 * lockout at once when the owner asks, with a reason kept in the audit log.
 */
import { UnlockBodySchema } from '@hrms/contracts/auth-security';
import { CircleAlert, LockKeyhole, LockOpen } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorsOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { type Lockout, useLockouts, useUnlock } from '../api/lockouts';

function UnlockDialog({ lockout, onClose }: { lockout: Lockout | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const unlock = useUnlock();
  const id = useId();

  const close = () => {
    if (unlock.isPending) return;
    setReason('');
    setError(null);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!lockout || unlock.isPending) return;
    const parsed = UnlockBodySchema.safeParse({ email: lockout.email, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give a reason');
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    unlock.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(`${lockout.email} can sign in again`);
        setReason('');
        onClose();
      },
      onError: (failure) =>
        setError(fieldErrorsOf(failure).reason ?? (failure.message || 'Could not unlock')),
    });
  };

  return (
    <Dialog open={lockout !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Unlock {lockout?.email}?</DialogTitle>
          <DialogDescription>
            Every lockout of this email ends at once, from every address. Do this when the owner has asked.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-reason-hint`}
              placeholder="e.g. The owner called from their desk phone"
            />
            {error ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden="true" />
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}
            <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
              Required. Kept in the audit log with your name.
            </p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={unlock.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={unlock.isPending}>
              {unlock.isPending ? <Spinner /> : <LockOpen aria-hidden="true" />}
              Unlock
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
