import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import type { ConnectionStatus as Status } from '../../lib/socket';
import { useRealtime } from '../providers/realtime-provider';
import { useOnDemand } from './on-demand';

const LOOK: Record<Status, { text: MessageDescriptor; dot: string; hint: MessageDescriptor }> = {
  connected: { text: msg`Connected`, dot: 'bg-success', hint: msg`Live updates are on` },
  disconnected: {
    text: msg`Disconnected`,
    dot: 'bg-muted-foreground/60',
    hint: msg`Live updates are off; data refreshes when you reload`,
  },
  error: {
    text: msg`Connection error`,
    dot: 'bg-destructive',
    hint: msg`Cannot reach the live update service`,
  },
};

/** The realtime connection: a coloured dot, with the words for screen readers (and wide screens). */
export function ConnectionStatus() {
  const { status } = useRealtime();
  const look = LOOK[status];
  const { overlays } = useOnDemand();
  const { i18n } = useLingui();
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
      <span className="sr-only xl:not-sr-only">{i18n._(look.text)}</span>
    </span>
  );
  if (!overlays) return dot;
  return (
    <overlays.WithTooltip label={i18n._(look.hint)} side="bottom">
      {dot}
    </overlays.WithTooltip>
  );
}
