/**
 * One day in full: when the person came in and left (in their office's zone), time worked, on breaks
 * and beyond the day, how late, leave and holiday, and a correction with who made it and why.
 */
import type { AttendanceDay } from '@hrms/contracts/attendance';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, ClockAlert, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { i18n } from '../../../i18n/i18n';
import { statusLabel } from '../utils/attendance-labels';
import { clockTime, dateTimeIn, daysLabel, hoursAndMinutes } from './attendance-format';
import { AttendanceStatusBadge } from './attendance-status';

export function DayDetails({
  date,
  day,
  today,
  timeZone,
  onCorrect,
  onAsk,
}: {
  date: string;
  day: AttendanceDay | null;
  today: string;
  timeZone: string | undefined;
  /** Offered to those who may correct this person's day. */
  onCorrect?: ((day: AttendanceDay) => void) | undefined;
  /** Offered to the person for a past day: ask for a forgotten punch to be recorded. */
  onAsk?: ((day: AttendanceDay) => void) | undefined;
}) {
  const { t } = useLingui();
  if (!day) {
    return (
      <EmptyState Icon={CalendarClock} title={date > today ? t`Still to come` : t`Nothing recorded`}>
        {date > today
          ? t`A day shows here once it has begun.`
          : t`There is no attendance for this day: it may be before joining.`}
      </EmptyState>
    );
  }
  const worked = day.workedMinutes > 0 || day.firstIn !== null;
  const leave = day.leaveDays === 0.5 ? t`half a day` : daysLabel(day.leaveDays);
  const leaveCode = day.leaveTypeCode;
  const correctedBy = day.correction?.by;
  const correctedAt = day.correction ? dateTimeIn(day.correction.at, timeZone) : '';
  const clockSaid = statusLabel(day.derivedStatus).toLowerCase();
  return (
    <div className="space-y-4" data-testid="day-details">
      <div className="flex flex-wrap items-center gap-2">
        <AttendanceStatusBadge
          status={day.status}
          corrected={day.source === 'corrected'}
          className="text-sm"
        />
        {day.holidayName ? <span className="text-sm text-muted-foreground">{day.holidayName}</span> : null}
      </div>

      {worked ? (
        <dl className="grid grid-cols-2 gap-2">
          <Fact label={t`First in`} value={day.firstIn ? clockTime(day.firstIn, timeZone) : '—'} />
          <Fact
            label={t`Last out`}
            value={day.lastOut ? clockTime(day.lastOut, timeZone) : day.firstIn ? t`Still in` : '—'}
          />
          <Fact label={t`Worked`} value={hoursAndMinutes(day.workedMinutes)} strong />
          <Fact label={t`Breaks`} value={hoursAndMinutes(day.breakMinutes)} />
          <Fact
            label={t`Overtime`}
            value={hoursAndMinutes(day.overtimeMinutes)}
            accent={day.overtimeMinutes > 0 ? 'bg-warning' : undefined}
          />
          <Fact
            label={t`Late by`}
            value={day.lateMinutes > 0 ? hoursAndMinutes(day.lateMinutes) : t`On time`}
            accent={day.lateMinutes > 0 ? 'bg-amber-400' : undefined}
          />
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{quietDay(day)}</p>
      )}

      {day.leaveDays > 0 ? (
        <p className="text-sm">
          {leaveCode ? (
            <Trans>
              <span className="text-muted-foreground">Leave: </span>
              {leave} of {leaveCode}
            </Trans>
          ) : (
            <Trans>
              <span className="text-muted-foreground">Leave: </span>
              {leave}
            </Trans>
          )}
        </p>
      ) : null}

      {day.correction ? (
        <div className="space-y-1 rounded-lg border border-dashed bg-muted/40 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium">
            <PencilLine className="size-3.5 text-muted-foreground" aria-hidden="true" />
            {correctedBy ? <Trans>Corrected by {correctedBy}</Trans> : <Trans>Corrected</Trans>}
          </p>
          <p className="break-words">“{day.correction.reason}”</p>
          <p className="text-xs text-muted-foreground">
            <Trans>
              {correctedAt} · the clock said {clockSaid}
            </Trans>
          </p>
        </div>
      ) : null}

      {onCorrect ? (
        <Button variant="outline" size="sm" onClick={() => onCorrect(day)}>
          <PencilLine aria-hidden="true" />
          <Trans>Correct this day</Trans>
        </Button>
      ) : null}
      {onAsk && askable(day, today) ? (
        <div className="space-y-1.5 border-t pt-3">
          <p className="text-xs text-muted-foreground">
            <Trans>Forgot to clock in or out?</Trans>
          </p>
          <Button variant="outline" size="sm" onClick={() => onAsk(day)}>
            <ClockAlert aria-hidden="true" />
            <Trans>Ask for a correction</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A past day may have had a punch forgotten, a weekend or holiday worked among them; a whole day of
 * leave had none to forget.
 */
function askable(day: AttendanceDay, today: string): boolean {
  if (day.date >= today || day.status === 'not_yet') return false;
  return !(day.status === 'on_leave' && day.leaveDays >= 1);
}

function quietDay(day: AttendanceDay): string {
  switch (day.status) {
    case 'weekend':
      return i18n._(msg`A weekly off: nothing to record.`);
    case 'holiday':
      return i18n._(msg`A holiday of the office.`);
    case 'on_leave':
      return i18n._(msg`On leave; no time at the clock.`);
    case 'not_yet':
      return i18n._(msg`Not clocked in yet today.`);
    case 'absent':
      return i18n._(msg`No time at the clock and no leave.`);
    default:
      return i18n._(msg`No time at the clock.`);
  }
}

function Fact({
  label,
  value,
  strong = false,
  accent,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  /** A small coloured mark beside a figure worth a look. */
  accent?: string | undefined;
}) {
  return (
    <div className="rounded-lg border bg-card px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={strong ? 'font-semibold tabular-nums' : 'font-medium tabular-nums'}>
        <span className="flex items-center gap-1.5">
          {accent ? <span className={`size-1.5 shrink-0 rounded-full ${accent}`} aria-hidden="true" /> : null}
          {value}
        </span>
      </dd>
    </div>
  );
}
