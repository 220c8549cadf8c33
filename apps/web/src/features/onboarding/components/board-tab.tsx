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
import { ClipboardList, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { DataTable, dataColumns } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect, ListHeader, ListSearch } from '../../../components/list-header';
import { PagedList } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
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
      <button
        type="button"
        onClick={() => onOpen(checklist.id)}
        className="text-left font-medium break-words outline-none hover:underline focus-visible:underline"
        aria-label={`${person.name}: open the ${CHECKLIST_KIND_LABELS[checklist.kind].toLowerCase()} checklist`}
      >
        {person.name}
      </button>
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

function StatusChips({
  value,
  onChange,
  summary,
}: {
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
  summary: Record<ChecklistStatus, number> | undefined;
}) {
  const total = summary ? CHECKLIST_STATUSES.reduce((sum, s) => sum + summary[s], 0) : undefined;
  const chips: { value: StatusFilter; label: string; count: number | undefined }[] = [
    ...CHECKLIST_STATUSES.map((status) => ({
      value: status,
      label: CHECKLIST_STATUS_LABELS[status],
      count: summary?.[status],
    })),
    { value: '', label: 'All', count: total },
  ];
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">Status</legend>
      {chips.map((chip) => {
        const pressed = value === chip.value;
        return (
          <Button
            key={chip.value || 'all'}
            variant={pressed ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={pressed}
            className={cn('rounded-full', pressed && 'ring-1 ring-border')}
            onClick={() => onChange(chip.value)}
          >
            {chip.label}{' '}
            {chip.count !== undefined ? (
              <span className="rounded-full bg-background px-1.5 tabular-nums">
                {formatNumber(chip.count)}
              </span>
            ) : null}
          </Button>
        );
      })}
    </fieldset>
  );
}

export function BoardTab({
  canManage,
  onOpen,
}: {
  /** Admin and hr: the way to start a checklist by hand. */
  canManage: boolean;
  onOpen: (id: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('in_progress');
  const [kind, setKind] = useState<'' | ChecklistKind>('');
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const debounced = useDebouncedValue(search.trim(), 300);
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
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
            summary={list.data?.summary}
          />
        }
      >
        <ListSearch
          label="Search by name or code"
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="w-full sm:w-56"
        />
        <FilterSelect
          id="board-kind"
          label="Kind"
          value={kind}
          onValueChange={(value: '' | ChecklistKind) => {
            setKind(value);
            setPage(1);
          }}
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
      <PagedList
        list={list}
        failedTitle="We could not load the checklists"
        empty={
          <EmptyState
            Icon={filtered ? SearchX : ClipboardList}
            title={
              filtered
                ? 'No checklist matches'
                : status === ''
                  ? 'No checklists yet'
                  : `No checklist is ${CHECKLIST_STATUS_LABELS[status].toLowerCase()}`
            }
            className="border-t py-12"
          >
            {filtered
              ? 'Try other words or another kind.'
              : canManage
                ? 'A checklist starts when someone joins or leaves, or by hand with “Start checklist”.'
                : 'A checklist starts when one of your people joins or leaves.'}
          </EmptyState>
        }
        paging={[page, setPage]}
        limit={BOARD_PAGE_SIZE}
        pagesLabel="Pages of checklists"
      >
        {(items) => (
          <DataTable
            label="Checklists"
            rows={items}
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
        )}
      </PagedList>
      {canManage ? (
        <StartChecklistDialog open={starting} onOpenChange={setStarting} onStarted={started} />
      ) : null}
    </Card>
  );
}
