import type { Announcement, UpdateAnnouncementBody } from '@hrms/contracts/announcements';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Archive,
  CalendarClock,
  Ellipsis,
  Eye,
  FilePen,
  FileText,
  Pencil,
  Pin,
  Send,
  Trash2,
  Undo2,
  Users,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { i18n } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements } from '../api/get-announcements';
import { useAudienceOptions } from '../api/get-audience-options';
import type { AnnouncementStatus } from '../api/types';
import { useUpdateAnnouncement } from '../api/update-announcement';
import { PriorityBadge, StatusBadge } from './announcement-badges';
import { EmptyState, ListError, ListSkeleton, SearchField } from './list-states';

export const MANAGE_PAGE_SIZE = 10;

const EMPTY: Record<AnnouncementStatus, { title: MessageDescriptor; hint: MessageDescriptor }> = {
  draft: {
    title: msg`No drafts`,
    hint: msg`Announcements saved as drafts wait here until you publish them.`,
  },
  scheduled: { title: msg`Nothing scheduled`, hint: msg`Announcements set to go out later wait here.` },
  published: { title: msg`Nothing published`, hint: msg`Published announcements are on everyone’s feed.` },
  archived: {
    title: msg`Nothing archived`,
    hint: msg`Archived announcements are off the feed but kept here.`,
  },
};

/** The words of one status's list: its name, its search field, its pages. */
const LIST_WORDS: Record<
  AnnouncementStatus,
  { section: MessageDescriptor; search: MessageDescriptor; pages: MessageDescriptor }
> = {
  draft: {
    section: msg`Draft announcements`,
    search: msg`Search draft announcements`,
    pages: msg`draft pages`,
  },
  scheduled: {
    section: msg`Scheduled announcements`,
    search: msg`Search scheduled announcements`,
    pages: msg`scheduled pages`,
  },
  published: {
    section: msg`Published announcements`,
    search: msg`Search published announcements`,
    pages: msg`published pages`,
  },
  archived: {
    section: msg`Archived announcements`,
    search: msg`Search archived announcements`,
    pages: msg`archived pages`,
  },
};

/** `No draft announcement mentions “x”.`, for each status. */
function noMatch(status: AnnouncementStatus, search: string): MessageDescriptor {
  switch (status) {
    case 'draft':
      return msg`No draft announcement mentions “${search}”.`;
    case 'scheduled':
      return msg`No scheduled announcement mentions “${search}”.`;
    case 'published':
      return msg`No published announcement mentions “${search}”.`;
    case 'archived':
      return msg`No archived announcement mentions “${search}”.`;
  }
}

/** `Everyone`, or `HR, Manager · Engineering · 2 offices`. */
export function audienceSummary(
  audience: Announcement['audience'],
  names: { departments?: Map<string, string>; offices?: Map<string, string> } = {},
): string {
  if (audience.everyone) return i18n._(msg`Everyone`);
  const parts: string[] = [];
  if (audience.roles.length > 0) parts.push(audience.roles.map(roleLabel).join(', '));
  const named = (ids: string[], map: Map<string, string> | undefined, count: (n: number) => string) => {
    if (ids.length === 0) return;
    const all = ids.map((i) => map?.get(i));
    parts.push(all.every(Boolean) && ids.length <= 2 ? (all as string[]).join(', ') : count(ids.length));
  };
  named(audience.departmentIds, names.departments, (n) =>
    i18n._(msg`${plural(n, { one: '# department', other: '# departments' })}`),
  );
  named(audience.officeIds, names.offices, (n) =>
    i18n._(msg`${plural(n, { one: '# office', other: '# offices' })}`),
  );
  return parts.join(' · ') || i18n._(msg`Nobody`);
}

function whenLine(a: Announcement): string {
  const changed = formatDateTime(a.updatedAt);
  switch (a.status) {
    case 'draft':
      return i18n._(msg`Last changed ${changed}`);
    case 'scheduled': {
      if (!a.publishAt) return i18n._(msg`Scheduled`);
      const goesOut = formatDateTime(a.publishAt);
      return i18n._(msg`Goes out ${goesOut}`);
    }
    case 'published': {
      const published = formatDateTime(a.publishedAt ?? a.updatedAt);
      if (!a.expiresAt) return i18n._(msg`Published ${published}`);
      const expires = formatDateTime(a.expiresAt);
      return i18n._(msg`Published ${published} · expires ${expires}`);
    }
    case 'archived':
      return i18n._(msg`Archived · last changed ${changed}`);
  }
}

type RowAction = {
  label: MessageDescriptor;
  Icon: typeof Send;
  body: UpdateAnnouncementBody;
  done: MessageDescriptor;
};

function rowActions(a: Announcement): RowAction[] {
  switch (a.status) {
    case 'draft':
      return [
        {
          label: a.publishAt && Date.parse(a.publishAt) > Date.now() ? msg`Schedule` : msg`Publish now`,
          Icon: Send,
          body: { action: 'publish' },
          done: msg`Announcement published`,
        },
      ];
    case 'scheduled':
      return [
        {
          label: msg`Publish now`,
          Icon: Send,
          body: { action: 'publish', publishAt: null },
          done: msg`Announcement published`,
        },
        { label: msg`Move to drafts`, Icon: Undo2, body: { action: 'draft' }, done: msg`Moved to drafts` },
      ];
    case 'published':
      return [
        { label: msg`Archive`, Icon: Archive, body: { action: 'archive' }, done: msg`Announcement archived` },
      ];
    case 'archived':
      return [
        {
          label: msg`Publish again`,
          Icon: Send,
          body: { action: 'publish', publishAt: null },
          done: msg`Announcement published`,
        },
        { label: msg`Move to drafts`, Icon: Undo2, body: { action: 'draft' }, done: msg`Moved to drafts` },
      ];
  }
}

function ManageRow({
  announcement,
  audienceText,
  onEdit,
  onView,
  onDelete,
}: {
  announcement: Announcement;
  audienceText: string;
  onEdit: (a: Announcement) => void;
  onView: (id: string) => void;
  onDelete: (a: Announcement) => void;
}) {
  const { t, i18n } = useLingui();
  const update = useUpdateAnnouncement();
  const run = (action: RowAction) => {
    update.mutate(
      { id: announcement.id, body: action.body },
      {
        onSuccess: (result) =>
          toast.success(
            result.status === 'scheduled' && result.publishAt
              ? t`Scheduled for ${formatDateTime(result.publishAt)}`
              : i18n._(action.done),
          ),
        onError: (error) => toast.error(error.message, { duration: 6000 }),
      },
    );
  };
  const actions = rowActions(announcement);
  return (
    <li>
      <Card
        className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5"
        data-testid="manage-row"
      >
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={announcement.status} />
            <PriorityBadge priority={announcement.priority} showNormal />
            {announcement.pinned ? (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Pin className="size-3" aria-hidden="true" />
                <Trans>Pinned</Trans>
              </span>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onEdit(announcement)}
            className="block max-w-full text-left text-base leading-snug font-semibold break-words outline-none hover:underline focus-visible:underline"
          >
            {announcement.title}
          </button>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Users className="size-3.5" aria-hidden="true" />
              {audienceText}
            </span>
            <span className="inline-flex items-center gap-1">
              <CalendarClock className="size-3.5" aria-hidden="true" />
              {whenLine(announcement)}
            </span>
            <span>
              <Trans>by {announcement.author.name}</Trans>
            </span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {update.isPending ? <Spinner label={t`Saving`} /> : null}
          <Button variant="outline" size="sm" onClick={() => onEdit(announcement)}>
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t`More actions for ${announcement.title}`}>
                <Ellipsis aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onView(announcement.id)}>
                <Eye aria-hidden="true" />
                <Trans>View</Trans>
              </DropdownMenuItem>
              {actions.map((action) => (
                <DropdownMenuItem
                  key={action.label.id}
                  disabled={update.isPending}
                  onSelect={() => run(action)}
                >
                  <action.Icon aria-hidden="true" />
                  {i18n._(action.label)}
                </DropdownMenuItem>
              ))}
              {/* A published one is archived first (the server's rule); its delete lives under Archived. */}
              {announcement.status !== 'published' ? (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem variant="destructive" onSelect={() => onDelete(announcement)}>
                    <Trash2 aria-hidden="true" />
                    <Trans>Delete</Trans>
                  </DropdownMenuItem>
                </>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </Card>
    </li>
  );
}

function DeleteDialog({ target, onClose }: { target: Announcement | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteAnnouncement();
  const title = target?.title ?? '';
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={target?.status === 'published' ? t`Take this announcement down?` : t`Delete this announcement?`}
      description={
        target?.status === 'published'
          ? t`“${title}” leaves everyone’s feed and moves to Archived. Delete it there to remove it for good.`
          : t`“${title}” will be removed for good, with the record of who read it. This cannot be undone.`
      }
      error={remove.isError ? remove.error.message : null}
      pending={remove.isPending}
      confirmLabel={target?.status === 'published' ? t`Archive` : t`Delete`}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: (result) => {
            toast.success(result.outcome === 'archived' ? t`Announcement archived` : t`Announcement deleted`);
            remove.reset();
            onClose();
          },
        });
      }}
    />
  );
}

/** Announcements in one status, for admin and hr: edit, publish, archive, delete. */
export function ManageAnnouncements({
  status,
  onEdit,
  onView,
}: {
  status: AnnouncementStatus;
  onEdit: (a: Announcement) => void;
  onView: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const list = useAnnouncements({ status, page, limit: MANAGE_PAGE_SIZE, search: debounced });
  const hasGroups = list.data?.items.some(
    (a) => !a.audience.everyone && a.audience.departmentIds.length + a.audience.officeIds.length > 0,
  );
  const options = useAudienceOptions(Boolean(hasGroups));
  const names = {
    departments: new Map((options.data?.departments ?? []).map((o) => [o.id, o.name])),
    offices: new Map((options.data?.offices ?? []).map((o) => [o.id, o.name])),
  };

  // A page emptied by deleting its last row shows the one before it.
  const emptiedPage = list.data !== undefined && list.data.items.length === 0 && page > 1 && !list.isFetching;
  useEffect(() => {
    if (emptiedPage) setPage((p) => Math.max(1, p - 1));
  }, [emptiedPage]);

  return (
    <section aria-label={i18n._(LIST_WORDS[status].section)} className="space-y-4">
      <SearchField
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        label={i18n._(LIST_WORDS[status].search)}
        busy={list.isFetching && !list.isPending}
      />
      {list.isPending ? (
        <ListSkeleton label={t`Loading announcements`} />
      ) : list.isError ? (
        <ListError
          title={t`We could not load the announcements`}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          Icon={debounced ? FileText : FilePen}
          title={debounced ? t`Nothing matches your search` : i18n._(EMPTY[status].title)}
        >
          {i18n._(debounced ? noMatch(status, debounced) : EMPTY[status].hint)}
        </EmptyState>
      ) : (
        <>
          <ul className={cn('space-y-3', list.isPlaceholderData && 'opacity-60')}>
            {list.data.items.map((announcement) => (
              <ManageRow
                key={announcement.id}
                announcement={announcement}
                audienceText={audienceSummary(announcement.audience, names)}
                onEdit={onEdit}
                onView={onView}
                onDelete={setDeleting}
              />
            ))}
          </ul>
          {list.data.total > MANAGE_PAGE_SIZE ? (
            <Pagination
              page={page}
              limit={MANAGE_PAGE_SIZE}
              total={list.data.total}
              onPageChange={setPage}
              disabled={list.isFetching}
              label={i18n._(LIST_WORDS[status].pages)}
            />
          ) : null}
        </>
      )}
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
