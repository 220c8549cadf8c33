import { RevokeSessionBodySchema } from '@hrms/contracts/auth-security';
import { MonitorSmartphone, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { fieldErrorsOf } from '../../../lib/api-client';
import { deviceDetails, formatDateTime, formatRelativeTime } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast';
import { type AdminSession, useAdminSessions } from '../api/get-admin-sessions';
import { useRevokeAdminSession } from '../api/revoke-admin-session';

/** Spec §9: the admin session list shows 50 a page. */
export const ADMIN_SESSIONS_PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

const statusBadge: Record<
  AdminSession['status'],
  { label: string; variant: 'success' | 'secondary' | 'outline' }
> = {
  active: { label: 'Active', variant: 'success' },
  revoked: { label: 'Revoked', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'outline' },
};

function RevokeDialog({ session, onClose }: { session: AdminSession | null; onClose: () => void }) {
  const revoke = useRevokeAdminSession();
  return (
    <ReasonDialog
      open={session !== null}
      title="Revoke this session?"
      description={
        session
          ? `${session.user.name} (${session.user.email}) is signed out of ${session.device} at once and must sign in again there.`
          : null
      }
      placeholder="e.g. Laptop reported lost"
      action="Revoke session"
      actionVariant="destructive"
      pending={revoke.isPending}
      check={(reason) => RevokeSessionBodySchema.safeParse({ reason }).error?.issues[0]?.message ?? null}
      onConfirm={async (reason) => {
        if (!session) return null;
        try {
          await revoke.mutateAsync({ id: session.id, reason: reason.trim() });
          toast.success(`Signed ${session.user.name} out of ${session.device}`);
          return null;
        } catch (failure) {
          return fieldErrorsOf(failure).reason ?? ((failure as Error).message || 'Could not revoke');
        }
      }}
      onClose={onClose}
    />
  );
}

/** Every session in the company, searchable by person, 50 a page; an admin can revoke one with a reason. */
export function AdminSessionsTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<AdminSession | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const sessions = useAdminSessions({
    page,
    limit: ADMIN_SESSIONS_PAGE_SIZE,
    search: debouncedSearch || undefined,
  });
  const id = useId();

  // A new search starts from its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search resets the page
  useEffect(() => setPage(1), [debouncedSearch]);

  let body: ReactNode;
  if (sessions.isPending) {
    body = (
      <div className="space-y-2 p-5" aria-busy="true">
        <Spinner label="Loading sessions" className="sr-only" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (sessions.isError) {
    body = (
      <div className="p-5">
        <QueryError
          title="We could not load the sessions"
          error={sessions.error}
          onRetry={() => sessions.refetch()}
          retrying={sessions.isFetching}
        />
      </div>
    );
  } else if (sessions.data.items.length === 0) {
    body = (
      <EmptyState
        Icon={MonitorSmartphone}
        title={debouncedSearch ? `No sessions for “${debouncedSearch}”` : 'No sessions yet'}
      />
    );
  } else {
    body = (
      <Table aria-label="All sessions" aria-busy={sessions.isPlaceholderData || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Person</TableHead>
            <TableHead>Device</TableHead>
            <TableHead>Address</TableHead>
            <TableHead>Signed in</TableHead>
            <TableHead>Last active</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={sessions.isPlaceholderData ? 'opacity-60' : undefined}>
          {sessions.data.items.map((session) => {
            const badge = statusBadge[session.status];
            return (
              <TableRow key={session.id}>
                <TableCell className="min-w-52">
                  <p className="flex items-center gap-2 font-medium">
                    {session.user.name}
                    <Badge variant="soft">{roleLabel(session.user.role)}</Badge>
                  </p>
                  <p className="text-xs text-muted-foreground">{session.user.email}</p>
                </TableCell>
                <TableCell className="min-w-44">
                  <p>{session.device}</p>
                  <p className="text-xs text-muted-foreground">
                    {deviceDetails(session.device, [session.browser, session.os])}
                  </p>
                </TableCell>
                <TableCell className="font-mono text-xs whitespace-nowrap">{session.ip ?? '—'}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(session.createdAt)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                    {formatRelativeTime(session.lastSeenAt)}
                  </time>
                </TableCell>
                <TableCell>
                  {session.current ? (
                    <Badge>This device</Badge>
                  ) : (
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  )}
                </TableCell>
                <TableCell className="text-right">
                  {session.status === 'active' && !session.current ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => setTarget(session)}
                      aria-label={`Revoke ${session.user.name}'s session on ${session.device}`}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  }

  return (
    <div className="space-y-4">
      <div className="relative max-w-sm">
        <Label htmlFor={`${id}-search`} className="sr-only">
          Search by person
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name or email"
          maxLength={100}
          className="pl-9"
        />
      </div>
      <div className="-mx-5 border-y">{body}</div>
      {sessions.data && sessions.data.total > 0 ? (
        <Pagination
          label="Session pages"
          page={page}
          limit={ADMIN_SESSIONS_PAGE_SIZE}
          total={sessions.data.total}
          onPageChange={setPage}
          disabled={sessions.isFetching}
        />
      ) : null}
      <RevokeDialog session={target} onClose={() => setTarget(null)} />
    </div>
  );
}
