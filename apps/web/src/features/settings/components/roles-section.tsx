import { ROLES, type Role } from '@hrms/contracts/roles';
import type { RoleHolder } from '@hrms/contracts/settings';
import { UsersRound } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast';
import { ROLES_PAGE_SIZE, useChangeRole, useRoleHolders } from '../api/roles';

const SEARCH_DELAY_MS = 300;

const ROLE_MEANING: Record<Role, string> = {
  admin: 'everything, including security, roles and other admins',
  hr: 'people, payroll, leave, attendance and settings other than security and roles',
  manager: 'their own team: its records, approvals and reports',
  employee: 'their own records only',
};

/**
 * Settings → Roles (admin): who holds which role, with a count per role; a role changes after a
 * confirmation that says what it gives, and takes effect on that person's next request.
 */
export function RolesSection({ currentUserId }: { currentUserId: string | null }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ holder: RoleHolder; role: Role } | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const holders = useRoleHolders({ page, role: role || undefined, search: debouncedSearch || undefined });
  const change = useChangeRole();
  const id = useId();

  // A new search or filter starts from its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search or filter resets the page
  useEffect(() => setPage(1), [debouncedSearch, role]);

  let body: ReactNode;
  if (holders.isPending) {
    body = (
      <div className="space-y-2 p-5" aria-busy="true">
        <Spinner label="Loading roles" className="sr-only" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (holders.isError) {
    body = (
      <div className="p-5">
        <QueryError
          title="We could not load the roles"
          error={holders.error}
          onRetry={() => holders.refetch()}
          retrying={holders.isFetching}
        />
      </div>
    );
  } else if (holders.data.items.length === 0) {
    body = (
      <EmptyState Icon={UsersRound} title="Nobody matches">
        Try another name, email or role.
      </EmptyState>
    );
  } else {
    body = (
      <Table aria-label="Roles" aria-busy={holders.isPlaceholderData || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Person</TableHead>
            <TableHead>Role</TableHead>
            <TableHead className="text-right">Direct reports</TableHead>
            <TableHead>Last sign-in</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={holders.isPlaceholderData ? 'opacity-60' : undefined}>
          {holders.data.items.map((holder) => {
            const self = holder.userId === currentUserId;
            return (
              <TableRow key={holder.userId}>
                <TableCell className="min-w-52">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {holder.name}
                    {holder.active ? null : <Badge variant="outline">Inactive</Badge>}
                    {holder.role === 'employee' && holder.directReports > 0 ? (
                      <Badge variant="secondary">Has reports</Badge>
                    ) : null}
                  </p>
                  <p className="text-xs text-muted-foreground">{holder.email}</p>
                </TableCell>
                <TableCell className="min-w-36">
                  <NativeSelect
                    aria-label={`Role of ${holder.name}`}
                    value={holder.role}
                    disabled={self || change.isPending}
                    title={self ? 'You cannot change your own role' : undefined}
                    onChange={(event) => setPending({ holder, role: event.target.value as Role })}
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {roleLabel(r)}
                      </option>
                    ))}
                  </NativeSelect>
                </TableCell>
                <TableCell className="text-right tabular-nums">{holder.directReports}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {holder.lastLoginAt ? (
                    <time dateTime={holder.lastLoginAt} title={formatDateTime(holder.lastLoginAt)}>
                      {formatRelativeTime(holder.lastLoginAt)}
                    </time>
                  ) : (
                    <span className="text-muted-foreground">Never</span>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  }

  const counts = holders.data?.counts;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Roles</CardTitle>
        <CardDescription>
          Who can do what. A change applies from the person's next click, and is recorded on their record. Hr
          can change other roles on a person's record, but only an admin makes or unmakes an admin, and the
          company always keeps one.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {counts ? (
          <ul className="flex flex-wrap gap-2" aria-label="People per role">
            {ROLES.map((r) => (
              <li key={r}>
                <Badge variant="soft">
                  {roleLabel(r)}: {counts[r]}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            className="max-w-sm flex-1"
            type="search"
            aria-label="Search people"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name or email"
            maxLength={100}
          />
          <div className="sm:w-44">
            <Label htmlFor={`${id}-role`} className="sr-only">
              Show role
            </Label>
            <NativeSelect
              id={`${id}-role`}
              value={role}
              onChange={(event) => setRole(event.target.value as Role | '')}
            >
              <option value="">Every role</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="-mx-6 overflow-x-auto border-y">{body}</div>
        {holders.data && holders.data.total > 0 ? (
          <Pagination
            label="Role pages"
            page={page}
            limit={ROLES_PAGE_SIZE}
            total={holders.data.total}
            onPageChange={setPage}
            disabled={holders.isFetching}
          />
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending ? `Make ${pending.holder.name} ${articled(pending.role)}?` : ''}
        description={
          pending
            ? `${pending.holder.name} will see ${ROLE_MEANING[pending.role]}, from their next click. They were ${articled(pending.holder.role)}.`
            : ''
        }
        confirmLabel="Change role"
        variant={pending?.role === 'admin' ? 'destructive' : 'default'}
        pending={change.isPending}
        onConfirm={() => {
          if (!pending) return;
          change.mutate(
            { userId: pending.holder.userId, role: pending.role },
            {
              onSuccess: (saved) => {
                toast.success(`${saved.name} is now ${articled(saved.role)}`);
                setPending(null);
              },
              onError: (error) => {
                toast.error(error.message || 'Could not change the role', { duration: 6000 });
                setPending(null);
              },
            },
          );
        }}
      />
    </Card>
  );
}

function articled(role: Role): string {
  const label = roleLabel(role);
  return `${/^[aeiou]/i.test(label) || role === 'hr' ? 'an' : 'a'} ${label}`;
}
