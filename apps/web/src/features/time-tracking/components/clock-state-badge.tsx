import type { ClockState } from '@hrms/contracts/time-tracking';
import { useLingui } from '@lingui/react/macro';
import { CLOCK_STATE_MESSAGES } from '../../../api/clock-action';
import { cn } from '../../../lib/cn';

const TONE: Record<ClockState, { badge: string; dot: string }> = {
  working: { badge: 'bg-success/12 text-success ring-success/25', dot: 'bg-success' },
  on_break: { badge: 'bg-warning/15 text-foreground ring-warning/40', dot: 'bg-warning' },
  clocked_out: { badge: 'bg-muted text-muted-foreground ring-border', dot: 'bg-muted-foreground/60' },
};

/** Working (a live dot), on a break, or clocked out. */
export function ClockStateBadge({ state, className }: { state: ClockState; className?: string }) {
  const { i18n } = useLingui();
  const tone = TONE[state];
  return (
    <span
      data-state={state}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tone.badge,
        className,
      )}
    >
      <span className="relative flex size-2" aria-hidden="true">
        {state === 'working' ? (
          <span className="absolute inline-flex size-full animate-live-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
        ) : null}
        <span className={cn('relative inline-flex size-2 rounded-full', tone.dot)} />
      </span>
      {i18n._(CLOCK_STATE_MESSAGES[state])}
    </span>
  );
}
