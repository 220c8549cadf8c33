/**
 * The checklists the viewer follows (a manager: their people's; admin and hr: everyone's), by status
 * with the counts of each, by kind and by name or code; admin and hr start one by hand.
 */
import {
  CHECKLIST_KIND_LABELS,
  CHECKLIST_STATUS_LABELS,
  CHECKLIST_STATUSES,
  type Checklist,
  type ChecklistDetail,
  type ChecklistKind,
  type ChecklistStatus,
} from '@hrms/contracts/onboarding';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { StatusChips } from '../../../components/chips';
import { dataColumns } from '../../../components/data-table';
import { FilterSelect, ListHeader, ListSearch, usePagedSearch } from '../../../components/list-header';
import { PagedTable, RowTitleButton } from '../../../components/paged-table';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useChecklists } from '../api/get-checklists';
import { startDateLabel } from '../utils/onboarding-format';
import { ChecklistProgress } from './checklist-progress';
import { ChecklistStatusBadge, KindBadge, OverdueBadge } from './onboarding-badges';
import { StartChecklistDialog } from './start-checklist-dialog';

export const BOARD_PAGE_SIZE = 20;

type StatusFilter = '' | ChecklistStatus;

function PersonCell({ checklist, onOpen }: { checklist: Checklist; onOpen: (id: string) => void }) {
  const person = checklist.employee;
  const job = [person.designation, person.department].filter(Boolean).join(' · ');
  return (
    <div className="min-w-0">
      <RowTitleButton
        onClick={() => onOpen(checklist.id)}
        label={`${person.name}: open the ${CHECKLIST_KIND_LABELS[checklist.kind].toLowerCase()} checklist`}
      >
        {person.name}
      </RowTitleButton>
      <p className="text-xs text-muted-foreground">
        {person.employeeCode}
        {job ? ` · ${job}` : ''}
      </p>
    </div>
  );
}

function progressLabel(checklist: Checklist): string {
  return `${CHECKLIST_KIND_LABELS[checklist.kind]} of ${checklist.employee.name}`;
}

function Overdue({ checklist }: { checklist: Checklist }) {
  return checklist.status === 'in_progress' && checklist.progress.overdue > 0 ? (
    <OverdueBadge count={checklist.progress.overdue} />
  ) : null;
}

export function BoardTab({
  canManage,
  onOpen,
}: {
  /** Admin and hr: the way to start a checklist by hand. */
  canManage: boolean;
  onOpen: (id: string) => void;
}) {
  const { search, onSearch, debounced, page, setPage, refilter } = usePagedSearch();
  const [status, setStatus] = useState<StatusFilter>('in_progress');
  const [kind, setKind] = useState<'' | ChecklistKind>('');
  const [starting, setStarting] = useState(false);
  const list = useChecklists({ page, limit: BOARD_PAGE_SIZE, search: debounced, kind, status });
  const filtered = debounced !== '' || kind !== '';

  const started = (checklist: ChecklistDetail) => {
    setStarting(false);
    onOpen(checklist.id);
  };

  const columns = dataColumns<Checklist>([
    {
      id: 'person',
      header: 'Person',
      cell: ({ row }) => <PersonCell checklist={row.original} onOpen={onOpen} />,
      meta: { cellClassName: 'max-w-72' },
    },
    {
      id: 'kind',
      header: 'Kind',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1.5">
          <KindBadge kind={row.original.kind} />
          {status === '' ? <ChecklistStatusBadge status={row.original.status} /> : null}
        </div>
      ),
    },
    {
      id: 'date',
      header: 'Date',
      cell: ({ row }) => startDateLabel(row.original.kind, row.original.startDate),
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'template',
      header: 'Template',
      cell: ({ row }) => row.original.templateName ?? '—',
      meta: { cellClassName: 'max-w-56 break-words text-muted-foreground' },
    },
    {
      id: 'progress',
      header: 'Progress',
      cell: ({ row }) => (
        <ChecklistProgress
          done={row.original.progress.done}
          total={row.original.progress.total}
          label={progressLabel(row.original)}
        />
      ),
      meta: { className: 'w-48' },
    },
    {
      id: 'overdue',
      header: () => <span className="sr-only">Overdue</span>,
      cell: ({ row }) => <Overdue checklist={row.original} />,
    },
  ]);

  return (
    <Card className="overflow-hidden">
      <ListHeader
        title="Checklists"
        description="People joining and leaving, and how far their tasks have come."
        below={
          <StatusChips
            statuses={CHECKLIST_STATUSES}
            labels={CHECKLIST_STATUS_LABELS}
            allLast
            value={status}
            onChange={refilter(setStatus)}
            summary={list.data?.summary}
          />
        }
      >
        <ListSearch
          label="Search by name or code"
          value={search}
          onValueChange={onSearch}
          className="w-full sm:w-56"
        />
        <FilterSelect
          id="board-kind"
          label="Kind"
          value={kind}
          onValueChange={refilter(setKind)}
          className="sm:w-40"
        >
          <option value="">All kinds</option>
          <option value="onboarding">Onboarding</option>
          <option value="offboarding">Offboarding</option>
        </FilterSelect>
        {canManage ? (
          <Button onClick={() => setStarting(true)}>
            <Plus aria-hidden="true" />
            Start checklist
          </Button>
        ) : null}
      </ListHeader>
      <PagedTable
        list={list}
        failedTitle="We could not load the checklists"
        empty={{
          filtered,
          Icon: ClipboardList,
          title: filtered
            ? 'No checklist matches'
            : status === ''
              ? 'No checklists yet'
              : `No checklist is ${CHECKLIST_STATUS_LABELS[status].toLowerCase()}`,
          hint: filtered
            ? 'Try other words or another kind.'
            : canManage
              ? 'A checklist starts when someone joins or leaves, or by hand with “Start checklist”.'
              : 'A checklist starts when one of your people joins or leaves.',
        }}
        paging={[page, setPage]}
        limit={BOARD_PAGE_SIZE}
        pagesLabel="Pages of checklists"
        label="Checklists"
        columns={columns}
        rowKey={(checklist) => checklist.id}
        rowTestId="checklist-row"
        card={(checklist) => (
          <>
            <div className="flex flex-wrap items-center gap-1.5">
              <KindBadge kind={checklist.kind} />
              {status === '' ? <ChecklistStatusBadge status={checklist.status} /> : null}
              <Overdue checklist={checklist} />
            </div>
            <PersonCell checklist={checklist} onOpen={onOpen} />
            <p className="text-xs text-muted-foreground">
              {startDateLabel(checklist.kind, checklist.startDate)}
              {checklist.templateName ? ` · ${checklist.templateName}` : ''}
            </p>
            <ChecklistProgress
              done={checklist.progress.done}
              total={checklist.progress.total}
              label={progressLabel(checklist)}
            />
          </>
        )}
      />
      {canManage ? (
        <StartChecklistDialog open={starting} onOpenChange={setStarting} onStarted={started} />
      ) : null}
    </Card>
  );
}
