import type { Notification } from '@hrms/contracts/realtime';
import {
  Bell,
  BellOff,
  CheckCheck,
  CircleAlert,
  CircleCheck,
  Info,
  Trash2,
  TriangleAlert,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format';
import { useNotifications } from './notifications-provider';

const typeIcon = {
  success: { Icon: CircleCheck, className: 'text-success bg-success/10' },
  error: { Icon: CircleAlert, className: 'text-destructive bg-destructive/10' },
  warning: { Icon: TriangleAlert, className: 'text-warning bg-warning/15' },
  info: { Icon: Info, className: 'text-info bg-info/10' },
} as const;

function NotificationRow({
  notification,
  onOpen,
  onRemove,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onRemove: (id: string) => void;
}) {
  const { Icon, className } = typeIcon[notification.type];
  return (
    <li className="group relative">
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 pr-10 text-left transition-colors outline-none hover:bg-muted/60 focus-visible:bg-muted/60',
          !notification.read && 'bg-accent/40',
        )}
      >
        <span
          className={cn('mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full', className)}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={cn('truncate text-sm', notification.read ? 'font-medium' : 'font-semibold')}>
              {notification.title}
            </span>
            {!notification.read ? (
              <span className="size-2 shrink-0 rounded-full bg-primary">
                <span className="sr-only">Unread</span>
              </span>
            ) : null}
          </span>
          <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">
            {notification.message}
          </span>
          <time dateTime={notification.timestamp} className="mt-1 block text-xs text-muted-foreground/80">
            {formatRelativeTime(notification.timestamp)}
          </time>
        </span>
      </button>
      <button
        type="button"
        aria-label={`Dismiss ${notification.title}`}
        onClick={() => onRemove(notification.id)}
        className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground opacity-0 transition-opacity outline-none group-hover:opacity-100 hover:bg-muted hover:text-foreground focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The header bell: the real unread count of the list, and the list itself in a panel. */
export function NotificationBell() {
  const { items, unreadCount, markRead, markAllRead, remove, clear } = useNotifications();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const badge = unreadCount > 99 ? '99+' : String(unreadCount);

  const openNotification = (notification: Notification) => {
    markRead(notification.id);
    if (notification.link?.startsWith('/')) {
      setOpen(false);
      navigate(notification.link);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications" className="relative">
          <Bell className="size-5" aria-hidden="true" />
          {unreadCount > 0 ? (
            <span
              data-testid="notification-count"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
            >
              {badge}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <div>
            <h2 className="text-sm font-semibold">Notifications</h2>
            <p className="text-xs text-muted-foreground">
              {unreadCount > 0 ? `${unreadCount} unread` : 'No unread notifications'}
            </p>
          </div>
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="sm" onClick={markAllRead} disabled={unreadCount === 0}>
              <CheckCheck aria-hidden="true" />
              Mark all as read
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={clear}
              disabled={items.length === 0}
              className="text-muted-foreground"
            >
              <Trash2 aria-hidden="true" />
              Clear all
            </Button>
          </div>
        </div>
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-muted">
              <BellOff className="size-5 text-muted-foreground" aria-hidden="true" />
            </span>
            <p className="text-sm font-medium">You're all caught up</p>
            <p className="text-xs text-muted-foreground">New notifications will appear here.</p>
          </div>
        ) : (
          <ul aria-label="Notification list" className="max-h-[min(28rem,70vh)] divide-y overflow-y-auto">
            {items.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                onOpen={openNotification}
                onRemove={remove}
              />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
