/**
 * /leave-management: my balances and requests, and for those who approve the requests waiting for
 * them (one click, or many at once), the team calendar, every request, and everyone's balances.
 * `?tab=` keeps the view in the address; `?request=` opens one request (a notification's link);
 * `?optional-holiday=YYYY-MM-DD` opens the apply form on that optional holiday (the holidays page's link);
 * `?apply` opens the apply form (the dashboard's link).
 */
import type { LeaveBalanceItem, LeaveRequest } from '@hrms/contracts/leave';
import { can, type Role } from '@hrms/contracts/roles';
import { CalendarPlus, CheckCheck, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDecideLeave } from '../api/change-leave';
import { useLeaveRequest, useLeaveRequests, useLeaveStats } from '../api/get-leave';
import { ApplyLeaveDialog } from '../components/apply-leave-dialog';
import { BalanceCards } from '../components/balance-cards';
import { BalancesReport } from '../components/balances-report';
import { DelegationCard } from '../components/delegation-card';
import { daysLabel, LeaveStatusBadge, spanLabel } from '../components/leave-format';
import { LeavePolicies } from '../components/leave-policies';
import { LeaveSettingsCard } from '../components/leave-settings-card';
import { LedgerDialog } from '../components/ledger-dialog';
import { CertificateButton, RequestActions, RequestList } from '../components/request-list';
import { TeamCalendar } from '../components/team-calendar';
import { YearEndCard } from '../components/year-end-card';

type TabKey = 'mine' | 'approvals' | 'calendar' | 'all' | 'balances' | 'policies';
const PAGE_SIZE = 20;

export function LeaveManagementPage({ role, employeeId }: { role: Role; employeeId: string | null }) {
  const approves = can(role, 'leave:approve');
  const staff = can(role, 'employees:write');
  const [params, setParams] = useSearchParams();
  const tabs: TabKey[] = approves
    ? ['mine', 'approvals', 'calendar', 'all', 'balances']
    : ['mine', 'calendar'];
  const keepsPolicies = can(role, 'settings:write');
  if (keepsPolicies) tabs.push('policies');
  const asked = params.get('tab') as TabKey | null;
  const tab: TabKey = asked && tabs.includes(asked) ? asked : 'mine';
  const optionalHoliday = params.get('optional-holiday');
  const [applying, setApplying] = useState(optionalHoliday !== null || params.has('apply'));
  const [ledgerOf, setLedgerOf] = useState<LeaveBalanceItem['leaveType'] | null>(null);
  const now = new Date();
  const [month, setMonth] = useState({ year: now.getFullYear(), month: now.getMonth() + 1 });
  const stats = useLeaveStats();
  const openId = params.get('request');

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const open = (request: LeaveRequest) => setParam('request', request.id);
  const waiting = stats.data?.approvals?.pending ?? 0;

  return (
    <Page>
      <PageHeader
        title="Leave"
        description={
          staff
            ? 'Your leave, and everyone’s requests to decide, balances and policies.'
            : approves
              ? 'Your leave, and your team’s requests to decide.'
              : 'Your balances and requests. Your manager is told of each request at once.'
        }
        actions={
          <Button onClick={() => setApplying(true)}>
            <CalendarPlus aria-hidden="true" />
            Apply for leave
          </Button>
        }
      />
      <BalanceCards onOpen={(item) => setLedgerOf(item.leaveType)} />
      <Tabs
        value={tab}
        onValueChange={(value) => setParam('tab', value === 'mine' ? null : value)}
        className="space-y-4"
      >
        <TabsList aria-label="Leave" className="w-full justify-start sm:w-fit">
          <TabsTrigger value="mine">My requests</TabsTrigger>
          {approves ? (
            <TabsTrigger value="approvals">
              Approvals
              {waiting > 0 ? (
                <Badge variant="default" className="ml-1.5 px-1.5" aria-label={`${waiting} waiting`}>
                  {waiting}
                </Badge>
              ) : null}
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="calendar">{approves ? 'Team calendar' : 'Calendar'}</TabsTrigger>
          {approves ? <TabsTrigger value="all">All requests</TabsTrigger> : null}
          {approves ? <TabsTrigger value="balances">Balances</TabsTrigger> : null}
          {keepsPolicies ? <TabsTrigger value="policies">Policies</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="mine">
          <RequestsTab kind="mine" onOpen={open} />
        </TabsContent>
        {approves ? (
          <TabsContent value="approvals">
            <div className="space-y-4">
              <DelegationCard />
              <ApprovalsTab onOpen={open} />
            </div>
          </TabsContent>
        ) : null}
        <TabsContent value="calendar">
          <TeamCalendar
            year={month.year}
            month={month.month}
            onMonthChange={(year, m) => setMonth({ year, month: m })}
            scopeLabel={
              staff
                ? 'Everyone’s approved and pending leave.'
                : approves
                  ? 'Your team and you.'
                  : 'Your own leave.'
            }
          />
        </TabsContent>
        {approves ? (
          <TabsContent value="all">
            <RequestsTab kind="all" onOpen={open} />
          </TabsContent>
        ) : null}
        {approves ? (
          <TabsContent value="balances">
            <div className="space-y-4">
              {keepsPolicies ? <YearEndCard /> : null}
              <BalancesReport canAdjust={staff} />
            </div>
          </TabsContent>
        ) : null}
        {keepsPolicies ? (
          <TabsContent value="policies" className="space-y-4">
            <LeaveSettingsCard />
            <LeavePolicies />
          </TabsContent>
        ) : null}
      </Tabs>
      <ApplyLeaveDialog
        open={applying}
        onOpenChange={(open) => {
          setApplying(open);
          if (!open) {
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.delete('optional-holiday');
                next.delete('apply');
                return next;
              },
              { replace: true },
            );
          }
        }}
        employeeId={employeeId}
        draft={optionalHoliday ? { optionalHoliday } : undefined}
      />
      <LedgerDialog leaveType={ledgerOf} year={now.getFullYear()} onClose={() => setLedgerOf(null)} />
      <RequestDialog id={openId} onClose={() => setParam('request', null)} />
    </Page>
  );
}

function RequestsTab({ kind, onOpen }: { kind: 'mine' | 'all'; onOpen: (request: LeaveRequest) => void }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const list = useLeaveRequests(kind, {
    page,
    limit: PAGE_SIZE,
    status,
    search: kind === 'all' ? debounced : '',
  });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {kind === 'all' ? (
          <SearchInput
            className="w-full sm:max-w-xs"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder="Search by name or code"
            aria-label="Search requests"
          />
        ) : null}
        <NativeSelect
          aria-label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
          className="w-full sm:w-44"
        >
          <option value="">Every status</option>
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Not approved</option>
          <option value="cancelled">Cancelled</option>
        </NativeSelect>
      </div>
      {list.isError ? (
        <QueryError
          title="We could not load the requests"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <Skeleton className="h-48" />
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={Inbox} title={status || debounced ? 'No request matches' : 'No leave requests yet'}>
          {kind === 'mine' && !status ? 'Apply for leave and it shows here with its status.' : null}
        </EmptyState>
      ) : (
        <>
          <RequestList items={list.data.items} showPerson={kind === 'all'} onOpen={onOpen} />
          <Pagination
            page={page}
            limit={PAGE_SIZE}
            total={list.data.total}
            onPageChange={setPage}
            disabled={list.isFetching}
          />
        </>
      )}
    </div>
  );
}

function ApprovalsTab({ onOpen }: { onOpen: (request: LeaveRequest) => void }) {
  const [page, setPage] = useState(1);
  const list = useLeaveRequests('pending', { page, limit: PAGE_SIZE });
  const decide = useDecideLeave();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const items = list.data?.items ?? [];
  const chosen = items.filter((r) => selected.has(r.id));

  const approveChosen = async () => {
    const results = await Promise.allSettled(
      chosen.map((r) => decide.mutateAsync({ id: r.id, body: { status: 'approved' } })),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    setSelected(new Set());
    if (failed === 0)
      toast.success(`Approved ${chosen.length} ${chosen.length === 1 ? 'request' : 'requests'}`);
    else
      toast.error(`${failed} of ${chosen.length} could not be approved: they may have been decided already`);
  };

  if (list.isError) {
    return (
      <QueryError
        title="We could not load the requests"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <Skeleton className="h-48" />;
  if (items.length === 0) {
    return (
      <EmptyState Icon={CheckCheck} title="Nothing waits for you">
        New requests from your team appear here at once.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Soonest first. Select several to approve them together.
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={chosen.length === 0 || decide.isPending}
          onClick={() => void approveChosen()}
        >
          <CheckCheck aria-hidden="true" />
          Approve selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>
      </div>
      <RequestList
        items={items}
        showPerson
        selected={selected}
        onSelect={(id, on) =>
          setSelected((prev) => {
            const next = new Set(prev);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          })
        }
        onOpen={onOpen}
      />
      <Pagination
        page={page}
        limit={PAGE_SIZE}
        total={list.data.total}
        onPageChange={setPage}
        disabled={list.isFetching}
      />
    </div>
  );
}

/** One request in full, opened from a notification or a row. */
function RequestDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const request = useLeaveRequest(id);
  const r = request.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{r ? `${r.employee.name}: ${r.leaveType.name}` : 'Leave request'}</DialogTitle>
          <DialogDescription>{r ? `${spanLabel(r)} · ${daysLabel(r.days)}` : ' '}</DialogDescription>
        </DialogHeader>
        {request.isError ? (
          <p className="text-sm text-muted-foreground">
            This request cannot be shown: it does not exist or is not yours to see.
          </p>
        ) : !r ? (
          <Skeleton className="h-24" />
        ) : (
          <div className="grid gap-3 text-sm">
            <div className="flex items-center gap-2">
              <LeaveStatusBadge status={r.status} />
              <span className="text-muted-foreground">Asked {formatDateTime(r.createdAt)}</span>
            </div>
            {r.reason ? <p>“{r.reason}”</p> : null}
            {r.managerApproval ? (
              <p className="text-muted-foreground">
                Approved by the manager {r.managerApproval.by.name}, {formatDateTime(r.managerApproval.at)}
                {r.managerApproval.comment ? `: “${r.managerApproval.comment}”` : ''}
                {r.awaiting === 'hr' ? '; hr decides next.' : ''}
              </p>
            ) : null}
            {r.decidedBy ? (
              <p className="text-muted-foreground">
                {r.status === 'rejected' ? 'Not approved' : 'Approved'} by {r.decidedBy.name}
                {r.decidedAt ? `, ${formatDateTime(r.decidedAt)}` : ''}
                {r.decisionComment ? `: “${r.decisionComment}”` : ''}
              </p>
            ) : null}
            {r.cancelledBy ? (
              <p className="text-muted-foreground">
                {r.status === 'cancelled' ? 'Cancelled' : 'Shortened'} by {r.cancelledBy.name}
                {r.cancelReason ? `: “${r.cancelReason}”` : ''}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <CertificateButton request={r} />
              <RequestActions request={r} />
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
