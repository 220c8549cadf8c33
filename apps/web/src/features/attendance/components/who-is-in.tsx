/**
 * Who is in now: everyone I reach counted as working, on a break or not in yet, with their faces;
 * those who have left for the day are counted apart. A punch anywhere refreshes it (`time_tracking:status_updated`), so it changes as people come.
 */
import type { TeamClockBoard } from '@hrms/contracts/time-tracking';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTeamClockBoard } from '../../../api/get-team-clock-board';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

type Person = TeamClockBoard['items'][number];
type Group = 'working' | 'on_break' | 'not_in';

const GROUPS: readonly { group: Group; label: MessageDescriptor; dot: string }[] = [
  { group: 'working', label: msg`Working`, dot: 'bg-success' },
  { group: 'on_break', label: msg`On break`, dot: 'bg-warning' },
  { group: 'not_in', label: msg`Not in`, dot: 'bg-muted-foreground/50' },
];

/** Where a person stands now; someone who clocked out after a day's work has left, not "not in". */
function groupOf(person: Person): Group | 'left' {
  if (person.state === 'working') return 'working';
  if (person.state === 'on_break') return 'on_break';
  return person.firstInToday ? 'left' : 'not_in';
}

/** Faces shown per group before "+N". */
const FACES = 7;

export function WhoIsIn() {
  const { t, i18n } = useLingui();
  const board = useTeamClockBoard();
  const items = board.data?.items ?? [];
  const inGroup = (group: Group | 'left') =>
    items.filter((p) => groupOf(p) === group).sort((a, b) => a.employee.name.localeCompare(b.employee.name));
  const gone = inGroup('left').length;

  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle>
            <Trans>Who is in now</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Live from the clock.</Trans>
          </CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm" className="-mt-1 -mr-2">
          <Link to="/time-tracking?tab=team">
            <Trans>Team board</Trans>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex-1">
        {board.isError ? (
          <QueryError
            title={t`We could not load the clocks`}
            error={board.error}
            onRetry={() => void board.refetch()}
            retrying={board.isFetching}
          />
        ) : !board.data ? (
          <div className="grid grid-cols-3 gap-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <EmptyState Icon={UsersRound} title={t`No one to show yet`}>
            <Trans>People who report to you appear here with their clock.</Trans>
          </EmptyState>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="who-is-in">
              {GROUPS.map(({ group, label, dot }) => (
                <div key={group} className="rounded-lg border bg-muted/30 px-2.5 py-2 sm:px-3">
                  <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                    <span className={cn('size-2 shrink-0 rounded-full', dot)} aria-hidden="true" />
                    <span className="truncate">{i18n._(label)}</span>
                  </dt>
                  <dd className="text-2xl font-semibold tabular-nums" data-testid={`who-${group}`}>
                    {inGroup(group).length}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="space-y-2">
              {GROUPS.map(({ group, label }) => (
                <Faces key={group} label={i18n._(label)} people={inGroup(group)} />
              ))}
              {gone > 0 ? (
                <p className="pt-1 text-xs text-muted-foreground">
                  <Plural
                    value={gone}
                    one="# person has left for the day."
                    other="# people have left for the day."
                  />
                </p>
              ) : null}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Faces({ label, people }: { label: string; people: readonly Person[] }) {
  if (people.length === 0) return null;
  const more = people.length - FACES;
  return (
    <div className="flex items-center gap-3">
      <span className="w-16 shrink-0 text-xs text-muted-foreground">{label}</span>
      <ul className="flex min-w-0 items-center -space-x-1.5" aria-label={label}>
        {people.slice(0, FACES).map((p) => (
          <li key={p.employee.id} title={p.employee.name} className="rounded-full ring-2 ring-card">
            <Avatar name={p.employee.name} src={p.employee.photoUrl ?? undefined} className="size-7" />
            <span className="sr-only">{p.employee.name}</span>
          </li>
        ))}
        {more > 0 ? (
          <li className="flex h-7 min-w-7 items-center justify-center rounded-full bg-muted px-1.5 text-[11px] font-semibold tabular-nums ring-2 ring-card">
            <Trans>
              +{more}
              <span className="sr-only"> more</span>
            </Trans>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
