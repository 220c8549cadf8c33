/**
 * Team now: everyone I reach (my line as a manager, everyone for hr) with their clock as it stands
 * and today's time, ticking. A punch anywhere refreshes it (`time_tracking:status_updated`), so it
 * changes before anyone reloads.
 */
import type { ClockState, TeamClockBoard } from '@hrms/contracts/time-tracking';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDuration, liveClock, useNow } from '../../../api/clock-timer';
import { useTeamClockBoard } from '../../../api/get-team-clock-board';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { ClockStateBadge } from './clock-state-badge';
import { formatClockTime } from './time-format';

type Person = TeamClockBoard['items'][number];
type Filter = ClockState | 'all';

const RANK: Record<ClockState, number> = { working: 0, on_break: 1, clocked_out: 2 };
const FILTERS: readonly { value: Filter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Everyone` },
  { value: 'working', label: msg`Working` },
  { value: 'on_break', label: msg`On a break` },
  { value: 'clocked_out', label: msg`Clocked out` },
];

export function TeamBoard({ timeZone }: { timeZone: string | undefined }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const board = useTeamClockBoard();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const items = board.data?.items ?? [];
  const now = useNow(items.some((p) => p.state !== 'clocked_out'));

  if (board.isError) {
    return (
      <QueryError
        title={t`We could not load your team’s clocks`}
        error={board.error}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  }
  if (!board.data) return <BoardSkeleton />;
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState Icon={UsersRound} title={t`No one to show yet`}>
          <Trans>People who report to you appear here with their clock, live.</Trans>
        </EmptyState>
      </Card>
    );
  }

  const counts = { all: items.length, working: 0, on_break: 0, clocked_out: 0 };
  for (const person of items) counts[person.state] += 1;
  const needle = search.trim().toLowerCase();
  const shown = items
    .filter((p) => filter === 'all' || p.state === filter)
    .filter(
      (p) =>
        !needle ||
        p.employee.name.toLowerCase().includes(needle) ||
        p.employee.employeeCode.toLowerCase().includes(needle),
    )
    .sort((a, b) => RANK[a.state] - RANK[b.state] || a.employee.name.localeCompare(b.employee.name));

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <fieldset className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <legend className="sr-only">
            <Trans>Show</Trans>
          </legend>
          {FILTERS.map(({ value, label }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2 text-sm shadow-xs transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring',
                filter === value ? 'border-primary bg-primary/5 text-foreground' : 'hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name={`${id}-filter`}
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
                className="sr-only"
              />
              <span className="flex items-center gap-2">
                {value === 'all' ? null : <StateDot state={value} />}
                {i18n._(label)}
              </span>
              <span className="font-semibold tabular-nums" data-testid={`team-count-${value}`}>
                {counts[value]}
              </span>
            </label>
          ))}
        </fieldset>
        <SearchInput
          className="w-full lg:w-64"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t`Find a person`}
          aria-label={t`Find a person`}
        />
      </div>

      <Card className="overflow-hidden">
        {shown.length === 0 ? (
          <EmptyState Icon={UsersRound} title={t`No one matches`}>
            <Trans>Try another name, or show everyone.</Trans>
          </EmptyState>
        ) : (
          <>
            <div
              className="hidden grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_8rem] gap-x-4 border-b bg-muted/40 px-5 py-2 text-xs font-medium text-muted-foreground uppercase sm:grid"
              aria-hidden="true"
            >
              <span>
                <Trans>Person</Trans>
              </span>
              <span>
                <Trans>Now</Trans>
              </span>
              <span className="text-right">
                <Trans>Today</Trans>
              </span>
            </div>
            <ul aria-label={t`Team now`} className="divide-y" aria-busy={board.isFetching || undefined}>
              {shown.map((person) => (
                <PersonRow
                  key={person.employee.id}
                  person={person}
                  board={board.data}
                  receivedAt={board.dataUpdatedAt}
                  now={now}
                  timeZone={timeZone}
                />
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}

function PersonRow({
  person,
  board,
  receivedAt,
  now,
  timeZone,
}: {
  person: Person;
  board: TeamClockBoard;
  receivedAt: number;
  now: number;
  timeZone: string | undefined;
}) {
  const { t } = useLingui();
  const live = liveClock(
    {
      state: person.state,
      since: person.since,
      serverTime: board.serverTime,
      today: { workedSeconds: person.workedSecondsToday, breakSeconds: 0 },
    },
    receivedAt,
    now,
  );
  const since = person.since ? formatClockTime(person.since, timeZone) : null;
  const duration = formatDuration(live.stateSeconds ?? 0);
  const sinceText =
    person.state === 'working'
      ? t`since ${since}`
      : person.state === 'on_break'
        ? t`for ${duration}`
        : since
          ? t`at ${since}`
          : t`not in today`;
  const firstIn = person.firstInToday ? formatClockTime(person.firstInToday, timeZone) : null;
  return (
    <li
      data-testid="team-clock-row"
      data-state={person.state}
      className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-4 py-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_8rem] sm:px-5"
    >
      <div className="col-start-1 row-start-1 flex min-w-0 items-center gap-3">
        <Avatar name={person.employee.name} src={person.employee.photoUrl ?? undefined} className="size-10" />
        <div className="min-w-0">
          <p className="truncate font-medium">{person.employee.name}</p>
          <p className="truncate text-sm text-muted-foreground">
            {[person.employee.designation, person.employee.employeeCode].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <div className="col-span-2 col-start-1 row-start-2 flex flex-wrap items-center gap-x-2 gap-y-1 pl-[3.25rem] sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:pl-0">
        <ClockStateBadge state={person.state} />
        {person.state !== 'clocked_out' || since ? (
          <span className="text-sm text-muted-foreground">{sinceText}</span>
        ) : null}
      </div>
      <div className="col-start-2 row-start-1 text-right whitespace-nowrap sm:col-start-3">
        <p className="font-semibold tabular-nums">
          <span className="sr-only">
            <Trans>Worked today:</Trans>{' '}
          </span>
          {formatDuration(live.workedSeconds)}
        </p>
        <p className="text-xs text-muted-foreground">{firstIn ? t`in at ${firstIn}` : t`today`}</p>
      </div>
    </li>
  );
}

function StateDot({ state }: { state: ClockState }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'size-2 rounded-full',
        state === 'working' ? 'bg-success' : state === 'on_break' ? 'bg-warning' : 'bg-muted-foreground/60',
      )}
    />
  );
}

function BoardSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <div className="flex gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10 w-32" />
        ))}
      </div>
      <Card className="divide-y">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex items-center gap-3 px-5 py-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-28" />
            </div>
            <Skeleton className="h-5 w-16" />
          </div>
        ))}
      </Card>
    </div>
  );
}
