/**
 * Everyone's days I reach (my line as a manager, everyone for hr): filtered by dates, department,
 * office, status and person, a page at a time. Rows are selected for a correction together; each row
 * has its own. Times read in the person's office zone. My own days cannot be corrected by me.
 */
import { ATTENDANCE_STATUSES, type AttendanceDay } from '@hrms/contracts/attendance';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PencilLine, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useOffices } from '../../../api/get-offices';
import { DataTable, dataColumns } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../components/list-states';
import { DepartmentSelect, OfficeSelect } from '../../../components/org-selects';
import { PersonCell } from '../../../components/person-cell';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import type { TeamFilters } from '../api/attendance-keys';
import { useTeamAttendance } from '../api/get-team-attendance';
import { statusLabel } from '../utils/attendance-labels';
import { dayNote, hoursAndMinutes, inOut, shortDate } from './attendance-format';
import { AttendanceStatusBadge } from './attendance-status';
import { BulkCorrectDialog } from './bulk-correct-dialog';
import { CorrectDialog } from './correct-dialog';
import { dayColumns, noteColumn } from './day-columns';

const PAGE_SIZE = 25;
const OWN_DAY = msg`Your own days are corrected by your manager or hr`;

export function emptyFilters(today: string): TeamFilters {
  return {
    from: `${today.slice(0, 7)}-01`,
    to: today,
    departmentId: '',
    officeId: '',
    status: '',
    search: '',
  };
}

export function TeamRecords({
  viewerEmployeeId,
  today,
  actions,
}: {
  /** My own rows cannot be corrected by me. */
  viewerEmployeeId: string | null;
  today: string;
  /** The toolbar's own buttons (export, regenerate), given the filters in force. */
  actions?: (filters: TeamFilters) => ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const [filters, setFilters] = useState<TeamFilters>(() => emptyFilters(today));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, AttendanceDay>>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [correcting, setCorrecting] = useState<AttendanceDay | null>(null);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const offices = useOffices();
  const search = useDebouncedValue(filters.search.trim(), 250);
  const backwards = filters.from !== '' && filters.to !== '' && filters.to < filters.from;
  const applied = { ...filters, search };
  const list = useTeamAttendance({ ...applied, page, limit: PAGE_SIZE }, !backwards);
  const zones = useMemo(
    () => new Map((offices.data?.items ?? []).map((o) => [o.name, o.timezone])),
    [offices.data],
  );
  const initial = emptyFilters(today);
  const changed = (Object.keys(initial) as (keyof TeamFilters)[]).filter((k) => filters[k] !== initial[k]);
  const narrowed = changed.length > 0;
  // A phone shows the person search and keeps the other filters behind a button.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const hidden = changed.filter((k) => k !== 'search').length;
  const showAll = !narrow || filtersOpen;

  const change = (patch: Partial<TeamFilters>) => {
    setFilters((was) => ({ ...was, ...patch }));
    setPage(1);
    // What is selected was chosen among other rows: start again.
    setSelected(new Map());
  };
  const mine = (day: AttendanceDay) => viewerEmployeeId !== null && day.employee.id === viewerEmployeeId;
  const toggle = (day: AttendanceDay, on: boolean) =>
    setSelected((was) => {
      const next = new Map(was);
      if (on) next.set(day.id, day);
      else next.delete(day.id);
      return next;
    });
  const items = list.data?.items ?? [];
  const selectable = items.filter((d) => !mine(d));
  const pageChosen = selectable.filter((d) => selected.has(d.id)).length;
  const togglePage = (on: boolean) =>
    setSelected((was) => {
      const next = new Map(was);
      for (const day of selectable) {
        if (on) next.set(day.id, day);
        else next.delete(day.id);
      }
      return next;
    });

  const pageState = pageChosen === 0 ? false : pageChosen === selectable.length ? true : 'indeterminate';

  const columns = dataColumns<AttendanceDay>([
    {
      id: 'select',
      header: () => (
        <Checkbox
          checked={pageState}
          disabled={selectable.length === 0}
          // Some of the page chosen: a dash, not a tick.
          className="data-[state=indeterminate]:grid data-[state=indeterminate]:place-items-center data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:after:h-0.5 data-[state=indeterminate]:after:w-2 data-[state=indeterminate]:after:rounded-full data-[state=indeterminate]:after:bg-primary-foreground data-[state=indeterminate]:after:content-[''] data-[state=indeterminate]:[&>span]:hidden"
          onCheckedChange={(on) => togglePage(on === true)}
          aria-label={t`Select every day on this page`}
        />
      ),
      cell: ({ row }) => (
        <SelectDay
          day={row.original}
          own={mine(row.original)}
          selected={selected.has(row.original.id)}
          onToggle={toggle}
        />
      ),
      meta: { className: 'w-10' },
    },
    {
      id: 'person',
      header: t`Person`,
      cell: ({ row }) => (
        <PersonCell
          name={row.original.employee.name}
          details={[row.original.employee.employeeCode, row.original.employee.department]}
        />
      ),
      meta: { cellClassName: 'min-w-44' },
    },
    {
      id: 'date',
      header: t`Date`,
      cell: ({ row }) => shortDate(row.original.date),
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    ...dayColumns((day) => zoneOf(zones, day)),
    noteColumn('max-w-56'),
    {
      id: 'correct',
      header: () => (
        <span className="sr-only">
          <Trans>Correct</Trans>
        </span>
      ),
      cell: ({ row }) => (
        <CorrectButton day={row.original} own={mine(row.original)} onCorrect={setCorrecting} />
      ),
      meta: { className: 'text-right' },
    },
  ]);

  return (
    <Card className="overflow-hidden">
      <div className="space-y-3 border-b p-4 sm:p-5">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
          <div className="col-span-2 space-y-1.5 sm:w-56">
            <Label htmlFor={`${id}-search`}>
              <Trans>Person</Trans>
            </Label>
            <div className="flex gap-2">
              <SearchInput
                className="min-w-0 flex-1"
                id={`${id}-search`}
                value={filters.search}
                onChange={(e) => change({ search: e.target.value })}
                placeholder={t`Name or code`}
              />
              {narrow ? (
                <Button
                  variant="outline"
                  aria-expanded={filtersOpen}
                  aria-controls={`${id}-more`}
                  onClick={() => setFiltersOpen((was) => !was)}
                >
                  <SlidersHorizontal aria-hidden="true" />
                  <Trans>Filters</Trans>
                  {hidden > 0 ? (
                    <span className="rounded-full bg-primary px-1.5 text-[11px] text-primary-foreground tabular-nums">
                      {hidden}
                    </span>
                  ) : null}
                </Button>
              ) : null}
            </div>
          </div>
          {showAll ? (
            <div id={`${id}-more`} className="contents">
              <div className="space-y-1.5 sm:w-36">
                <Label htmlFor={`${id}-from`}>
                  <Trans>From</Trans>
                </Label>
                <DateInput
                  id={`${id}-from`}
                  value={filters.from}
                  onValueChange={(from) => change({ from })}
                />
              </div>
              <div className="space-y-1.5 sm:w-36">
                <Label htmlFor={`${id}-to`}>
                  <Trans>To</Trans>
                </Label>
                <DateInput
                  id={`${id}-to`}
                  value={filters.to}
                  min={filters.from || undefined}
                  onValueChange={(to) => change({ to })}
                  aria-invalid={backwards || undefined}
                />
              </div>
              <div className="space-y-1.5 sm:w-44">
                <Label htmlFor={`${id}-department`}>
                  <Trans>Department</Trans>
                </Label>
                <DepartmentSelect
                  id={`${id}-department`}
                  value={filters.departmentId}
                  onValueChange={(departmentId) => change({ departmentId })}
                />
              </div>
              <div className="space-y-1.5 sm:w-40">
                <Label htmlFor={`${id}-office`}>
                  <Trans>Office</Trans>
                </Label>
                <OfficeSelect
                  id={`${id}-office`}
                  value={filters.officeId}
                  onValueChange={(officeId) => change({ officeId })}
                />
              </div>
              <div className="col-span-2 space-y-1.5 sm:col-span-1 sm:w-36">
                <Label htmlFor={`${id}-status`}>
                  <Trans>Status</Trans>
                </Label>
                <NativeSelect
                  id={`${id}-status`}
                  value={filters.status}
                  onChange={(e) => change({ status: e.target.value })}
                >
                  <option value="">{t`Every status`}</option>
                  {ATTENDANCE_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          ) : null}
          {narrowed ? (
            <Button variant="ghost" size="sm" className="h-9 sm:self-end" onClick={() => change(initial)}>
              <X aria-hidden="true" />
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </div>
        {backwards ? (
          <p className="text-sm text-destructive" role="alert">
            <Trans>The end date must not be before the start.</Trans>
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2.5 sm:px-5">
        {selected.size > 0 ? (
          <div className="flex flex-wrap items-center gap-2" data-testid="selection-bar">
            <span className="text-sm font-medium">
              <Trans>{selected.size} selected</Trans>
            </span>
            <Button size="sm" onClick={() => setBulkOpen(true)}>
              <PencilLine aria-hidden="true" />
              <Trans>Correct selected</Trans>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
              <Trans>Clear</Trans>
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {list.data ? t`${plural(list.data.total, { one: '# day', other: '# days' })}` : ' '}
          </p>
        )}
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions(applied)}</div> : null}
      </div>

      {backwards ? null : list.isError ? (
        <ListFailed title={t`We could not load the records`} query={list} />
      ) : !list.data ? (
        <ListLoading rows={5} />
      ) : items.length === 0 ? (
        <EmptyState Icon={SearchX} title={narrowed ? t`No day matches` : t`No days in this range yet`}>
          {narrowed ? t`Try other dates or filters, or clear them.` : t`Days show here as they begin.`}
        </EmptyState>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <DataTable
            label={t`Attendance records`}
            rows={items}
            columns={columns}
            rowKey={(day) => day.id}
            rowTestId="attendance-row"
            rowProps={(day) => ({
              'data-state': selected.has(day.id) ? 'selected' : undefined,
              className: 'data-[state=selected]:bg-primary/5',
            })}
            cardClassName="flex items-start gap-3 space-y-0 pr-2"
            card={(day) => (
              <DayCard
                day={day}
                zone={zoneOf(zones, day)}
                own={mine(day)}
                selected={selected.has(day.id)}
                onToggle={toggle}
                onCorrect={setCorrecting}
              />
            )}
          />
          <ListPages paging={[page, setPage]} limit={PAGE_SIZE} list={list} label={t`Pages of records`} />
        </div>
      )}

      <CorrectDialog
        day={correcting}
        timeZone={correcting ? zoneOf(zones, correcting) : undefined}
        onClose={() => setCorrecting(null)}
      />
      <BulkCorrectDialog
        days={[...selected.values()]}
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
        onDone={() => {
          setBulkOpen(false);
          setSelected(new Map());
        }}
      />
    </Card>
  );
}

const zoneOf = (zones: ReadonlyMap<string, string>, day: AttendanceDay) =>
  day.employee.office ? zones.get(day.employee.office) : undefined;

function DayCard({
  day,
  zone,
  own,
  selected,
  onToggle,
  onCorrect,
}: {
  day: AttendanceDay;
  zone: string | undefined;
  own: boolean;
  selected: boolean;
  onToggle: (day: AttendanceDay, on: boolean) => void;
  onCorrect: (day: AttendanceDay) => void;
}) {
  return (
    <>
      <SelectDay day={day} own={own} selected={selected} onToggle={onToggle} className="mt-1" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-2 pr-2">
          <p className="min-w-0 truncate font-medium">{day.employee.name}</p>
          <AttendanceStatusBadge status={day.status} corrected={day.source === 'corrected'} />
        </div>
        <p className="flex justify-between gap-2 pr-2 text-sm tabular-nums">
          <span className="min-w-0 truncate text-muted-foreground">
            {shortDate(day.date)}
            {day.firstIn ? ` · ${inOut(day, zone)}` : ''}
          </span>
          <span className="font-semibold">
            {day.workedMinutes > 0 ? hoursAndMinutes(day.workedMinutes) : ''}
          </span>
        </p>
        <div className="flex items-center justify-between gap-2">
          <p className="min-w-0 truncate text-xs text-muted-foreground">{dayNote(day)}</p>
          <CorrectButton day={day} own={own} onCorrect={onCorrect} className="-my-1 shrink-0" />
        </div>
      </div>
    </>
  );
}

function SelectDay({
  day,
  own,
  selected,
  onToggle,
  className,
}: {
  day: AttendanceDay;
  own: boolean;
  selected: boolean;
  onToggle: (day: AttendanceDay, on: boolean) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const name = day.employee.name;
  const date = shortDate(day.date);
  return (
    <Checkbox
      className={className}
      checked={selected}
      disabled={own}
      title={own ? i18n._(OWN_DAY) : undefined}
      onCheckedChange={(on) => onToggle(day, on === true)}
      aria-label={t`Select ${name}, ${date}`}
    />
  );
}

function CorrectButton({
  day,
  own,
  onCorrect,
  className,
}: {
  day: AttendanceDay;
  own: boolean;
  onCorrect: (day: AttendanceDay) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const name = day.employee.name;
  const date = shortDate(day.date);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      disabled={own}
      title={own ? i18n._(OWN_DAY) : undefined}
      onClick={() => onCorrect(day)}
      aria-label={t`Correct ${name}, ${date}`}
    >
      <PencilLine aria-hidden="true" />
      <Trans>Correct</Trans>
    </Button>
  );
}
