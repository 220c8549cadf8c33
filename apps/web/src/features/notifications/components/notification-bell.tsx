import type { Role } from '@hrms/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BellOff,
  CheckCheck,
  CircleAlert,
  CircleCheck,
  Info,
  RefreshCw,
  Trash2,
  TriangleAlert,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format';
import { MAX_NOTIFICATIONS, type NotificationItem } from '../stores/notification-store';
import { BellButton } from './bell-button';
import { modulePage, notificationTarget } from './module-page';
import { useNotifications } from './notifications-provider';

const typeIcon = {
  success: { Icon: CircleCheck, className: 'text-success bg-success/10' },
  error: { Icon: CircleAlert, className: 'text-destructive bg-destructive/10' },
  warning: { Icon: TriangleAlert, className: 'text-warning bg-warning/15' },
  info: { Icon: Info, className: 'text-info bg-info/10' },
} as const;

function NotificationRow({
  notification,
  role,
  onOpen,
  onRemove,
  onFollowModule,
}: {
  notification: NotificationItem;
  role: Role;
  onOpen: (n: NotificationItem) => void;
  onRemove: (id: string) => void;
  onFollowModule: (n: NotificationItem) => void;
}) {
  const { t } = useLingui();
  const { Icon, className } = typeIcon[notification.type];
  const page = modulePage(notification.module, role);
  return (
    <li className="group relative" data-testid="notification-item" data-read={notification.read}>
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
                <span className="sr-only">
                  <Trans>Unread</Trans>
                </span>
              </span>
            ) : null}
          </span>
          {notification.message ? (
            <span className="mt-0.5 line-clamp-2 text-sm break-words text-muted-foreground">
              {notification.message}
            </span>
          ) : null}
          <time dateTime={notification.timestamp} className="mt-1 block text-xs text-muted-foreground/80">
            {formatRelativeTime(notification.timestamp)}
          </time>
        </span>
      </button>
      {page ? (
        <Link
          to={page.path}
          onClick={() => onFollowModule(notification)}
          className="absolute right-3 bottom-2.5 rounded px-1 text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {page.label}
        </Link>
      ) : null}
      <button
        type="button"
        aria-label={t`Delete notification: ${notification.title}`}
        title={t`Delete`}
        onClick={() => onRemove(notification.id)}
        className="absolute top-2.5 right-2.5 rounded-md p-1 text-muted-foreground transition-opacity outline-none hover:bg-muted hover:text-foreground focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

function LoadingRows() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" className="divide-y">
      <Spinner label={t`Loading notifications`} className="sr-only" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-7 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The header bell: the server's unread count, and the newest notifications in a panel. */
/** `viewerRole` decides which module pages are offered as links. */
export function NotificationBell({
  viewerRole: role,
  defaultOpen = false,
}: {
  viewerRole: Role;
  defaultOpen?: boolean;
}) {
  const { t } = useLingui();
  const { items, unreadCount, status, markRead, markAllRead, remove, clear, refresh } = useNotifications();
  const [open, setOpen] = useState(defaultOpen);
  const [confirmClear, setConfirmClear] = useState(false);
  const navigate = useNavigate();

  const openNotification = (notification: NotificationItem) => {
    markRead(notification.id);
    const target = notificationTarget(notification, role);
    if (target) {
      setOpen(false);
      navigate(target);
    }
  };

  const followModule = (notification: NotificationItem) => {
    markRead(notification.id);
    setOpen(false);
  };

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <BellButton />
        </PopoverTrigger>
        <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <div className="min-w-0">
              <h2 className="text-sm font-semibold">
                <Trans>Notifications</Trans>
              </h2>
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {unreadCount > 0 ? t`${unreadCount} unread` : t`No unread notifications`}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={markAllRead}
                disabled={unreadCount === 0}
                className="px-2"
              >
                <CheckCheck aria-hidden="true" />
                <Trans>Mark all read</Trans>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setOpen(false);
                  setConfirmClear(true);
                }}
                disabled={items.length === 0}
                className="px-2 text-muted-foreground"
              >
                <Trash2 aria-hidden="true" />
                <Trans>Clear</Trans>
              </Button>
            </div>
          </div>
          {items.length === 0 && status === 'loading' ? (
            <LoadingRows />
          ) : items.length === 0 && status === 'error' ? (
            <div role="alert" className="flex flex-col items-center gap-2 px-6 py-10 text-center">
              <span className="flex size-10 items-center justify-center rounded-full bg-destructive/10">
                <CircleAlert className="size-5 text-destructive" aria-hidden="true" />
              </span>
              <p className="text-sm font-medium">
                <Trans>We could not load your notifications</Trans>
              </p>
              <Button variant="outline" size="sm" onClick={() => void refresh()}>
                <RefreshCw aria-hidden="true" />
                <Trans>Retry</Trans>
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
              <span className="flex size-10 items-center justify-center rounded-full bg-muted">
                <BellOff className="size-5 text-muted-foreground" aria-hidden="true" />
              </span>
              <p className="text-sm font-medium">
                <Trans>You're all caught up</Trans>
              </p>
              <p className="text-xs text-muted-foreground">
                <Trans>New notifications will appear here.</Trans>
              </p>
            </div>
          ) : (
            <>
              <ul
                aria-label={t`Notification list`}
                className="max-h-[min(28rem,65vh)] divide-y overflow-y-auto"
              >
                {items.map((notification) => (
                  <NotificationRow
                    key={notification.id}
                    notification={notification}
                    role={role}
                    onOpen={openNotification}
                    onRemove={remove}
                    onFollowModule={followModule}
                  />
                ))}
              </ul>
              {items.length >= MAX_NOTIFICATIONS ? (
                <p className="border-t px-4 py-2 text-center text-xs text-muted-foreground">
                  <Trans>Showing your newest {MAX_NOTIFICATIONS} notifications</Trans>
                </p>
              ) : null}
            </>
          )}
        </PopoverContent>
      </Popover>

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t`Clear all notifications?`}
        description={t`This deletes every notification you have, read or not. It cannot be undone.`}
        confirmLabel={t`Clear all`}
        onConfirm={() => {
          clear();
          setConfirmClear(false);
        }}
      />
    </>
  );
}
