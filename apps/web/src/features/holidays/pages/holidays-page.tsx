/**
 * /holidays: a year's holidays of one office or all, the next holiday, each office's weekend, and for
 * admin and hr (holidays:manage) adding, changing and deleting holidays and weekends, and settling
 * approved leave a holiday still counts. `?year=`, `?office=` and `?type=` keep the view in the address.
 */
import { HOLIDAY_TYPES, type Holiday } from '@hrms/contracts/holidays';
import { can, type Role } from '@hrms/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, LayoutList, Plus, TriangleAlert, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDeleteHoliday, useExportHolidays } from '../api/change-holidays';
import { useHolidayOffices } from '../api/get-holiday-offices';
import { useHolidayStats, useNextHoliday } from '../api/get-holiday-stats';
import { useHolidays } from '../api/get-holidays';
import { leaveImpactQueryOptions, useLeaveOnHolidays } from '../api/get-leave-impact';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { HolidayFormDialog } from '../components/holiday-form-dialog';
import { HolidayLeaveDialog } from '../components/holiday-leave-dialog';
import { HolidayList, HolidayTypeBadge } from '../components/holiday-list';
import { ImportHolidaysDialog } from '../components/import-holidays-dialog';
import { OptionalHolidaysCard } from '../components/optional-holidays-card';
import { RemindersCard } from '../components/reminders-card';
import { TemplatesDialog } from '../components/templates-dialog';
import { WeekendCard } from '../components/weekend-card';
import { YearByOfficeCard } from '../components/year-by-office-card';
import { HOLIDAY_TYPE_MESSAGES } from '../utils/holiday-labels';

/** Today as the browser's calendar has it: enough to dim past holidays and count days to the next. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
}

const ALL = 'all';

export function HolidaysPage({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const canManage = can(role, 'holidays:manage');
  const today = localToday();
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || Number(today.slice(0, 4));
  const offices = useHolidayOffices();
  // Everyone starts on their own office; "all" shows every office's holidays.
  const officeParam = params.get('office');
  const officeId = officeParam === ALL ? '' : (officeParam ?? offices.data?.ownOfficeId ?? '');
  // Until the person's own office is known, nothing is asked: every office's list would show first.
  const officeKnown = officeParam !== null || !offices.isPending;
  const type = params.get('type') ?? '';
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const list = useHolidays({ year, officeId, type, search: debounced }, officeKnown);
  const stats = useHolidayStats(year);
  const nextHoliday = useNextHoliday(officeId, officeKnown);
  const [editing, setEditing] = useState<{ open: boolean; holiday: Holiday | null }>({
    open: false,
    holiday: null,
  });
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const [settling, setSettling] = useState<Holiday | null>(null);
  const queryClient = useQueryClient();
  const leaveOn = useLeaveOnHolidays(list.data?.items ?? [], canManage);
  const [importing, setImporting] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const remove = useDeleteHoliday();
  const exportFile = useExportHolidays();

  const update = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const download = (format: 'csv' | 'ics') =>
    exportFile.mutate(
      { year, officeId, format },
      {
        onError: (error) =>
          toast.error(t`The holidays could not be exported`, { description: error.message }),
      },
    );

  const next = nextHoliday.data;
  const officeName = offices.data?.items.find((o) => o.id === officeId)?.name;
  return (
    <Page>
      <PageHeader
        title={t`Holidays`}
        description={t`Each office's holidays and weekends: leave, attendance and payroll count working days by them.`}
        actions={
          <>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" disabled={exportFile.isPending}>
                  <Download aria-hidden="true" />
                  <Trans>Export</Trans>
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => download('ics')}>
                  <Trans>Calendar file (.ics)</Trans>
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => download('csv')}>
                  <Trans>Spreadsheet (CSV)</Trans>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            {canManage ? (
              <Button variant="outline" onClick={() => setTemplatesOpen(true)}>
                <LayoutList aria-hidden="true" />
                <Trans>Templates</Trans>
              </Button>
            ) : null}
            {canManage ? (
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" />
                <Trans>Import</Trans>
              </Button>
            ) : null}
            {canManage ? (
              <Button onClick={() => setEditing({ open: true, holiday: null })}>
                <Plus aria-hidden="true" />
                <Trans>Add holiday</Trans>
              </Button>
            ) : null}
          </>
        }
      />

      <div className="grid gap-4 md:grid-cols-3">
        <Card className="md:col-span-2">
          <CardHeader>
            <CardTitle>
              <Trans>Next holiday</Trans>
            </CardTitle>
            <CardDescription>
              {officeName ? t`In the ${officeName} office, from today.` : t`In any office, from today.`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {nextHoliday.isPending ? (
              <Skeleton className="h-10 w-2/3" />
            ) : next ? (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="next-holiday">
                <span className="text-xl font-semibold">{next.name}</span>
                <HolidayTypeBadge type={next.type} />
                <span className="text-sm text-muted-foreground">
                  {formatDate(next.date)} ·{' '}
                  {daysUntil(next.date, today) === 0
                    ? t`today`
                    : daysUntil(next.date, today) === 1
                      ? t`tomorrow`
                      : t`in ${daysUntil(next.date, today)} days`}
                </span>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>No holiday is planned yet.</Trans>
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>{year} at a glance</Trans>
            </CardTitle>
            <CardDescription>{stats.data ? t`${stats.data.total} holidays in all` : ' '}</CardDescription>
          </CardHeader>
          <CardContent>
            {stats.data ? (
              <dl className="grid grid-cols-3 gap-2 text-center">
                {HOLIDAY_TYPES.map((holidayType) => (
                  <div key={holidayType} className="rounded-md bg-muted/50 px-2 py-2">
                    <dt className="text-xs text-muted-foreground">
                      {i18n._(HOLIDAY_TYPE_MESSAGES[holidayType].label)}
                    </dt>
                    <dd className="text-lg font-semibold tabular-nums">{stats.data.byType[holidayType]}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Skeleton className="h-14 w-full" />
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader className="gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Previous year`}
                onClick={() => update('year', String(year - 1))}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <CardTitle className="min-w-14 text-center tabular-nums" aria-live="polite">
                {year}
              </CardTitle>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Next year`}
                onClick={() => update('year', String(year + 1))}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            <div className="flex w-full flex-wrap gap-2 sm:w-auto">
              <SearchInput
                className="w-full sm:w-56"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t`Search holidays`}
                aria-label={t`Search holidays`}
                maxLength={100}
              />
              <NativeSelect
                aria-label={t`Office`}
                value={officeId || ALL}
                onChange={(event) => update('office', event.target.value)}
                className="w-full sm:w-44"
              >
                <option value={ALL}>{t`All offices`}</option>
                {offices.data?.items.map((office) => (
                  <option key={office.id} value={office.id}>
                    {office.name}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                aria-label={t`Type`}
                value={type}
                onChange={(event) => update('type', event.target.value || null)}
                className="w-full sm:w-36"
              >
                <option value="">{t`Every type`}</option>
                {HOLIDAY_TYPES.map((holidayType) => (
                  <option key={holidayType} value={holidayType}>
                    {i18n._(HOLIDAY_TYPE_MESSAGES[holidayType].label)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </CardHeader>
        <CardContent aria-busy={list.isFetching}>
          {list.isPending ? (
            <div className="space-y-2" aria-busy="true">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : list.isError ? (
            <QueryError
              title={t`The holidays could not be loaded`}
              error={list.error}
              onRetry={() => list.refetch()}
            />
          ) : (
            <div className="space-y-4">
              {leaveOn.size > 0 ? (
                <Alert variant="warning" data-testid="holidays-meet-leave">
                  <TriangleAlert aria-hidden="true" />
                  <AlertDescription className="text-foreground">
                    {leaveOn.size === 1
                      ? t`One of these holidays still counts as leave for people whose leave was approved before. Settle each from its “on leave” button.`
                      : t`${leaveOn.size} of these holidays still count as leave for people whose leave was approved before. Settle each from its “on leave” button.`}
                  </AlertDescription>
                </Alert>
              ) : null}
              <HolidayList
                holidays={list.data.items}
                today={today}
                offerOptional={officeId !== '' && officeId === offices.data?.ownOfficeId}
                leaveOn={leaveOn}
                onEdit={canManage ? (holiday) => setEditing({ open: true, holiday }) : undefined}
                onDelete={canManage ? setDeleting : undefined}
                onSettle={canManage ? setSettling : undefined}
              />
            </div>
          )}
        </CardContent>
      </Card>

      <YearByOfficeCard year={year} />
      {canManage ? <OptionalHolidaysCard year={year} /> : null}

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <WeekendCard canManage={canManage} />
        <div className="grid content-start gap-4">
          <CalendarFeedCard />
          {canManage ? <RemindersCard /> : null}
        </div>
      </div>

      {canManage ? (
        <>
          <HolidayFormDialog
            open={editing.open}
            onOpenChange={(open) => setEditing((prev) => ({ ...prev, open }))}
            holiday={editing.holiday}
            offices={offices.data?.items ?? []}
            defaultDate={year === Number(today.slice(0, 4)) ? today : `${year}-01-01`}
            onSaved={(holiday, meetsLeave) => {
              if (!meetsLeave) return;
              // Leave still to come was counted again as the holiday was saved (decision 028): the
              // choice is asked only for leave that still counts the day, taken already.
              void queryClient
                .fetchQuery(leaveImpactQueryOptions(holiday.id))
                .then((impact) => (impact.items.length > 0 ? setSettling(holiday) : null))
                .catch(() => setSettling(holiday));
            }}
          />
          <HolidayLeaveDialog holiday={settling} onClose={() => setSettling(null)} />
          <ImportHolidaysDialog open={importing} onOpenChange={setImporting} />
          <TemplatesDialog
            open={templatesOpen}
            onOpenChange={setTemplatesOpen}
            year={year}
            shown={list.data?.items ?? []}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? null : setDeleting(null))}
            title={deleting ? t`Delete ${deleting.name}?` : t`Delete holiday?`}
            description={t`It leaves every office's calendar. Leave already approved keeps its day count.`}
            confirmLabel={t`Delete holiday`}
            variant="destructive"
            pending={remove.isPending}
            error={remove.error?.message}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: (result) => {
                  toast.success(result.message ?? t`The holiday was deleted`);
                  setDeleting(null);
                },
              });
            }}
          />
        </>
      ) : null}
    </Page>
  );
}
