/** The panels of one's own day: leave, holidays, pay, requests, announcements and documents. */
import type { RegularizationListResponse } from '@hrms/contracts/attendance';
import { DOCUMENT_CATEGORY_LABELS } from '@hrms/contracts/documents';
import type { LeaveRequestListResponse } from '@hrms/contracts/leave';
import { CHECKLIST_KIND_LABELS, checklistLink, type Task } from '@hrms/contracts/onboarding';
import {
  CalendarHeart,
  CalendarPlus,
  FileWarning,
  GraduationCap,
  ListChecks,
  ListTodo,
  Megaphone,
  Palmtree,
  Wallet,
} from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatDate, formatPaise, formatRelativeTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useAnnouncementFeed,
  useDocumentsAskedOfMe,
  useLatestSlip,
  useMyBalances,
  useMyCorrections,
  useMyLeaveRequests,
  useMyMandatoryTraining,
  useMyOnboardingTasks,
  useMyUpcomingHolidays,
} from '../api/get-panels';
import { useTickTaskInPlace } from '../api/tick-task-in-place';
import { DateTile, Panel, type PanelQuery, PanelRow } from './panel';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const monthName = (year: number, month: number) =>
  new Date(year, month - 1, 1).toLocaleDateString('en-IN', { month: 'long', year: 'numeric' });

const STATUS_BADGE: Record<string, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Waiting', variant: 'soft' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Refused', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

function StatusBadge({ status }: { status: string }) {
  const badge = STATUS_BADGE[status] ?? { label: status, variant: 'outline' as const };
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

export function BalancesPanel() {
  const query = useMyBalances();
  return (
    <Panel
      title="Leave balance"
      Icon={Palmtree}
      more={{ to: '/leave-management', label: 'Leave' }}
      query={query}
      empty={(data) => (data.items.length === 0 ? 'No leave types apply to you yet' : null)}
    >
      {(data) => (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {data.items
              .filter((item) => item.available !== null)
              .map((item) => (
                <div key={item.leaveType.id} className="rounded-lg border px-3 py-2">
                  <dt className="truncate text-xs text-muted-foreground">{item.leaveType.name}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{item.available}</dd>
                  {item.pending ? (
                    <dd className="text-xs text-muted-foreground">{days(item.pending)} waiting</dd>
                  ) : null}
                </div>
              ))}
          </dl>
          <Button asChild size="sm">
            <Link to="/leave-management?apply=1">
              <CalendarPlus aria-hidden="true" />
              Apply for leave
            </Link>
          </Button>
        </div>
      )}
    </Panel>
  );
}

export function HolidaysPanel() {
  const query = useMyUpcomingHolidays();
  return (
    <Panel
      title="Upcoming holidays"
      Icon={CalendarHeart}
      more={{ to: '/holidays', label: 'Holiday calendar' }}
      query={query}
      empty={(data) => (data.items.length === 0 ? 'No more holidays this year' : null)}
    >
      {(data) => (
        <ul className="divide-y">
          {data.items.map((holiday) => (
            <PanelRow
              key={holiday.id}
              lead={<DateTile date={holiday.date} />}
              title={holiday.name}
              detail={new Date(`${holiday.date}T00:00:00`).toLocaleDateString('en-IN', { weekday: 'long' })}
              end={holiday.type === 'optional' ? <Badge variant="outline">Optional</Badge> : null}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function LatestSlipPanel() {
  const query = useLatestSlip();
  return (
    <Panel
      title="Latest salary slip"
      Icon={Wallet}
      more={{ to: '/salary-slips', label: 'All slips' }}
      query={query}
      empty={(data) => (data.items.length === 0 ? 'No salary slip has been published to you yet' : null)}
    >
      {(data) => {
        const slip = data.items[0];
        if (!slip) return null;
        return (
          <dl className="space-y-1">
            <dt className="text-sm text-muted-foreground">Net pay for {monthName(slip.year, slip.month)}</dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums">{formatPaise(slip.net)}</dd>
            <dd className="text-xs text-muted-foreground">
              Gross {formatPaise(slip.gross)} · deductions {formatPaise(slip.totalDeductions)}
            </dd>
          </dl>
        );
      }}
    </Panel>
  );
}

export function MyRequestsPanel() {
  const leave = useMyLeaveRequests();
  const corrections = useMyCorrections();
  const both: PanelQuery<{ leave: LeaveRequestListResponse; corrections: RegularizationListResponse }> = {
    data: leave.data && corrections.data ? { leave: leave.data, corrections: corrections.data } : undefined,
    error: leave.error ?? corrections.error,
    isPending: leave.isPending || corrections.isPending,
    isFetching: leave.isFetching || corrections.isFetching,
    refetch: () => Promise.all([leave.refetch(), corrections.refetch()]),
  };
  return (
    <Panel
      title="My requests"
      Icon={ListChecks}
      more={{ to: '/leave-management', label: 'Leave' }}
      query={both}
      empty={(data) =>
        data.leave.items.length + data.corrections.items.length === 0
          ? 'You have asked for nothing lately'
          : null
      }
    >
      {(data) => (
        <ul className="divide-y">
          {data.leave.items.map((request) => (
            <PanelRow
              key={request.id}
              title={request.leaveType.name}
              detail={`${formatDate(request.startDate)}${request.endDate !== request.startDate ? ` – ${formatDate(request.endDate)}` : ''} · ${days(request.days)}`}
              end={<StatusBadge status={request.status} />}
            />
          ))}
          {data.corrections.items.map((correction) => (
            <PanelRow
              key={correction.id}
              title="Attendance correction"
              detail={`${formatDate(correction.date)} · ${correction.clockIn}–${correction.clockOut}`}
              end={<StatusBadge status={correction.status} />}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function AnnouncementsPanel() {
  const query = useAnnouncementFeed();
  return (
    <Panel
      title="Announcements"
      description={query.data ? `${query.data.items.filter((a) => !a.read).length} unread` : undefined}
      Icon={Megaphone}
      more={{ to: '/announcements', label: 'All announcements' }}
      query={query}
      empty={(data) => (data.items.length === 0 ? 'Nothing has been announced yet' : null)}
    >
      {(data) => (
        <ul className="divide-y">
          {data.items.slice(0, 4).map((announcement) => (
            <PanelRow
              key={announcement.id}
              lead={
                <span
                  className={
                    announcement.read ? 'size-2 shrink-0' : 'size-2 shrink-0 rounded-full bg-primary'
                  }
                  aria-hidden="true"
                />
              }
              title={
                <Link to={`/announcements?id=${announcement.id}`} className="hover:underline">
                  {announcement.read ? null : <span className="sr-only">Unread: </span>}
                  {announcement.title}
                </Link>
              }
              detail={announcement.publishedAt ? formatRelativeTime(announcement.publishedAt) : null}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Documents hr sent back, to upload again; shown only when there are some. */
export function DocumentsAskedPanel({ employeeId }: { employeeId: string }) {
  const query = useDocumentsAskedOfMe(employeeId);
  if (!query.data?.items.length) return null;
  return (
    <Panel
      title="Documents to upload again"
      Icon={FileWarning}
      more={{ to: '/document-management', label: 'Documents' }}
      query={query}
    >
      {(data) => (
        <ul className="divide-y">
          {data.items.map((document) => (
            <PanelRow
              key={document.id}
              title={document.title}
              detail={document.reviewComments ?? 'Sent back by HR'}
              end={<Badge variant="destructive">Sent back</Badge>}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Mandatory courses the person has still to complete, overdue first; shown when any apply. */
export function MandatoryTrainingPanel({ employeeId }: { employeeId: string }) {
  const query = useMyMandatoryTraining(employeeId);
  if (query.data && query.data.total === 0) return null;
  const open = query.data?.summary ? query.data.summary.due + query.data.summary.overdue : 0;
  return (
    <Panel
      title="Mandatory training"
      description={
        query.data ? `${query.data.summary.completed} of ${query.data.total} completed` : undefined
      }
      Icon={GraduationCap}
      more={{ to: '/training', label: 'My training' }}
      query={query}
      empty={() => (open === 0 ? 'All your mandatory training is complete' : null)}
    >
      {(data) => (
        <ul className="divide-y">
          {data.items
            .filter((row) => row.status !== 'completed')
            .slice(0, 4)
            .map((row) => (
              <PanelRow
                key={row.course.id}
                title={
                  <Link to={`/training?course=${row.course.id}`} className="hover:underline">
                    {row.course.title}
                  </Link>
                }
                detail={`Due ${formatDate(row.dueOn)}`}
                end={
                  <Badge variant={row.status === 'overdue' ? 'destructive' : 'soft'}>
                    {row.status === 'overdue' ? 'Overdue' : 'Due'}
                  </Badge>
                }
              />
            ))}
        </ul>
      )}
    </Panel>
  );
}

/** `Medical certificate` → `medical certificate`, but `ID proof` stays as it is. */
const inSentence = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/** Where the document a task collects stands, for the person who uploads it. */
function documentNote(task: Task): string {
  const category = task.documentCategory ? DOCUMENT_CATEGORY_LABELS[task.documentCategory] : 'Document';
  if (!task.document) return `Upload your ${inSentence(category)} under Documents`;
  if (task.document.status === 'pending') return `${category} uploaded, waiting for HR’s review`;
  if (task.document.status === 'rejected') return `${category} sent back: upload it again`;
  return `${category} verified`;
}

/**
 * The onboarding tasks given to the person, due soonest first; shown only when some are open. A task
 * opens its checklist under /onboarding (open to everyone); anyone ticks off a task of theirs here,
 * but a document is uploaded under Documents, and hr's verification completes its task.
 */
export function OnboardingTasksPanel({ employeeId }: { employeeId: string | null }) {
  const query = useMyOnboardingTasks();
  const tick = useTickTaskInPlace();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!query.data?.items.length) return null;
  const { total, overdue } = query.data;

  const done = (task: Task) =>
    tick.mutate(task.id, {
      onSuccess: () => {
        toast.success(`${task.title} is done`);
        // The row and its box are gone: focus goes to the panel, not to the page's start.
        heading.current?.focus();
      },
      onError: (error) => toast.error('The task could not be marked done', { description: error.message }),
    });

  return (
    <Panel
      headingRef={heading}
      title="My onboarding tasks"
      description={`${total} open${overdue > 0 ? ` · ${overdue} overdue` : ''}`}
      Icon={ListTodo}
      more={{ to: '/onboarding?tab=tasks', label: 'All my tasks' }}
      query={query}
    >
      {(data) => (
        <div className="space-y-3">
          <ul className="divide-y" aria-label="My onboarding tasks">
            {data.items.map((task) => {
              const mine = employeeId !== null && task.employee.id === employeeId;
              const whose = mine
                ? `Your ${CHECKLIST_KIND_LABELS[task.kind].toLowerCase()}`
                : `${CHECKLIST_KIND_LABELS[task.kind]} of ${task.employee.name}`;
              const tickable = task.canComplete && task.documentCategory === null;
              const ticking = tick.isPending && tick.variables === task.id;
              return (
                <li
                  key={task.id}
                  className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0"
                  data-testid="onboarding-task"
                >
                  {tickable ? (
                    <Checkbox
                      className="mt-0.5"
                      checked={ticking}
                      disabled={tick.isPending}
                      aria-label={`Mark ${task.title} as done`}
                      onCheckedChange={(checked) => (checked === true ? done(task) : undefined)}
                    />
                  ) : (
                    <span className="size-4 shrink-0" aria-hidden="true" />
                  )}
                  <div className="min-w-0 flex-1 space-y-0.5">
                    <p className="text-sm font-medium break-words">
                      <Link to={checklistLink(task.checklistId)} className="hover:underline">
                        {task.title}
                      </Link>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {whose} ·{' '}
                      <span className={task.overdue ? 'font-medium text-destructive' : undefined}>
                        {task.overdue ? 'was due' : 'due'} {formatDate(task.dueDate)}
                      </span>
                    </p>
                    {task.documentCategory ? (
                      mine ? (
                        <p className="text-xs">
                          <Link
                            to="/document-management"
                            className="font-medium text-primary underline-offset-4 hover:underline"
                          >
                            {documentNote(task)}
                          </Link>
                        </p>
                      ) : (
                        <p className="text-xs text-muted-foreground">{documentNote(task)}</p>
                      )
                    ) : null}
                  </div>
                  {task.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
                </li>
              );
            })}
          </ul>
          {total > data.items.length ? (
            <p className="text-xs text-muted-foreground">{total - data.items.length} more after these.</p>
          ) : null}
        </div>
      )}
    </Panel>
  );
}
