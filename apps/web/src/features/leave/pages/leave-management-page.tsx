/**
 * /leave-management: my balances and requests, and for those who approve the requests waiting for
 * them (one click, or many at once), the team calendar, every request, and everyone's balances.
 * `?tab=` keeps the view in the address; `?request=` opens one request (a notification's link);
 * `?optional-holiday=YYYY-MM-DD` opens the apply form on that optional holiday (the holidays page's link);
 * `?apply` opens the apply form (the dashboard's link).
 */
import type { LeaveBalanceItem, LeaveRequest } from '@hrms/contracts/leave';
import { can, type Role } from '@hrms/contracts/roles';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
        title={t`Leave`}
        description={
          staff
            ? t`Your leave, and everyone’s requests to decide, balances and policies.`
            : approves
              ? t`Your leave, and your team’s requests to decide.`
              : t`Your balances and requests. Your manager is told of each request at once.`
        }
        actions={
          <Button onClick={() => setApplying(true)}>
            <CalendarPlus aria-hidden="true" />
            <Trans>Apply for leave</Trans>
          </Button>
        }
      />
      <BalanceCards onOpen={(item) => setLedgerOf(item.leaveType)} />
      <Tabs
        value={tab}
        onValueChange={(value) => setParam('tab', value === 'mine' ? null : value)}
        className="space-y-4"
      >
        <TabsList aria-label={t`Leave`} className="w-full justify-start sm:w-fit">
          <TabsTrigger value="mine">
            <Trans>My requests</Trans>
          </TabsTrigger>
          {approves ? (
            <TabsTrigger value="approvals">
              <Trans>Approvals</Trans>
              {waiting > 0 ? (
                <Badge variant="default" className="ml-1.5 px-1.5" aria-label={t`${waiting} waiting`}>
                  {waiting}
                </Badge>
              ) : null}
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="calendar">{approves ? t`Team calendar` : t`Calendar`}</TabsTrigger>
          {approves ? (
            <TabsTrigger value="all">
              <Trans>All requests</Trans>
            </TabsTrigger>
          ) : null}
          {approves ? (
            <TabsTrigger value="balances">
              <Trans>Balances</Trans>
            </TabsTrigger>
          ) : null}
          {keepsPolicies ? (
            <TabsTrigger value="policies">
              <Trans>Policies</Trans>
            </TabsTrigger>
          ) : null}
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
                ? t`Everyone’s approved and pending leave.`
                : approves
                  ? t`Your team and you.`
                  : t`Your own leave.`
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
  const { t } = useLingui();
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
            placeholder={t`Search by name or code`}
            aria-label={t`Search requests`}
          />
        ) : null}
        <NativeSelect
          aria-label={t`Status`}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
          className="w-full sm:w-44"
        >
          <option value="">{t`Every status`}</option>
          <option value="pending">{t`Pending`}</option>
          <option value="approved">{t`Approved`}</option>
          <option value="rejected">{t`Not approved`}</option>
          <option value="cancelled">{t`Cancelled`}</option>
        </NativeSelect>
      </div>
      {list.isError ? (
        <QueryError
          title={t`We could not load the requests`}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <Skeleton className="h-48" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          Icon={Inbox}
          title={status || debounced ? t`No request matches` : t`No leave requests yet`}
        >
          {kind === 'mine' && !status ? t`Apply for leave and it shows here with its status.` : null}
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
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useLeaveRequests('pending', { page, limit: PAGE_SIZE });
  const decide = useDecideLeave();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const items = list.data?.items ?? [];
  const chosen = items.filter((r) => selected.has(r.id));
  const chosenCount = chosen.length;

  const approveChosen = async () => {
    const results = await Promise.allSettled(
      chosen.map((r) => decide.mutateAsync({ id: r.id, body: { status: 'approved' } })),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    setSelected(new Set());
    const count = chosen.length;
    if (failed === 0) toast.success(t`Approved ${plural(count, { one: '# request', other: '# requests' })}`);
    else toast.error(t`${failed} of ${count} could not be approved: they may have been decided already`);
  };

  if (list.isError) {
    return (
      <QueryError
        title={t`We could not load the requests`}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <Skeleton className="h-48" />;
  if (items.length === 0) {
    return (
      <EmptyState Icon={CheckCheck} title={t`Nothing waits for you`}>
        <Trans>New requests from your team appear here at once.</Trans>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          <Trans>Soonest first. Select several to approve them together.</Trans>
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={chosen.length === 0 || decide.isPending}
          onClick={() => void approveChosen()}
        >
          <CheckCheck aria-hidden="true" />
          {chosen.length > 0 ? (
            <Trans>Approve selected ({chosenCount})</Trans>
          ) : (
            <Trans>Approve selected</Trans>
          )}
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
  const { t } = useLingui();
  const request = useLeaveRequest(id);
  const r = request.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{r ? `${r.employee.name}: ${r.leaveType.name}` : t`Leave request`}</DialogTitle>
          <DialogDescription>{r ? `${spanLabel(r)} · ${daysLabel(r.days)}` : ' '}</DialogDescription>
        </DialogHeader>
        {request.isError ? (
          <p className="text-sm text-muted-foreground">
            <Trans>This request cannot be shown: it does not exist or is not yours to see.</Trans>
          </p>
        ) : !r ? (
          <Skeleton className="h-24" />
        ) : (
          <div className="grid gap-3 text-sm">
            <div className="flex items-center gap-2">
              <LeaveStatusBadge status={r.status} />
              <span className="text-muted-foreground">
                <Asked at={r.createdAt} />
              </span>
            </div>
            {r.reason ? <p>“{r.reason}”</p> : null}
            {r.managerApproval ? (
              <p className="text-muted-foreground">
                <ManagerApproval approval={r.managerApproval} hrNext={r.awaiting === 'hr'} />
              </p>
            ) : null}
            {r.decidedBy ? (
              <p className="text-muted-foreground">
                <Decision
                  rejected={r.status === 'rejected'}
                  name={r.decidedBy.name}
                  at={r.decidedAt}
                  comment={r.decisionComment}
                />
              </p>
            ) : null}
            {r.cancelledBy ? (
              <p className="text-muted-foreground">
                <Cancellation
                  cancelled={r.status === 'cancelled'}
                  name={r.cancelledBy.name}
                  reason={r.cancelReason}
                />
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

/** `Asked 3 Mar 2026, 10:00 am`. */
function Asked({ at }: { at: string }) {
  const when = formatDateTime(at);
  return <Trans>Asked {when}</Trans>;
}

/** The manager's approval under two-level approval, with its comment and hr's turn next. */
function ManagerApproval({
  approval,
  hrNext,
}: {
  approval: NonNullable<LeaveRequest['managerApproval']>;
  hrNext: boolean;
}) {
  const name = approval.by.name;
  const when = formatDateTime(approval.at);
  const comment = approval.comment;
  const said = comment ? (
    <Trans>
      Approved by the manager {name}, {when}: “{comment}”
    </Trans>
  ) : (
    <Trans>
      Approved by the manager {name}, {when}
    </Trans>
  );
  return (
    <>
      {said}
      {hrNext ? <Trans>; hr decides next.</Trans> : null}
    </>
  );
}

/** `Approved by Kiran Rao, 3 Mar 2026, 10:00 am: “Enjoy”`, or `Not approved by …`. */
function Decision({
  rejected,
  name,
  at,
  comment,
}: {
  rejected: boolean;
  name: string;
  at: string | null;
  comment: string | null;
}) {
  const when = at ? formatDateTime(at) : null;
  const decided = rejected ? (
    when ? (
      <Trans>
        Not approved by {name}, {when}
      </Trans>
    ) : (
      <Trans>Not approved by {name}</Trans>
    )
  ) : when ? (
    <Trans>
      Approved by {name}, {when}
    </Trans>
  ) : (
    <Trans>Approved by {name}</Trans>
  );
  return (
    <>
      {decided}
      {comment ? `: “${comment}”` : ''}
    </>
  );
}

/** `Cancelled by Riya Sharma: “Plans changed”`, or `Shortened by …`. */
function Cancellation({
  cancelled,
  name,
  reason,
}: {
  cancelled: boolean;
  name: string;
  reason: string | null;
}) {
  return (
    <>
      {cancelled ? <Trans>Cancelled by {name}</Trans> : <Trans>Shortened by {name}</Trans>}
      {reason ? `: “${reason}”` : ''}
    </>
  );
}
