import { cn } from '../../lib/cn';
import type { ConnectionStatus as Status } from '../../lib/socket';
import { useRealtime } from '../providers/realtime-provider';
import { useOnDemand } from './on-demand';

const LOOK: Record<Status, { text: string; dot: string; hint: string }> = {
  connected: { text: 'Connected', dot: 'bg-success', hint: 'Live updates are on' },
  disconnected: {
    text: 'Disconnected',
    dot: 'bg-muted-foreground/60',
    hint: 'Live updates are off; data refreshes when you reload',
  },
  error: { text: 'Connection error', dot: 'bg-destructive', hint: 'Cannot reach the live update service' },
};

/** The realtime connection: a coloured dot, with the words for screen readers (and wide screens). */
export function ConnectionStatus() {
  const { status } = useRealtime();
  const look = LOOK[status];
  const { overlays } = useOnDemand();
  const dot = (
    <span
      data-testid="connection-status"
      data-status={status}
      className="flex h-9 items-center gap-2 rounded-md px-2 text-xs font-medium text-muted-foreground"
    >
      <span className="relative flex size-2.5" aria-hidden="true">
        {status === 'connected' ? (
          <span
            className={cn(
              'absolute inline-flex size-full animate-live-ping rounded-full opacity-50 motion-reduce:hidden',
              look.dot,
            )}
          />
        ) : null}
        <span className={cn('relative inline-flex size-2.5 rounded-full', look.dot)} />
      </span>
      <span className="sr-only xl:not-sr-only">{look.text}</span>
    </span>
  );
  if (!overlays) return dot;
  return (
    <overlays.WithTooltip label={look.hint} side="bottom">
      {dot}
    </overlays.WithTooltip>
  );
}
