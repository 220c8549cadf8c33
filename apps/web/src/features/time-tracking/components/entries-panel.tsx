/**
 * Clock entries, a page at a time, newest first: mine, or (team) everyone I reach with a search and
 * the flagged ones to review. A table on a wide screen, cards on a phone. Each entry shows where and
 * on what it was punched, its breaks, and why it wants a look (closed by the clock, or flagged).
 */
import type { TimeEntry } from '@hrms/contracts/time-tracking';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Clock3, Flag, MapPin, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDuration } from '../../../api/clock-timer';
import { DataTable, dataColumns } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/label';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { useEntries } from '../api/get-entries';
import { dayLabel, formatClockTime } from './time-format';

const PAGE_SIZE = 10;

export function EntriesPanel({ scope, timeZone }: { scope: 'self' | 'team'; timeZone: string | undefined }) {
  const { t } = useLingui();
  const id = useId();
  const team = scope === 'team';
  const [page, setPage] = useState(1);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [flagged, setFlagged] = useState(false);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const backwards = from !== '' && to !== '' && to < from;
  const columns = entryColumns(team, timeZone);
  const list = useEntries(
    { scope, page, limit: PAGE_SIZE, from, to, flagged: team && flagged, search: team ? debounced : '' },
    !backwards,
  );
  const filtered = from !== '' || to !== '' || flagged || debounced !== '';
  const reset = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b p-4 sm:p-5">
        <div className="flex flex-wrap items-end gap-3">
          {team ? (
            <div className="w-full space-y-1.5 sm:w-64">
              <Label htmlFor={`${id}-search`}>
                <Trans>Person</Trans>
              </Label>
              <SearchInput
                id={`${id}-search`}
                value={search}
                onChange={(e) => reset(() => setSearch(e.target.value))}
                placeholder={t`Name or code`}
              />
            </div>
          ) : null}
          <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
            <div className="space-y-1.5 sm:w-40">
              <Label htmlFor={`${id}-from`}>
                <Trans>From</Trans>
              </Label>
              <DateInput id={`${id}-from`} value={from} onValueChange={(v) => reset(() => setFrom(v))} />
            </div>
            <div className="space-y-1.5 sm:w-40">
              <Label htmlFor={`${id}-to`}>
                <Trans>To</Trans>
              </Label>
              <DateInput
                id={`${id}-to`}
                value={to}
                min={from || undefined}
                onValueChange={(v) => reset(() => setTo(v))}
                aria-invalid={backwards || undefined}
              />
            </div>
          </div>
          {team ? (
            <div className="flex h-9 items-center gap-2">
              <Checkbox
                id={`${id}-flagged`}
                checked={flagged}
                onCheckedChange={(on) => reset(() => setFlagged(on === true))}
              />
              <Label htmlFor={`${id}-flagged`} className="font-normal">
                <Trans>Only entries to review</Trans>
              </Label>
            </div>
          ) : null}
          {filtered ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-9"
              onClick={() =>
                reset(() => {
                  setFrom('');
                  setTo('');
                  setFlagged(false);
                  setSearch('');
                })
              }
            >
              <X aria-hidden="true" />
              <Trans>Clear</Trans>
            </Button>
          ) : null}
        </div>
        {backwards ? (
          <p className="text-sm text-destructive" role="alert">
            <Trans>The end date must not be before the start.</Trans>
          </p>
        ) : null}
      </div>

      {list.isError ? (
        <div className="p-4 sm:p-5">
          <QueryError
            title={t`We could not load the entries`}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </div>
      ) : !list.data || backwards ? (
        backwards ? null : (
          <div className="space-y-2 p-4 sm:p-5" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        )
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={Clock3} title={filtered ? t`No entry matches` : t`No entries yet`}>
          {filtered
            ? t`Try other dates, or clear the filters.`
            : team
              ? t`When your team clocks in, their entries show here.`
              : t`Clock in and your day shows here, with its breaks.`}
        </EmptyState>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <DataTable
            label={team ? t`Team clock entries` : t`My clock entries`}
            rows={list.data.items}
            columns={columns}
            rowKey={(entry) => entry.id}
            rowTestId="time-entry"
            card={(entry) => <EntryCard entry={entry} team={team} timeZone={timeZone} />}
          />
          <Pagination
            className="border-t px-4 py-3 sm:px-5"
            page={page}
            limit={PAGE_SIZE}
            total={list.data.total}
            onPageChange={setPage}
            disabled={list.isFetching}
            label={t`Entry pages`}
          />
        </div>
      )}
    </Card>
  );
}

function entryColumns(team: boolean, timeZone: string | undefined) {
  return dataColumns<TimeEntry>([
    ...(team
      ? dataColumns<TimeEntry>([
          {
            id: 'person',
            header: i18n._(msg`Person`),
            cell: ({ row }) => <Person entry={row.original} />,
            meta: { className: 'pl-5' },
          },
        ])
      : []),
    {
      id: 'date',
      header: i18n._(msg`Date`),
      cell: ({ row }) => (
        <>
          <span className="font-medium">{dayLabel(row.original.workDate)}</span>
          {row.original.note ? (
            <span className="block max-w-48 truncate text-xs text-muted-foreground" title={row.original.note}>
              “{row.original.note}”
            </span>
          ) : null}
        </>
      ),
      meta: { className: team ? undefined : 'pl-5', cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'inOut',
      header: i18n._(msg`In – out`),
      cell: ({ row }) => <InOut entry={row.original} timeZone={timeZone} />,
      meta: { cellClassName: 'whitespace-nowrap tabular-nums' },
    },
    {
      id: 'worked',
      header: i18n._(msg`Worked`),
      cell: ({ row }) => formatDuration(row.original.workedSeconds),
      meta: { className: 'text-right', cellClassName: 'font-semibold whitespace-nowrap tabular-nums' },
    },
    {
      id: 'breaks',
      header: i18n._(msg`Breaks`),
      cell: ({ row }) => <Breaks entry={row.original} timeZone={timeZone} />,
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'where',
      header: i18n._(msg`Where`),
      cell: ({ row }) => <Where entry={row.original} />,
      meta: { cellClassName: 'max-w-64' },
    },
    {
      id: 'review',
      header: i18n._(msg`Review`),
      cell: ({ row }) => <ReviewBadges entry={row.original} />,
      meta: { className: 'pr-5' },
    },
  ]);
}

function EntryCard({
  entry,
  team,
  timeZone,
}: {
  entry: TimeEntry;
  team: boolean;
  timeZone: string | undefined;
}) {
  return (
    <>
      {team ? <Person entry={entry} /> : null}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{dayLabel(entry.workDate)}</p>
          <p className="text-sm text-muted-foreground tabular-nums">
            <InOut entry={entry} timeZone={timeZone} />
          </p>
        </div>
        <p className="text-lg font-semibold tabular-nums">{formatDuration(entry.workedSeconds)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <Breaks entry={entry} timeZone={timeZone} />
      </div>
      <Where entry={entry} />
      {entry.note ? <p className="text-sm text-muted-foreground">“{entry.note}”</p> : null}
      <ReviewBadges entry={entry} />
    </>
  );
}

function Person({ entry }: { entry: TimeEntry }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar name={entry.employee.name} className="size-8" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{entry.employee.name}</p>
        <p className="text-xs text-muted-foreground">{entry.employee.employeeCode}</p>
      </div>
    </div>
  );
}

function InOut({ entry, timeZone }: { entry: TimeEntry; timeZone: string | undefined }) {
  return (
    <>
      {formatClockTime(entry.clockIn, timeZone)} –{' '}
      {entry.clockOut ? (
        formatClockTime(entry.clockOut, timeZone)
      ) : (
        <Badge variant="success" className="align-middle">
          <Trans>Running</Trans>
        </Badge>
      )}
    </>
  );
}

function Breaks({ entry, timeZone }: { entry: TimeEntry; timeZone: string | undefined }) {
  const { t } = useLingui();
  if (entry.breaks.length === 0)
    return (
      <span className="text-muted-foreground">
        <Trans>None</Trans>
      </span>
    );
  const spans = entry.breaks
    .map(
      (b) =>
        `${formatClockTime(b.startedAt, timeZone)} – ${b.endedAt ? formatClockTime(b.endedAt, timeZone) : t`now`}`,
    )
    .join(', ');
  const count = entry.breaks.length;
  return (
    <span title={spans}>
      {formatDuration(entry.breakSeconds)}
      <span className="text-muted-foreground">
        {' '}
        · <Plural value={count} one="# break" other="# breaks" />
      </span>
    </span>
  );
}

function Where({ entry }: { entry: TimeEntry }) {
  const inAt = [entry.clockInAddress, entry.clockInDevice].filter(Boolean).join(' · ');
  const outAt = [entry.clockOutAddress, entry.clockOutDevice].filter(Boolean).join(' · ');
  if (!inAt && !outAt)
    return (
      <span className="text-sm text-muted-foreground">
        <Trans>Not recorded</Trans>
      </span>
    );
  return (
    <div className="flex min-w-0 items-start gap-1.5 text-xs text-muted-foreground">
      <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="truncate" title={inAt}>
          {inAt ? <Trans>In: {inAt}</Trans> : <Trans>In: not recorded</Trans>}
        </p>
        {entry.clockOut && outAt && outAt !== inAt ? (
          <p className="truncate" title={outAt}>
            <Trans>Out: {outAt}</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ReviewBadges({ entry }: { entry: TimeEntry }) {
  const { t } = useLingui();
  if (!entry.autoClosed && !entry.flag)
    return (
      <span className="sr-only">
        <Trans>Nothing to review</Trans>
      </span>
    );
  return (
    <div className="flex max-w-56 flex-col items-start gap-1">
      <div className="flex flex-wrap gap-1">
        {entry.autoClosed ? (
          <Badge
            className="border-warning/40 bg-warning/15 text-foreground"
            title={t`Left open: the clock closed it at the shift end`}
          >
            <CircleAlert aria-hidden="true" className="text-warning" />
            <Trans>Auto-closed</Trans>
          </Badge>
        ) : null}
        {entry.flag ? (
          <Badge className="border-destructive/30 bg-destructive/10 text-destructive">
            <Flag aria-hidden="true" />
            <Trans>Flagged</Trans>
          </Badge>
        ) : null}
      </div>
      {entry.flag ? <p className="text-xs text-muted-foreground">{entry.flag}</p> : null}
    </div>
  );
}
