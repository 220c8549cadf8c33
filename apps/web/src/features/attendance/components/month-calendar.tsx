/**
 * A month of one person's days: a cell a day coloured by its status, today ringed, corrected days
 * marked, and under it the legend with the month's count of each status. A day is a button that
 * shows its details; a day ahead, or before the person joined, has nothing to show.
 */
import type { AttendanceCalendar } from '@hrms/contracts/attendance';
import { msg } from '@lingui/core/macro';
import { PencilLine } from 'lucide-react';
import { formatLocale, i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { statusLabel } from '../utils/attendance-labels';
import { hoursAndMinutes, longDate, weekdayIndex } from './attendance-format';
import { STATUS_LOOK, StatusLegend } from './attendance-status';

/** Monday to Sunday in the active language, short (`Mon`) and in a letter (`M`). */
function weekdayNames(): readonly { key: number; short: string; letter: string }[] {
  const locale = formatLocale();
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const letter = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, key) => {
    const day = new Date(Date.UTC(2024, 0, 1 + key));
    return { key, short: short.format(day), letter: letter.format(day) };
  });
}

type CalendarDay = AttendanceCalendar['days'][number];

/** What a day's cell says under its number on a wide screen. */
function caption({ day }: CalendarDay): string | null {
  if (!day) return null;
  if (day.holidayName && day.status === 'holiday') return day.holidayName;
  if (day.status === 'on_leave' && day.leaveTypeCode) return day.leaveTypeCode;
  if (day.workedMinutes > 0) return hoursAndMinutes(day.workedMinutes);
  return null;
}

/** The day as a screen reader hears it: its date, its status, and whether a person set it. */
function describe({ date, day }: CalendarDay, today: string): string {
  const long = longDate(date);
  const when = date === today ? i18n._(msg`${long}, today`) : long;
  if (!day)
    return date > today ? i18n._(msg`${when}: still to come`) : i18n._(msg`${when}: nothing recorded`);
  const status = statusLabel(day.status);
  const corrected = day.source === 'corrected';
  if (day.workedMinutes > 0) {
    const worked = hoursAndMinutes(day.workedMinutes);
    return corrected
      ? i18n._(msg`${when}: ${status}, corrected, ${worked} worked`)
      : i18n._(msg`${when}: ${status}, ${worked} worked`);
  }
  return corrected ? i18n._(msg`${when}: ${status}, corrected`) : i18n._(msg`${when}: ${status}`);
}

export function MonthCalendar({
  calendar,
  today,
  selected,
  onSelect,
  busy = false,
}: {
  calendar: AttendanceCalendar;
  /** Today in the person's office zone. */
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
  /** Another month is on its way: the one shown dims. */
  busy?: boolean;
}) {
  const first = calendar.days[0]?.date;
  const lead = first ? weekdayIndex(first) : 0;
  const trail = (7 - ((lead + calendar.days.length) % 7)) % 7;
  const weekdays = weekdayNames();
  const corrected = calendar.days.some((d) => d.day?.source === 'corrected');

  return (
    <div className={cn('space-y-4', busy && 'opacity-60 transition-opacity')} aria-busy={busy || undefined}>
      <div className="grid grid-cols-7 gap-1 sm:gap-1.5">
        {weekdays.map(({ key, short, letter }) => (
          <div
            key={key}
            aria-hidden="true"
            className="pb-1 text-center text-[11px] font-medium tracking-wide text-muted-foreground uppercase"
          >
            <span className="sm:hidden">{letter}</span>
            <span className="hidden sm:inline">{short}</span>
          </div>
        ))}
        {weekdays.slice(0, lead).map(({ key }) => (
          <div key={`before-${key}`} aria-hidden="true" />
        ))}
        {calendar.days.map((entry) => (
          <DayCell
            key={entry.date}
            entry={entry}
            today={today}
            selected={selected === entry.date}
            onSelect={onSelect}
          />
        ))}
        {weekdays.slice(7 - trail).map(({ key }) => (
          <div key={`after-${key}`} aria-hidden="true" />
        ))}
      </div>
      <StatusLegend totals={calendar.totals} showCorrected={corrected} />
    </div>
  );
}

function DayCell({
  entry,
  today,
  selected,
  onSelect,
}: {
  entry: CalendarDay;
  today: string;
  selected: boolean;
  onSelect: (date: string) => void;
}) {
  const { date, day } = entry;
  const look = day ? STATUS_LOOK[day.status] : null;
  const isToday = date === today;
  const text = caption(entry);
  return (
    <button
      type="button"
      data-testid="calendar-day"
      data-date={date}
      data-status={day?.status ?? 'none'}
      aria-pressed={day ? selected : undefined}
      disabled={!day}
      onClick={() => onSelect(date)}
      className={cn(
        'group relative flex min-h-12 flex-col items-center justify-between rounded-lg border border-transparent p-1 text-left transition-colors outline-none sm:min-h-[4.75rem] sm:items-stretch sm:p-2',
        'focus-visible:ring-[3px] focus-visible:ring-ring',
        day ? cn(look?.tint, 'hover:border-foreground/15') : 'border-dashed border-border/70 bg-transparent',
        day?.status === 'not_yet' && 'border-dashed border-muted-foreground/40',
        selected && 'border-primary ring-1 ring-primary',
        !day && 'cursor-default',
      )}
    >
      {/* The name says the day in full; what the cell shows in short is for the eye only. */}
      <span className="sr-only">{describe(entry, today)}</span>
      <span aria-hidden="true" className="flex w-full items-center justify-center gap-1 sm:justify-between">
        <span
          className={cn(
            'flex size-6 items-center justify-center rounded-full text-xs font-semibold tabular-nums sm:text-[13px]',
            day ? 'text-foreground' : 'text-muted-foreground/70',
            (day?.status === 'weekend' || day?.status === 'holiday') && 'text-muted-foreground',
            isToday && 'bg-primary text-primary-foreground',
          )}
        >
          {Number(date.slice(8))}
        </span>
        {day?.source === 'corrected' ? (
          <PencilLine
            className="absolute top-1 right-1 size-3 text-foreground/60 sm:static"
            aria-hidden="true"
          />
        ) : null}
      </span>
      {day ? (
        <>
          {/* A phone has room for the colour alone: a dot under the number. */}
          <span aria-hidden="true" className={cn('mb-0.5 size-1.5 rounded-full sm:hidden', look?.dot)} />
          <span aria-hidden="true" className="hidden min-w-0 sm:block">
            <span className={cn('block truncate text-[11px] leading-tight font-medium', look?.text)}>
              {statusLabel(day.status)}
            </span>
            {text ? (
              <span className="block truncate text-[11px] leading-tight text-muted-foreground tabular-nums">
                {text}
              </span>
            ) : null}
          </span>
        </>
      ) : null}
    </button>
  );
}
