/**
 * The colour of each status, the same on every attendance screen: a dot for legends and charts, a
 * tint for a calendar's day, and a badge. Light and dark each get their own shade, so the tint stays
 * readable on both.
 */
import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  type AttendanceTotals,
} from '@hrms/contracts/attendance';
import { Trans, useLingui } from '@lingui/react/macro';
import { PencilLine } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { ATTENDANCE_STATUS_MESSAGES } from '../utils/attendance-labels';

interface Look {
  /** A solid swatch: legend dots, chart bars. */
  dot: string;
  /** A calendar day's background. */
  tint: string;
  /** Text on the tint, or on the card. */
  text: string;
}

export const STATUS_LOOK: Readonly<Record<AttendanceStatus, Look>> = {
  present: {
    dot: 'bg-emerald-500 dark:bg-emerald-400',
    tint: 'bg-emerald-500/10 dark:bg-emerald-400/14',
    text: 'text-emerald-700 dark:text-emerald-300',
  },
  late: {
    dot: 'bg-amber-400 dark:bg-amber-300',
    tint: 'bg-amber-400/16 dark:bg-amber-300/14',
    text: 'text-amber-700 dark:text-amber-200',
  },
  half_day: {
    dot: 'bg-orange-500 dark:bg-orange-400',
    tint: 'bg-orange-500/12 dark:bg-orange-400/16',
    text: 'text-orange-700 dark:text-orange-300',
  },
  absent: {
    dot: 'bg-rose-500 dark:bg-rose-400',
    tint: 'bg-rose-500/10 dark:bg-rose-400/16',
    text: 'text-rose-700 dark:text-rose-300',
  },
  on_leave: {
    dot: 'bg-sky-500 dark:bg-sky-400',
    tint: 'bg-sky-500/10 dark:bg-sky-400/16',
    text: 'text-sky-700 dark:text-sky-300',
  },
  holiday: {
    dot: 'bg-violet-500 dark:bg-violet-400',
    tint: 'bg-violet-500/10 dark:bg-violet-400/16',
    text: 'text-violet-700 dark:text-violet-300',
  },
  weekend: {
    dot: 'bg-slate-300 dark:bg-slate-600',
    tint: 'bg-muted/70',
    text: 'text-muted-foreground',
  },
  not_yet: {
    dot: 'border border-dashed border-muted-foreground/60 bg-transparent',
    tint: 'bg-card',
    text: 'text-muted-foreground',
  },
};

/** The order statuses are listed in: the working ones first. */
export const STATUS_ORDER: readonly AttendanceStatus[] = ATTENDANCE_STATUSES;

export function StatusDot({ status, className }: { status: AttendanceStatus; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-full', STATUS_LOOK[status].dot, className)}
    />
  );
}

export function AttendanceStatusBadge({
  status,
  corrected = false,
  className,
}: {
  status: AttendanceStatus;
  /** Set by a person, not derived: marked with a pencil. */
  corrected?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const look = STATUS_LOOK[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        look.tint,
        look.text,
        status === 'not_yet' && 'border border-dashed',
        className,
      )}
    >
      <StatusDot status={status} className="size-2" />
      {i18n._(ATTENDANCE_STATUS_MESSAGES[status])}
      {corrected ? (
        <>
          <PencilLine className="size-3" aria-hidden="true" />
          <span className="sr-only">
            <Trans>(corrected)</Trans>
          </span>
        </>
      ) : null}
    </span>
  );
}

/**
 * What each colour means, with the count of each where totals are given. Statuses with none are left
 * out when `onlyUsed` is set, so a month's legend is also its summary.
 */
export function StatusLegend({
  totals,
  onlyUsed = false,
  showCorrected = false,
  className,
}: {
  totals?: AttendanceTotals | undefined;
  onlyUsed?: boolean;
  showCorrected?: boolean;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const shown = STATUS_ORDER.filter((s) => !onlyUsed || (totals?.[s] ?? 0) > 0);
  return (
    <ul
      aria-label={t`Legend`}
      data-testid="attendance-legend"
      className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground', className)}
    >
      {shown.map((status) => (
        <li key={status} className="flex items-center gap-1.5" data-status={status}>
          <StatusDot status={status} />
          <span>{i18n._(ATTENDANCE_STATUS_MESSAGES[status])}</span>
          {totals ? (
            <span
              className={cn(
                'font-semibold tabular-nums',
                totals[status] > 0 ? 'text-foreground' : 'text-muted-foreground/70',
              )}
            >
              {totals[status]}
            </span>
          ) : null}
        </li>
      ))}
      {showCorrected ? (
        <li className="flex items-center gap-1.5">
          <PencilLine className="size-3" aria-hidden="true" />
          <Trans>Corrected</Trans>
        </li>
      ) : null}
    </ul>
  );
}
