/** The panels of the people one leads: today, what waits for a decision, leave ahead, occasions. */

import type { AttendanceStatus } from '@hrms/contracts/attendance';
import type { DashboardResponse } from '@hrms/contracts/dashboard';
import type { DashboardReport } from '@hrms/contracts/reports';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Cake, CalendarRange, Check, GraduationCap, Inbox, PartyPopper, UserCheck, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { refusalProblem } from '../../../api/decide-request';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ATTENDANCE_STATUS_MESSAGES } from '../../../i18n/contract-labels';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type Decision, useDecideInPlace } from '../api/decide-in-place';
import {
  useCorrectionsToDecide,
  useLeaveCalendar,
  useLeaveToDecide,
  useOverdueTraining,
  useTeamDays,
  useTodayReport,
} from '../api/get-panels';
import { DateTile, Panel, type PanelQuery, PanelRow } from './panel';

const span = (from: string, to: string) =>
  from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;

/** Today's figures: in (on time, late or half a day), late, on leave, absent, not in yet. */
function todayFigures(today: DashboardReport['today']): {
  key: string;
  label: MessageDescriptor;
  value: number;
  dot: string;
}[] {
  return [
    { key: 'in', label: msg`In`, value: today.present + today.late + today.half_day, dot: 'bg-success' },
    { key: 'late', label: ATTENDANCE_STATUS_MESSAGES.late, value: today.late, dot: 'bg-warning' },
    { key: 'on_leave', label: ATTENDANCE_STATUS_MESSAGES.on_leave, value: today.on_leave, dot: 'bg-info' },
    { key: 'absent', label: ATTENDANCE_STATUS_MESSAGES.absent, value: today.absent, dot: 'bg-destructive' },
    {
      key: 'not_yet',
      label: ATTENDANCE_STATUS_MESSAGES.not_yet,
      value: today.not_yet,
      dot: 'bg-muted-foreground/50',
    },
  ];
}

export function TodayFigures({ today }: { today: DashboardReport['today'] }) {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {todayFigures(today).map((figure) => (
        <div key={figure.key} className="rounded-lg border px-3 py-2">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span className={`size-2 shrink-0 rounded-full ${figure.dot}`} aria-hidden="true" />
            {i18n._(figure.label)}
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const NAMED: readonly AttendanceStatus[] = ['late', 'on_leave', 'absent', 'not_yet'];

/** A manager's team today: the figures, and who is late, away or not in yet. */
export function TeamTodayPanel() {
  const { t, i18n } = useLingui();
  const report = useTodayReport();
  const days = useTeamDays(report.data?.date);
  const query: PanelQuery<{ report: DashboardReport; names: Map<AttendanceStatus, string[]> }> = {
    data:
      report.data && days.data
        ? {
            report: report.data,
            names: new Map(
              NAMED.map((status) => [
                status,
                days.data.items.filter((d) => d.status === status).map((d) => d.employee.name),
              ]),
            ),
          }
        : undefined,
    error: report.error ?? days.error,
    isPending: report.isPending || days.isPending,
    isFetching: report.isFetching || days.isFetching,
    refetch: () => Promise.all([report.refetch(), days.refetch()]),
  };
  return (
    <Panel
      title={t`Your team today`}
      Icon={UserCheck}
      more={{ to: '/attendance/all', label: t`Team records` }}
      query={query}
      empty={(data) => (data.report.headcount === 0 ? t`Nobody reports to you yet` : null)}
    >
      {(data) => (
        <div className="space-y-4">
          <TodayFigures today={data.report.today} />
          <dl className="space-y-2 text-sm">
            {NAMED.map((status) => {
              const names = data.names.get(status) ?? [];
              if (names.length === 0) return null;
              return (
                <div key={status} className="flex gap-2">
                  <dt className="w-24 shrink-0 text-muted-foreground">
                    {i18n._(ATTENDANCE_STATUS_MESSAGES[status])}
                  </dt>
                  <dd className="min-w-0">{names.join(', ')}</dd>
                </div>
              );
            })}
          </dl>
        </div>
      )}
    </Panel>
  );
}

interface Waiting {
  kind: Decision['kind'];
  id: string;
  name: string;
  what: string;
  when: string;
}

/** Leave and attendance corrections waiting for me, each approved or refused where it stands. */
export function ApprovalsPanel() {
  const { t } = useLingui();
  const leave = useLeaveToDecide();
  const corrections = useCorrectionsToDecide();
  const decide = useDecideInPlace();
  const [refusing, setRefusing] = useState<Waiting | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const query: PanelQuery<{ items: Waiting[]; total: number }> = {
    data:
      leave.data && corrections.data
        ? {
            items: [
              ...leave.data.items.map((r) => ({
                kind: 'leave' as const,
                id: r.id,
                name: r.employee.name,
                what: t`${r.leaveType.name} · ${plural(r.days, { one: '# day', other: '# days' })}`,
                when: span(r.startDate, r.endDate),
              })),
              ...corrections.data.items.map((r) => ({
                kind: 'correction' as const,
                id: r.id,
                name: r.employee.name,
                what: t`Correction · ${r.clockIn}–${r.clockOut}`,
                when: formatDate(r.date),
              })),
            ],
            total: leave.data.total + corrections.data.total,
          }
        : undefined,
    error: leave.error ?? corrections.error,
    isPending: leave.isPending || corrections.isPending,
    isFetching: leave.isFetching || corrections.isFetching,
    refetch: () => Promise.all([leave.refetch(), corrections.refetch()]),
  };

  const approve = async (item: Waiting) => {
    try {
      await decide.mutateAsync({ kind: item.kind, id: item.id, status: 'approved', comment: null });
      toast.success(t`Approved for ${item.name}`);
      // The row and its button are gone: focus goes to the panel, not to the page's start.
      heading.current?.focus();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <>
      <Panel
        headingRef={heading}
        title={t`Waiting for you`}
        description={query.data ? t`${query.data.total} to decide` : undefined}
        Icon={Inbox}
        more={{ to: '/leave-management?tab=approvals', label: t`Approvals` }}
        query={query}
        empty={(data) => (data.items.length === 0 ? t`Nothing waits for your decision` : null)}
      >
        {(data) => (
          <ul className="divide-y" aria-label={t`Requests waiting for you`}>
            {data.items.map((item) => (
              <PanelRow
                key={`${item.kind}-${item.id}`}
                lead={<Avatar name={item.name} className="size-8" />}
                title={item.name}
                detail={`${item.what} · ${item.when}`}
                end={
                  <span className="flex shrink-0 gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t`Approve ${item.name}: ${item.what}, ${item.when}`}
                      disabled={decide.isPending}
                      onClick={() => approve(item)}
                    >
                      <Check aria-hidden="true" />
                      <span className="hidden sm:inline">
                        <Trans>Approve</Trans>
                      </span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t`Refuse ${item.name}: ${item.what}, ${item.when}`}
                      disabled={decide.isPending}
                      onClick={() => setRefusing(item)}
                    >
                      <X aria-hidden="true" />
                      <span className="hidden sm:inline">
                        <Trans>Refuse</Trans>
                      </span>
                    </Button>
                  </span>
                }
              />
            ))}
          </ul>
        )}
      </Panel>
      <ReasonDialog
        open={refusing !== null}
        title={refusing ? t`Refuse ${refusing.name}’s request?` : ''}
        description={refusing ? t`${refusing.what} · ${refusing.when}. They will see your reason.` : ''}
        placeholder={t`Why is it refused?`}
        action={t`Refuse`}
        actionVariant="destructive"
        pending={decide.isPending}
        check={(comment) => refusalProblem(refusing?.kind ?? 'leave', comment)}
        onConfirm={async (comment) => {
          if (!refusing) return null;
          try {
            await decide.mutateAsync({
              kind: refusing.kind,
              id: refusing.id,
              status: 'rejected',
              comment: comment.trim(),
            });
            toast.success(t`${refusing.name} was told why`);
            setRefusing(null);
            return null;
          } catch (error) {
            return (error as Error).message;
          }
        }}
        onClose={() => setRefusing(null)}
        returnFocusTo={heading}
      />
    </>
  );
}

const LOOK_AHEAD_DAYS = 14;

/** `YYYY-MM-DD` plus `days`, and its year and month. */
function addDays(date: string, days: number): { date: string; year: number; month: number } {
  const at = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return { date: at.toISOString().slice(0, 10), year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
}

/** Approved and waiting leave of the team in the next two weeks, soonest first. */
export function TeamLeavePanel() {
  const { t } = useLingui();
  // Today is the company's (from the report), not the browser's.
  const today = useTodayReport().data?.date;
  const start = addDays(today ?? '2000-01-01', 0);
  const end = addDays(start.date, LOOK_AHEAD_DAYS - 1);
  const [from, to] = [start.date, end.date];
  const crosses = end.month !== start.month;
  const thisMonth = useLeaveCalendar(start.year, start.month, today !== undefined);
  const nextMonth = useLeaveCalendar(end.year, end.month, today !== undefined && crosses);
  const months = crosses ? [thisMonth, nextMonth] : [thisMonth];
  const query: PanelQuery<
    { id: string; name: string; type: string; from: string; to: string; pending: boolean }[]
  > = {
    data: months.every((m) => m.data)
      ? [
          ...new Map(
            months
              .flatMap((m) => m.data?.items ?? [])
              .filter((item) => item.startDate <= to && item.endDate >= from)
              .map((item) => [
                item.id,
                {
                  id: item.id,
                  name: item.employee.name,
                  type: item.leaveType.name,
                  from: item.startDate,
                  to: item.endDate,
                  pending: item.status === 'pending',
                },
              ]),
          ).values(),
        ].sort((a, b) => a.from.localeCompare(b.from) || a.name.localeCompare(b.name))
      : undefined,
    error: thisMonth.error ?? nextMonth.error,
    isPending: today === undefined || months.some((m) => m.isPending),
    isFetching: months.some((m) => m.isFetching),
    refetch: () => Promise.all(months.map((m) => m.refetch())),
  };
  return (
    <Panel
      title={t`Team leave, next two weeks`}
      Icon={CalendarRange}
      more={{ to: '/leave-management?tab=calendar', label: t`Team calendar` }}
      query={query}
      empty={(items) => (items.length === 0 ? t`Nobody is away in the next two weeks` : null)}
    >
      {(items) => (
        <ul className="divide-y">
          {items.slice(0, 8).map((item) => (
            <PanelRow
              key={item.id}
              lead={<DateTile date={item.from < from ? from : item.from} />}
              title={item.name}
              detail={`${item.type} · ${span(item.from, item.to)}`}
              end={
                item.pending ? (
                  <Badge variant="soft">
                    <Trans>Waiting</Trans>
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

type Summary = PanelQuery<DashboardResponse>;

/** Birthdays and work anniversaries in the next two weeks, from the dashboard's summary. */
export function CelebrationsPanel({ summary }: { summary: Summary }) {
  const { t } = useLingui();
  return (
    <Panel
      title={t`Birthdays and anniversaries`}
      description={t`The next two weeks`}
      Icon={PartyPopper}
      query={summary}
      empty={(data) =>
        data.celebrations?.items.length ? null : t`No birthdays or anniversaries in the next two weeks`
      }
    >
      {(data) => (
        <ul className="divide-y">
          {data.celebrations?.items.map((c) => (
            <PanelRow
              key={`${c.kind}-${c.employee.id}`}
              lead={
                <Avatar name={c.employee.name} src={c.employee.photoUrl ?? undefined} className="size-8" />
              }
              title={c.employee.name}
              detail={
                c.kind === 'birthday'
                  ? t`Birthday · ${formatDate(c.date)}`
                  : t`${plural(c.years ?? 0, { one: '# year', other: '# years' })} at work · ${formatDate(c.date)}`
              }
              end={
                c.kind === 'birthday' ? (
                  <Cake className="size-4 text-muted-foreground" aria-hidden="true" />
                ) : null
              }
            />
          ))}
          {data.celebrations && data.celebrations.total > data.celebrations.items.length ? (
            <li className="pt-2.5 text-xs text-muted-foreground">
              <Trans>and {data.celebrations.total - data.celebrations.items.length} more</Trans>
            </li>
          ) : null}
        </ul>
      )}
    </Panel>
  );
}

/** Mandatory courses overdue among the people in reach; shown only when some are. */
export function OverdueTrainingPanel() {
  const { t } = useLingui();
  const query = useOverdueTraining();
  if (!query.data?.total) return null;
  return (
    <Panel
      title={t`Overdue training`}
      description={t`${plural(query.data.total, { one: '# mandatory course', other: '# mandatory courses' })} not completed in time`}
      Icon={GraduationCap}
      more={{ to: '/training?tab=compliance', label: t`Compliance` }}
      query={query}
    >
      {(data) => (
        <ul className="divide-y">
          {data.items.map((row) => (
            <PanelRow
              key={`${row.employee.id}-${row.course.id}`}
              title={row.employee.name}
              detail={t`${row.course.title} · due ${formatDate(row.dueOn)}`}
              end={
                <Badge variant="destructive">
                  <Trans>Overdue</Trans>
                </Badge>
              }
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
