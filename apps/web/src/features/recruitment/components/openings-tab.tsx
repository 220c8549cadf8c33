/**
 * The openings (admin, hr), by status with each status's count and by title: add and change one,
 * open it, put it on hold or close it, delete one nobody applied to, and see an open one as
 * candidates do on the careers page.
 */
import {
  OPENING_STATUS_LABELS,
  OPENING_STATUSES,
  type Opening,
  type OpeningStatus,
} from '@hrms/contracts/recruitment';
import {
  Briefcase,
  CircleCheck,
  CirclePause,
  CircleX,
  ExternalLink,
  FilePen,
  Pencil,
  Plus,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusChips } from '../../../components/chips';
import { dataColumns } from '../../../components/data-table';
import { DeleteOrArchiveDialog } from '../../../components/delete-or-archive-dialog';
import { ListHeader, ListSearch, usePagedSearch } from '../../../components/list-header';
import { actionsColumn, PagedTable, RowTitleButton } from '../../../components/paged-table';
import { MoreActionsMenu } from '../../../components/record-actions';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { useStepBackWhenEmptied } from '../../../hooks/use-step-back-when-emptied';
import { formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDeleteOpening } from '../api/delete-opening';
import { useOpenings } from '../api/get-openings';
import { useUpdateOpening } from '../api/update-opening';
import { OpeningFormDialog } from './opening-form-dialog';

export const OPENINGS_PAGE_SIZE = 20;

type StatusFilter = '' | OpeningStatus;

const STATUS_LOOK: Record<OpeningStatus, string> = {
  draft: 'border-border bg-transparent text-muted-foreground',
  open: 'border-transparent bg-success/15 text-success',
  on_hold: 'border-warning/40 bg-warning/15 text-foreground',
  closed: 'border-border bg-muted text-muted-foreground',
};
const STATUS_ICON = { draft: FilePen, open: CircleCheck, on_hold: CirclePause, closed: CircleX } as const;

/** The status in words, with an icon and a colour that only repeat them. */
export function OpeningStatusBadge({ status }: { status: OpeningStatus }) {
  const Icon = STATUS_ICON[status];
  return (
    <Badge variant="outline" className={STATUS_LOOK[status]} data-status={status}>
      <Icon aria-hidden="true" />
      {OPENING_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Where an opening may go from where it is, in the words of the menu and of the toast after. */
const MOVES: Record<OpeningStatus, { to: OpeningStatus; label: string }[]> = {
  draft: [{ to: 'open', label: 'Open' }],
  open: [
    { to: 'on_hold', label: 'Put on hold' },
    { to: 'closed', label: 'Close' },
  ],
  on_hold: [
    { to: 'open', label: 'Open again' },
    { to: 'closed', label: 'Close' },
  ],
  closed: [{ to: 'open', label: 'Open again' }],
};
const MOVED: Record<OpeningStatus, string> = {
  draft: 'is a draft again',
  open: 'is open: it shows on the careers page',
  on_hold: 'is on hold',
  closed: 'was closed',
};

function place(opening: Opening): string {
  return [opening.department?.name, opening.office?.name].filter(Boolean).join(' · ') || '—';
}

function Counts({ opening }: { opening: Opening }) {
  const { applications, active, hired } = opening.counts;
  return (
    <>
      {formatNumber(applications)} applied · {formatNumber(active)} active · {formatNumber(hired)} hired
    </>
  );
}

function CareersLink({ opening }: { opening: Opening }) {
  if (opening.status !== 'open') return null;
  return (
    <Link
      to={`/careers/${opening.id}`}
      target="_blank"
      rel="noopener"
      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
      aria-label={`Careers page of ${opening.title} (opens in a new tab)`}
    >
      <ExternalLink aria-hidden="true" />
      Careers page
    </Link>
  );
}

function RowActions({
  opening,
  onEdit,
  onDelete,
}: {
  opening: Opening;
  onEdit: (opening: Opening) => void;
  onDelete: (opening: Opening) => void;
}) {
  const update = useUpdateOpening();
  const move = (to: OpeningStatus) =>
    update.mutate(
      { id: opening.id, body: { status: to } },
      {
        onSuccess: () => toast.success(`${opening.title} ${MOVED[to]}`),
        onError: (error) =>
          toast.error(`The status of ${opening.title} could not be changed`, {
            description: error.message,
            duration: 6000,
          }),
      },
    );
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {update.isPending ? <Spinner label="Saving" /> : null}
      <CareersLink opening={opening} />
      <Button
        variant="outline"
        size="sm"
        onClick={() => onEdit(opening)}
        aria-label={`Edit ${opening.title}`}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <MoreActionsMenu name={opening.title} onDelete={() => onDelete(opening)}>
        {MOVES[opening.status].map(({ to, label }) => {
          const Icon = STATUS_ICON[to];
          return (
            <DropdownMenuItem key={to} onSelect={() => move(to)} disabled={update.isPending}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuItem>
          );
        })}
      </MoreActionsMenu>
    </div>
  );
}

/** Closing is offered when deleting an opening is refused (409): someone applied to it. */
const CLOSE_INSTEAD = {
  status: 'closed',
  label: 'Close it instead',
  done: 'was closed',
  Icon: CircleX,
} as const;

export function OpeningsTab() {
  const { search, onSearch, debounced, page, setPage, refilter } = usePagedSearch();
  const [status, setStatus] = useState<StatusFilter>('');
  const [editing, setEditing] = useState<{ open: boolean; opening: Opening | null }>({
    open: false,
    opening: null,
  });
  const [deleting, setDeleting] = useState<Opening | null>(null);
  const remove = useDeleteOpening();
  const closing = useUpdateOpening();
  const list = useOpenings({ page, limit: OPENINGS_PAGE_SIZE, search: debounced, status });
  const filtered = debounced !== '' || status !== '';
  useStepBackWhenEmptied(list, [page, setPage]);

  const edit = (opening: Opening) => setEditing({ open: true, opening });
  const actions = (opening: Opening) => <RowActions opening={opening} onEdit={edit} onDelete={setDeleting} />;
  const titleButton = (opening: Opening) => (
    <RowTitleButton onClick={() => edit(opening)}>{opening.title}</RowTitleButton>
  );

  const figure = { className: 'text-right', cellClassName: 'tabular-nums' };
  const columns = dataColumns<Opening>([
    {
      id: 'opening',
      header: 'Opening',
      cell: ({ row }) => (
        <>
          {titleButton(row.original)}
          {row.original.hiringManager ? (
            <p className="text-xs text-muted-foreground">Hiring manager: {row.original.hiringManager.name}</p>
          ) : null}
        </>
      ),
      meta: { cellClassName: 'max-w-72' },
    },
    {
      id: 'place',
      header: 'Department and office',
      cell: ({ row }) => place(row.original),
      meta: { cellClassName: 'text-muted-foreground' },
    },
    {
      id: 'positions',
      header: 'Positions',
      cell: ({ row }) => formatNumber(row.original.positions),
      meta: figure,
    },
    {
      id: 'applied',
      header: 'Applied',
      cell: ({ row }) => formatNumber(row.original.counts.applications),
      meta: figure,
    },
    {
      id: 'active',
      header: 'Active',
      cell: ({ row }) => formatNumber(row.original.counts.active),
      meta: figure,
    },
    {
      id: 'hired',
      header: 'Hired',
      cell: ({ row }) => formatNumber(row.original.counts.hired),
      meta: figure,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <OpeningStatusBadge status={row.original.status} />,
    },
    actionsColumn(actions),
  ]);

  return (
    <Card className="overflow-hidden">
      <ListHeader
        title="Openings"
        description="The roles being hired for. Open ones show on the careers page."
        below={
          <StatusChips
            statuses={OPENING_STATUSES}
            labels={OPENING_STATUS_LABELS}
            value={status}
            onChange={refilter(setStatus)}
            summary={list.data?.summary}
          />
        }
      >
        <ListSearch
          label="Search openings"
          value={search}
          onValueChange={onSearch}
          className="w-full sm:w-56"
        />
        <Button onClick={() => setEditing({ open: true, opening: null })}>
          <Plus aria-hidden="true" />
          New opening
        </Button>
      </ListHeader>
      <PagedTable
        list={list}
        failedTitle="We could not load the openings"
        empty={{
          filtered,
          Icon: Briefcase,
          title:
            debounced !== ''
              ? 'No opening matches'
              : status !== ''
                ? `No opening is ${OPENING_STATUS_LABELS[status].toLowerCase()}`
                : 'No openings yet',
          hint: filtered
            ? 'Try other words or another status.'
            : 'Add the first with “New opening”; open it to show it on the careers page.',
        }}
        paging={[page, setPage]}
        limit={OPENINGS_PAGE_SIZE}
        pagesLabel="Pages of openings"
        label="Openings"
        columns={columns}
        rowKey={(opening) => opening.id}
        rowTestId="opening-row"
        card={(opening) => (
          <>
            <OpeningStatusBadge status={opening.status} />
            <div>{titleButton(opening)}</div>
            <p className="text-xs text-muted-foreground">
              {place(opening)} · {opening.positions === 1 ? '1 position' : `${opening.positions} positions`}
            </p>
            <p className="text-xs text-muted-foreground">
              <Counts opening={opening} />
            </p>
            {actions(opening)}
          </>
        )}
      />
      <OpeningFormDialog
        open={editing.open}
        opening={editing.opening}
        onOpenChange={(open) => setEditing((was) => ({ ...was, open }))}
      />
      <DeleteOrArchiveDialog
        record={deleting && { id: deleting.id, name: deleting.title, status: deleting.status }}
        noun="opening"
        description="The opening is removed for good. This cannot be undone."
        remove={remove}
        update={closing}
        instead={CLOSE_INSTEAD}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
