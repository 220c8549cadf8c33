import type { Announcement } from '@hrms/contracts/announcements';
import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { markdownExcerpt } from '../../../lib/markdown';
import { usePublishedAnnouncements } from '../api/get-published-announcements';
import { PinnedBadge, PriorityBadge, UnreadBadge } from './announcement-badges';
import { EmptyState, ListError, ListSkeleton, SearchField } from './list-states';

export const FEED_PAGE_SIZE = 10;

function FeedItem({ announcement, onOpen }: { announcement: Announcement; onOpen: (id: string) => void }) {
  const excerpt = useMemo(() => markdownExcerpt(announcement.body), [announcement.body]);
  const when = announcement.publishedAt ?? announcement.createdAt;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(announcement.id)}
        data-testid="announcement-card"
        data-read={announcement.read}
        className={cn(
          'group relative block w-full overflow-hidden rounded-xl border bg-card p-4 text-left shadow-xs transition-colors outline-none hover:border-primary/40 hover:bg-accent/30 focus-visible:ring-[3px] focus-visible:ring-ring sm:p-5',
          !announcement.read && 'border-primary/30',
        )}
      >
        {!announcement.read ? (
          <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-primary" />
        ) : null}
        {announcement.pinned || announcement.priority !== 'normal' || !announcement.read ? (
          <span className="mb-2 flex flex-wrap items-center gap-1.5">
            {!announcement.read ? <UnreadBadge /> : null}
            {announcement.pinned ? <PinnedBadge /> : null}
            <PriorityBadge priority={announcement.priority} />
          </span>
        ) : null}
        <span
          className={cn(
            'block text-base leading-snug break-words',
            announcement.read ? 'font-medium' : 'font-semibold',
          )}
        >
          {announcement.title}
        </span>
        {excerpt ? (
          <span className="mt-1 line-clamp-2 text-sm break-words text-muted-foreground">{excerpt}</span>
        ) : null}
        <span className="mt-3 block text-xs text-muted-foreground">
          {announcement.author.name} ·{' '}
          <time dateTime={when} title={formatDateTime(when)}>
            {formatRelativeTime(when)}
          </time>
        </span>
      </button>
    </li>
  );
}

/** What is published to the signed-in person: pinned first, unread marked, searchable, in pages. */
export function AnnouncementFeed({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const feed = usePublishedAnnouncements({ page, limit: FEED_PAGE_SIZE, search: debounced });

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <section aria-label={t`Announcement feed`} className="space-y-4">
      <SearchField
        value={search}
        onChange={onSearch}
        label={t`Search the feed`}
        busy={feed.isFetching && !feed.isPending}
      />
      {feed.isPending ? (
        <ListSkeleton label={t`Loading announcements`} />
      ) : feed.isError ? (
        <ListError
          title={t`We could not load the announcements`}
          error={feed.error}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      ) : feed.data.items.length === 0 ? (
        debounced ? (
          <EmptyState Icon={SearchX} title={t`Nothing matches your search`}>
            <Trans>No announcement mentions “{debounced}”.</Trans>
          </EmptyState>
        ) : (
          <EmptyState Icon={Megaphone} title={t`No announcements yet`}>
            <Trans>News from your company will appear here.</Trans>
          </EmptyState>
        )
      ) : (
        <>
          <ul className={cn('space-y-3', feed.isPlaceholderData && 'opacity-60')}>
            {feed.data.items.map((announcement) => (
              <FeedItem key={announcement.id} announcement={announcement} onOpen={onOpen} />
            ))}
          </ul>
          {feed.data.total > FEED_PAGE_SIZE ? (
            <Pagination
              page={page}
              limit={FEED_PAGE_SIZE}
              total={feed.data.total}
              onPageChange={setPage}
              disabled={feed.isFetching}
              label={t`Feed pages`}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
