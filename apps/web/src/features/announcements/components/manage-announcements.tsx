import type { Announcement, UpdateAnnouncementBody } from '@hrms/contracts/announcements';
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

const EMPTY: Record<AnnouncementStatus, { title: string; hint: string }> = {
  draft: { title: 'No drafts', hint: 'Announcements saved as drafts wait here until you publish them.' },
  scheduled: { title: 'Nothing scheduled', hint: 'Announcements set to go out later wait here.' },
  published: { title: 'Nothing published', hint: 'Published announcements are on everyone’s feed.' },
  archived: { title: 'Nothing archived', hint: 'Archived announcements are off the feed but kept here.' },
};

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `Everyone`, or `HR, Manager · Engineering · 2 offices`. */
export function audienceSummary(
  audience: Announcement['audience'],
  names: { departments?: Map<string, string>; offices?: Map<string, string> } = {},
): string {
  if (audience.everyone) return 'Everyone';
  const parts: string[] = [];
  if (audience.roles.length > 0) parts.push(audience.roles.map(roleLabel).join(', '));
  const named = (ids: string[], map: Map<string, string> | undefined, one: string, many: string) => {
    if (ids.length === 0) return;
    const all = ids.map((i) => map?.get(i));
    parts.push(
      all.every(Boolean) && ids.length <= 2 ? (all as string[]).join(', ') : plural(ids.length, one, many),
    );
  };
  named(audience.departmentIds, names.departments, 'department', 'departments');
  named(audience.officeIds, names.offices, 'office', 'offices');
  return parts.join(' · ') || 'Nobody';
}

function whenLine(a: Announcement): string {
  switch (a.status) {
    case 'draft':
      return `Last changed ${formatDateTime(a.updatedAt)}`;
    case 'scheduled':
      return a.publishAt ? `Goes out ${formatDateTime(a.publishAt)}` : 'Scheduled';
    case 'published':
      return `Published ${formatDateTime(a.publishedAt ?? a.updatedAt)}${a.expiresAt ? ` · expires ${formatDateTime(a.expiresAt)}` : ''}`;
    case 'archived':
      return `Archived · last changed ${formatDateTime(a.updatedAt)}`;
  }
}

type RowAction = { label: string; Icon: typeof Send; body: UpdateAnnouncementBody; done: string };

function rowActions(a: Announcement): RowAction[] {
  switch (a.status) {
    case 'draft':
      return [
        {
          label: a.publishAt && Date.parse(a.publishAt) > Date.now() ? 'Schedule' : 'Publish now',
          Icon: Send,
          body: { action: 'publish' },
          done: 'Announcement published',
        },
      ];
    case 'scheduled':
      return [
        {
          label: 'Publish now',
          Icon: Send,
          body: { action: 'publish', publishAt: null },
          done: 'Announcement published',
        },
        { label: 'Move to drafts', Icon: Undo2, body: { action: 'draft' }, done: 'Moved to drafts' },
      ];
    case 'published':
      return [
        { label: 'Archive', Icon: Archive, body: { action: 'archive' }, done: 'Announcement archived' },
      ];
    case 'archived':
      return [
        {
          label: 'Publish again',
          Icon: Send,
          body: { action: 'publish', publishAt: null },
          done: 'Announcement published',
        },
        { label: 'Move to drafts', Icon: Undo2, body: { action: 'draft' }, done: 'Moved to drafts' },
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
  const update = useUpdateAnnouncement();
  const run = (action: RowAction) => {
    update.mutate(
      { id: announcement.id, body: action.body },
      {
        onSuccess: (result) =>
          toast.success(
            result.status === 'scheduled' && result.publishAt
              ? `Scheduled for ${formatDateTime(result.publishAt)}`
              : action.done,
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
                Pinned
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
            <span>by {announcement.author.name}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {update.isPending ? <Spinner label="Saving" /> : null}
          <Button variant="outline" size="sm" onClick={() => onEdit(announcement)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${announcement.title}`}>
                <Ellipsis aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onView(announcement.id)}>
                <Eye aria-hidden="true" />
                View
              </DropdownMenuItem>
              {actions.map((action) => (
                <DropdownMenuItem key={action.label} disabled={update.isPending} onSelect={() => run(action)}>
                  <action.Icon aria-hidden="true" />
                  {action.label}
                </DropdownMenuItem>
              ))}
              {/* A published one is archived first (the server's rule); its delete lives under Archived. */}
              {announcement.status !== 'published' ? (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem variant="destructive" onSelect={() => onDelete(announcement)}>
                    <Trash2 aria-hidden="true" />
                    Delete
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
  const remove = useDeleteAnnouncement();
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={target?.status === 'published' ? 'Take this announcement down?' : 'Delete this announcement?'}
      description={
        target?.status === 'published'
          ? `“${target.title}” leaves everyone’s feed and moves to Archived. Delete it there to remove it for good.`
          : `“${target?.title ?? ''}” will be removed for good, with the record of who read it. This cannot be undone.`
      }
      error={remove.isError ? remove.error.message : null}
      pending={remove.isPending}
      confirmLabel={target?.status === 'published' ? 'Archive' : 'Delete'}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: (result) => {
            toast.success(result.outcome === 'archived' ? 'Announcement archived' : 'Announcement deleted');
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
    <section aria-label={`${status[0]?.toUpperCase()}${status.slice(1)} announcements`} className="space-y-4">
      <SearchField
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        label={`Search ${status} announcements`}
        busy={list.isFetching && !list.isPending}
      />
      {list.isPending ? (
        <ListSkeleton label="Loading announcements" />
      ) : list.isError ? (
        <ListError
          title="We could not load the announcements"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          Icon={debounced ? FileText : FilePen}
          title={debounced ? 'Nothing matches your search' : EMPTY[status].title}
        >
          {debounced ? `No ${status} announcement mentions “${debounced}”.` : EMPTY[status].hint}
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
              label={`${status} pages`}
            />
          ) : null}
        </>
      )}
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
