import type { Announcement, AnnouncementListResponse } from '@hrms/contracts/announcements';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { MarkdownContent } from '../../../components/markdown-content';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { announcementKeys } from '../api/announcement-keys';
import { useAnnouncement } from '../api/get-announcement';
import { PinnedBadge, PriorityBadge, StatusBadge } from './announcement-badges';

function ReaderBody({ announcement, showStatus }: { announcement: Announcement; showStatus: boolean }) {
  const when = announcement.publishedAt ?? announcement.publishAt ?? announcement.createdAt;
  const expires = announcement.expiresAt ? formatDateTime(announcement.expiresAt) : null;
  return (
    <>
      <DialogHeader>
        {announcement.pinned || announcement.priority !== 'normal' || showStatus ? (
          <div className="flex flex-wrap items-center gap-1.5">
            {showStatus ? <StatusBadge status={announcement.status} /> : null}
            {announcement.pinned ? <PinnedBadge /> : null}
            <PriorityBadge priority={announcement.priority} />
          </div>
        ) : null}
        <DialogTitle className="text-xl break-words">{announcement.title}</DialogTitle>
        <DialogDescription>
          {announcement.author.name} · <time dateTime={when}>{formatDateTime(when)}</time>
        </DialogDescription>
      </DialogHeader>
      <MarkdownContent markdown={announcement.body} />
      {expires ? (
        <p className="flex items-center gap-2 border-t pt-3 text-xs text-muted-foreground">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          <Trans>Leaves the feed on {expires}</Trans>
        </p>
      ) : null}
    </>
  );
}

/**
 * One announcement in full. Opening it as a reader records that it was read
 * (the server does so on GET), so the feed's "New" mark goes at once.
 */
export function AnnouncementReader({
  id,
  onClose,
  showStatus = false,
}: {
  id: string | null;
  onClose: () => void;
  showStatus?: boolean;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const announcement = useAnnouncement(id);
  const loadedId = announcement.data?.id;

  useEffect(() => {
    if (!loadedId) return;
    queryClient.setQueriesData<AnnouncementListResponse>({ queryKey: announcementKeys.feeds() }, (old) =>
      old?.items.some((item) => item.id === loadedId && !item.read)
        ? { ...old, items: old.items.map((item) => (item.id === loadedId ? { ...item, read: true } : item)) }
        : old,
    );
  }, [loadedId, queryClient]);

  const notFound = isApiError(announcement.error) && [403, 404].includes(announcement.error.status);

  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl gap-5 sm:p-8" data-testid="announcement-reader">
        {announcement.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <DialogTitle className="sr-only">
              <Trans>Loading the announcement</Trans>
            </DialogTitle>
            <DialogDescription className="sr-only">
              <Trans>Please wait</Trans>
            </DialogDescription>
            <Spinner label={t`Loading the announcement`} className="sr-only" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ) : announcement.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-destructive/10">
              <CircleAlert className="size-5 text-destructive" aria-hidden="true" />
            </span>
            <DialogTitle>
              {notFound ? t`This announcement is not available` : t`We could not load it`}
            </DialogTitle>
            <DialogDescription>
              {notFound
                ? t`It may have been archived or removed, or it was not published to you.`
                : announcement.error.message}
            </DialogDescription>
          </div>
        ) : (
          <ReaderBody announcement={announcement.data} showStatus={showStatus} />
        )}
      </DialogContent>
    </Dialog>
  );
}
