/** The panels of one's own day: leave, holidays, pay, requests, announcements and documents. */
import type { RegularizationListResponse } from '@hrms/contracts/attendance';
import type { LeaveRequestListResponse } from '@hrms/contracts/leave';
import { checklistLink, type Task } from '@hrms/contracts/onboarding';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { DOCUMENT_CATEGORY_MESSAGES } from '../../../i18n/contract-labels';
import { formatLocale, i18n } from '../../../i18n/i18n';
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

const monthName = (year: number, month: number) =>
  new Date(year, month - 1, 1).toLocaleDateString(formatLocale(), { month: 'long', year: 'numeric' });

const STATUS_BADGE: Record<string, { label: MessageDescriptor; variant: BadgeProps['variant'] }> = {
  pending: { label: msg`Waiting`, variant: 'soft' },
  approved: { label: msg`Approved`, variant: 'success' },
  rejected: { label: msg`Refused`, variant: 'destructive' },
  cancelled: { label: msg`Cancelled`, variant: 'outline' },
};

function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const badge = STATUS_BADGE[status];
  return badge ? (
    <Badge variant={badge.variant}>{i18n._(badge.label)}</Badge>
  ) : (
    <Badge variant="outline">{status}</Badge>
  );
}

export function BalancesPanel() {
  const { t } = useLingui();
  const query = useMyBalances();
  return (
    <Panel
      title={t`Leave balance`}
      Icon={Palmtree}
      more={{ to: '/leave-management', label: t`Leave` }}
      query={query}
      empty={(data) => (data.items.length === 0 ? t`No leave types apply to you yet` : null)}
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
                    <dd className="text-xs text-muted-foreground">
                      {t`${plural(item.pending, { one: '# day', other: '# days' })} waiting`}
                    </dd>
                  ) : null}
                </div>
              ))}
          </dl>
          <Button asChild size="sm">
            <Link to="/leave-management?apply=1">
              <CalendarPlus aria-hidden="true" />
              <Trans>Apply for leave</Trans>
            </Link>
          </Button>
        </div>
      )}
    </Panel>
  );
}

export function HolidaysPanel() {
  const { t } = useLingui();
  const query = useMyUpcomingHolidays();
  return (
    <Panel
      title={t`Upcoming holidays`}
      Icon={CalendarHeart}
      more={{ to: '/holidays', label: t`Holiday calendar` }}
      query={query}
      empty={(data) => (data.items.length === 0 ? t`No more holidays this year` : null)}
    >
      {(data) => (
        <ul className="divide-y">
          {data.items.map((holiday) => (
            <PanelRow
              key={holiday.id}
              lead={<DateTile date={holiday.date} />}
              title={holiday.name}
              detail={new Date(`${holiday.date}T00:00:00`).toLocaleDateString(formatLocale(), {
                weekday: 'long',
              })}
              end={
                holiday.type === 'optional' ? (
                  <Badge variant="outline">
                    <Trans>Optional</Trans>
                  </Badge>
                ) : null
              }
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function LatestSlipPanel() {
  const { t } = useLingui();
  const query = useLatestSlip();
  return (
    <Panel
      title={t`Latest salary slip`}
      Icon={Wallet}
      more={{ to: '/salary-slips', label: t`All slips` }}
      query={query}
      empty={(data) => (data.items.length === 0 ? t`No salary slip has been published to you yet` : null)}
    >
      {(data) => {
        const slip = data.items[0];
        if (!slip) return null;
        const month = monthName(slip.year, slip.month);
        const gross = formatPaise(slip.gross);
        const deductions = formatPaise(slip.totalDeductions);
        return (
          <dl className="space-y-1">
            <dt className="text-sm text-muted-foreground">
              <Trans>Net pay for {month}</Trans>
            </dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums">{formatPaise(slip.net)}</dd>
            <dd className="text-xs text-muted-foreground">
              <Trans>
                Gross {gross} · deductions {deductions}
              </Trans>
            </dd>
          </dl>
        );
      }}
    </Panel>
  );
}

export function MyRequestsPanel() {
  const { t } = useLingui();
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
      title={t`My requests`}
      Icon={ListChecks}
      more={{ to: '/leave-management', label: t`Leave` }}
      query={both}
      empty={(data) =>
        data.leave.items.length + data.corrections.items.length === 0
          ? t`You have asked for nothing lately`
          : null
      }
    >
      {(data) => (
        <ul className="divide-y">
          {data.leave.items.map((request) => {
            const dates = `${formatDate(request.startDate)}${request.endDate !== request.startDate ? ` – ${formatDate(request.endDate)}` : ''}`;
            return (
              <PanelRow
                key={request.id}
                title={request.leaveType.name}
                detail={t`${dates} · ${plural(request.days, { one: '# day', other: '# days' })}`}
                end={<StatusBadge status={request.status} />}
              />
            );
          })}
          {data.corrections.items.map((correction) => (
            <PanelRow
              key={correction.id}
              title={t`Attendance correction`}
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
  const { t } = useLingui();
  const query = useAnnouncementFeed();
  const unread = query.data?.items.filter((a) => !a.read).length;
  return (
    <Panel
      title={t`Announcements`}
      description={unread !== undefined ? t`${unread} unread` : undefined}
      Icon={Megaphone}
      more={{ to: '/announcements', label: t`All announcements` }}
      query={query}
      empty={(data) => (data.items.length === 0 ? t`Nothing has been announced yet` : null)}
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
                  {announcement.read ? null : <span className="sr-only">{t`Unread: `}</span>}
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
  const { t } = useLingui();
  const query = useDocumentsAskedOfMe(employeeId);
  if (!query.data?.items.length) return null;
  return (
    <Panel
      title={t`Documents to upload again`}
      Icon={FileWarning}
      more={{ to: '/document-management', label: t`Documents` }}
      query={query}
    >
      {(data) => (
        <ul className="divide-y">
          {data.items.map((document) => (
            <PanelRow
              key={document.id}
              title={document.title}
              detail={document.reviewComments ?? t`Sent back by HR`}
              end={
                <Badge variant="destructive">
                  <Trans>Sent back</Trans>
                </Badge>
              }
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Mandatory courses the person has still to complete, overdue first; shown when any apply. */
export function MandatoryTrainingPanel({ employeeId }: { employeeId: string }) {
  const { t } = useLingui();
  const query = useMyMandatoryTraining(employeeId);
  if (query.data && query.data.total === 0) return null;
  const open = query.data?.summary ? query.data.summary.due + query.data.summary.overdue : 0;
  const completed = query.data?.summary.completed;
  const total = query.data?.total;
  return (
    <Panel
      title={t`Mandatory training`}
      description={query.data ? t`${completed} of ${total} completed` : undefined}
      Icon={GraduationCap}
      more={{ to: '/training', label: t`My training` }}
      query={query}
      empty={() => (open === 0 ? t`All your mandatory training is complete` : null)}
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
                detail={t`Due ${formatDate(row.dueOn)}`}
                end={
                  <Badge variant={row.status === 'overdue' ? 'destructive' : 'soft'}>
                    {row.status === 'overdue' ? t`Overdue` : t`Due`}
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
  const category = i18n._(
    task.documentCategory ? DOCUMENT_CATEGORY_MESSAGES[task.documentCategory] : msg`Document`,
  );
  if (!task.document) {
    const document = inSentence(category);
    return i18n._(msg`Upload your ${document} under Documents`);
  }
  if (task.document.status === 'pending') return i18n._(msg`${category} uploaded, waiting for HR’s review`);
  if (task.document.status === 'rejected') return i18n._(msg`${category} sent back: upload it again`);
  return i18n._(msg`${category} verified`);
}

/**
 * The onboarding tasks given to the person, due soonest first; shown only when some are open. A task
 * opens its checklist under /onboarding (open to everyone); anyone ticks off a task of theirs here,
 * but a document is uploaded under Documents, and hr's verification completes its task.
 */
export function OnboardingTasksPanel({ employeeId }: { employeeId: string | null }) {
  const { t } = useLingui();
  const query = useMyOnboardingTasks();
  const tick = useTickTaskInPlace();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!query.data?.items.length) return null;
  const { total, overdue } = query.data;

  const done = (task: Task) =>
    tick.mutate(task.id, {
      onSuccess: () => {
        toast.success(t`${task.title} is done`);
        // The row and its box are gone: focus goes to the panel, not to the page's start.
        heading.current?.focus();
      },
      onError: (error) => toast.error(t`The task could not be marked done`, { description: error.message }),
    });

  return (
    <Panel
      headingRef={heading}
      title={t`My onboarding tasks`}
      description={overdue > 0 ? t`${total} open · ${overdue} overdue` : t`${total} open`}
      Icon={ListTodo}
      more={{ to: '/onboarding?tab=tasks', label: t`All my tasks` }}
      query={query}
    >
      {(data) => {
        const more = total - data.items.length;
        return (
          <div className="space-y-3">
            <ul className="divide-y" aria-label={t`My onboarding tasks`}>
              {data.items.map((task) => {
                const mine = employeeId !== null && task.employee.id === employeeId;
                const name = task.employee.name;
                const whose =
                  task.kind === 'onboarding'
                    ? mine
                      ? t`Your onboarding`
                      : t`Onboarding of ${name}`
                    : mine
                      ? t`Your offboarding`
                      : t`Offboarding of ${name}`;
                const due = formatDate(task.dueDate);
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
                        aria-label={t`Mark ${task.title} as done`}
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
                          {task.overdue ? t`was due ${due}` : t`due ${due}`}
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
                    {task.overdue ? (
                      <Badge variant="destructive">
                        <Trans>Overdue</Trans>
                      </Badge>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {total > data.items.length ? (
              <p className="text-xs text-muted-foreground">
                <Trans>{more} more after these.</Trans>
              </p>
            ) : null}
          </div>
        );
      }}
    </Panel>
  );
}
