import type { Holiday, HolidayType, LeaveImpactResponse } from '@hrms/contracts/holidays';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarHeart, CalendarPlus, Pencil, Trash2, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { formatLocale, i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { HOLIDAY_TYPE_MESSAGES, MONTH_MESSAGES } from '../utils/holiday-labels';

const TYPE_STYLE: Record<HolidayType, 'soft' | 'outline' | 'success'> = {
  public: 'soft',
  optional: 'outline',
  company: 'success',
};

export function HolidayTypeBadge({ type }: { type: HolidayType }) {
  const { i18n } = useLingui();
  return <Badge variant={TYPE_STYLE[type]}>{i18n._(HOLIDAY_TYPE_MESSAGES[type].label)}</Badge>;
}

/** "All offices", the offices by name, and the regions. */
export function appliesToText(holiday: Holiday): string {
  if (holiday.allOffices) return i18n._(msg`All offices`);
  return [
    ...holiday.offices.map((o) => o.name),
    ...holiday.regions.map((region) => i18n._(msg`${region} offices`)),
  ].join(', ');
}

function weekdayOf(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(formatLocale(), {
    weekday: 'short',
    timeZone: 'UTC',
  });
}

/** Where one asks for an optional holiday: the leave form, opened on that day. */
const takeLink = (holiday: Holiday) => `/leave-management?optional-holiday=${holiday.date}`;

/**
 * A year's holidays by month; a past holiday is dimmed. An optional holiday still ahead offers to be
 * taken, when the list shows the viewer's own office. A holiday that approved leave still counts
 * says how many people are on it, and opens what to do about it.
 */
export function HolidayList({
  holidays,
  today,
  offerOptional = false,
  leaveOn,
  onEdit,
  onDelete,
  onSettle,
}: {
  holidays: readonly Holiday[];
  today: string;
  /** The list is of the viewer's own office: its optional holidays are theirs to take. */
  offerOptional?: boolean;
  /** The approved leave each holiday still counts, by its id (admin and hr). */
  leaveOn?: ReadonlyMap<string, LeaveImpactResponse> | undefined;
  onEdit?: ((holiday: Holiday) => void) | undefined;
  onDelete?: ((holiday: Holiday) => void) | undefined;
  onSettle?: ((holiday: Holiday) => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  if (holidays.length === 0) {
    return (
      <EmptyState Icon={CalendarHeart} title={t`No holidays here`}>
        <Trans>No holiday matches this year and these filters.</Trans>
      </EmptyState>
    );
  }
  const months = MONTH_MESSAGES.map((name, i) => ({
    key: name.id,
    name: i18n._(name),
    holidays: holidays.filter((h) => Number(h.date.slice(5, 7)) === i + 1),
  })).filter((m) => m.holidays.length > 0);
  return (
    <div className="space-y-6">
      {months.map((month) => (
        <section key={month.key} aria-label={month.name}>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {month.name}
          </h3>
          <ul className="divide-y rounded-lg border">
            {month.holidays.map((holiday) => {
              const past = holiday.date < today;
              const onLeave = leaveOn?.get(holiday.id);
              const name = holiday.name;
              const people = onLeave?.people;
              return (
                <li
                  key={holiday.id}
                  data-testid="holiday-row"
                  className={cn(
                    'flex items-center gap-3 px-3 py-2.5 sm:gap-4 sm:px-4',
                    past && 'text-muted-foreground',
                  )}
                >
                  <div
                    className={cn(
                      'flex w-12 shrink-0 flex-col items-center rounded-md border py-1 leading-tight',
                      past ? 'bg-muted/40' : 'bg-accent/50',
                    )}
                  >
                    <span className="text-lg font-semibold tabular-nums">
                      {Number(holiday.date.slice(8))}
                    </span>
                    <span className="text-[11px] uppercase">{weekdayOf(holiday.date)}</span>
                  </div>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className={cn('font-medium break-words', !past && 'text-foreground')}>
                        {holiday.name}
                      </span>
                      <HolidayTypeBadge type={holiday.type} />
                      {onLeave && onSettle ? (
                        <Button
                          variant="outline"
                          size="sm"
                          className="h-6 border-warning/50 bg-warning/10 px-2 text-foreground hover:bg-warning/20"
                          onClick={() => onSettle(holiday)}
                          aria-label={t`${people} on leave on ${name}: settle`}
                          data-testid="holiday-leave-flag"
                        >
                          <UsersRound className="text-warning" aria-hidden="true" />
                          <Trans>{people} on leave</Trans>
                        </Button>
                      ) : null}
                    </div>
                    <p className="text-sm text-muted-foreground break-words">
                      {appliesToText(holiday)}
                      {holiday.description ? ` · ${holiday.description}` : ''}
                    </p>
                  </div>
                  {offerOptional && holiday.type === 'optional' && !past ? (
                    <Link
                      to={takeLink(holiday)}
                      className={buttonClassName({ variant: 'outline', size: 'sm', className: 'shrink-0' })}
                      aria-label={t`Take ${name} off`}
                    >
                      <CalendarPlus aria-hidden="true" />
                      <span className="hidden sm:inline">
                        <Trans>Take this day</Trans>
                      </span>
                    </Link>
                  ) : null}
                  {onEdit || onDelete ? (
                    <div className="flex shrink-0 gap-1">
                      {onEdit ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t`Edit ${name}`}
                          onClick={() => onEdit(holiday)}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                      ) : null}
                      {onDelete ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t`Delete ${name}`}
                          onClick={() => onDelete(holiday)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
