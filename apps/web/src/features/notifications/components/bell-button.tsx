import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { useNotifications } from './notifications-provider';

/**
 * The header bell with the server's unread count: the trigger of the notifications
 * panel, and its look-alike until the panel loads.
 */
export function BellButton(props: ComponentProps<'button'>) {
  const { t } = useLingui();
  const { unreadCount } = useNotifications();
  const badge = unreadCount > 99 ? '99+' : String(unreadCount);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={unreadCount > 0 ? t`Notifications, ${unreadCount} unread` : t`Notifications`}
      className="relative"
      data-on-demand="notifications"
      {...props}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unreadCount > 0 ? (
        <span
          data-testid="notification-count"
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
        >
          {badge}
        </span>
      ) : null}
    </Button>
  );
}
