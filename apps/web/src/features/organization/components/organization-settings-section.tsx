/**
 * Settings → Departments: the company's departments (name, code, head, parent) and job titles.
 * hr and admin add and edit them, merge one into another (everyone in it moves) and delete one
 * nobody was ever given.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Briefcase, GitMerge, Network, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useDesignations } from '../../../api/designations';
import { useDepartments } from '../../../api/get-departments';
import { ListFailed, ListLoading } from '../../../components/list-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { EntryKind } from '../api/organization-entries';
import {
  DeleteEntryDialog,
  DepartmentDialog,
  DesignationDialog,
  type Entry,
  MergeEntryDialog,
} from './organization-settings-dialogs';

export function OrganizationSettingsSection({ canWrite }: { canWrite: boolean }) {
  return (
    <div className="space-y-6">
      <DepartmentsCard canWrite={canWrite} />
      <DesignationsCard canWrite={canWrite} />
    </div>
  );
}

/** What a row's merge and delete buttons open. */
type Acting<T> = { action: 'merge' | 'delete'; entry: T } | null;

const PAGE_SIZE = 15;

/** The entries the search matches, a page at a time; a new search starts at the first page. */
function useFiltered<T>(items: readonly T[], texts: (item: T) => (string | null)[]) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const needle = query.trim().toLowerCase();
  const matching = items.filter(
    (item) => needle === '' || texts(item).some((text) => text?.toLowerCase().includes(needle)),
  );
  const last = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, last);
  return {
    query,
    search: (next: string) => {
      setQuery(next);
      setPage(1);
    },
    total: matching.length,
    shown: matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    pages: { page: current, setPage },
  };
}

function Pages<T>({ list, label }: { list: ReturnType<typeof useFiltered<T>>; label: string }) {
  if (list.total <= PAGE_SIZE) return null;
  return (
    <Pagination
      page={list.pages.page}
      limit={PAGE_SIZE}
      total={list.total}
      onPageChange={list.pages.setPage}
      label={label}
    />
  );
}

function DepartmentsCard({ canWrite }: { canWrite: boolean }) {
  const departments = useDepartments();
  const items = departments.data?.items;
  const names = useMemo(() => new Map((items ?? []).map((d) => [d.id, d.name])), [items]);
  return (
    <EntryCard
      kind="departments"
      query={departments}
      canWrite={canWrite}
      icon={<Network className="size-4 text-primary" aria-hidden="true" />}
      title="Departments"
      description="How the company is divided. People are placed in a department from their employee record; its head is shown on the org chart and in the directory."
      searchPlaceholder="Search by name, code or head"
      searchTexts={(d) => [d.name, d.code, d.headName]}
      headings={['Department', 'Head']}
      cells={(d) => (
        <>
          <TableCell>
            <div className="flex items-center gap-2 font-medium">
              {d.name}
              <Badge variant="outline" className="font-mono text-[11px]">
                {d.code}
              </Badge>
            </div>
            {d.parentId ? (
              <div className="text-xs text-muted-foreground">
                Part of {names.get(d.parentId) ?? 'another department'}
              </div>
            ) : null}
          </TableCell>
          <TableCell>{d.headName ?? <span className="text-muted-foreground">No head</span>}</TableCell>
        </>
      )}
      editor={(department, close) => (
        <DepartmentDialog department={department} departments={items ?? []} onClose={close} />
      )}
    />
  );
}

function DesignationsCard({ canWrite }: { canWrite: boolean }) {
  const designations = useDesignations();
  return (
    <EntryCard
      kind="designations"
      query={designations}
      canWrite={canWrite}
      icon={<Briefcase className="size-4 text-primary" aria-hidden="true" />}
      title="Designations"
      description="The job titles to choose from on an employee record. Merge two that mean the same, and everyone with the one takes the other."
      searchPlaceholder="Search designations"
      searchTexts={(d) => [d.name]}
      headings={['Designation']}
      cells={(d) => <TableCell className="font-medium">{d.name}</TableCell>}
      editor={(designation, close) => <DesignationDialog designation={designation} onClose={close} />}
    />
  );
}

/**
 * One card of entries (departments or titles): added and edited in `editor`, searched, a page at a
 * time, each row with its people and, for writers, edit, merge and delete.
 */
function EntryCard<T extends Entry>({
  kind,
  query,
  canWrite,
  icon,
  title,
  description,
  searchPlaceholder,
  searchTexts,
  headings,
  cells,
  editor,
}: {
  kind: EntryKind;
  query: UseQueryResult<{ items: T[] }>;
  canWrite: boolean;
  icon: ReactNode;
  title: string;
  description: string;
  searchPlaceholder: string;
  searchTexts: (entry: T) => (string | null)[];
  /** The columns before People; `cells` fills them. */
  headings: string[];
  cells: (entry: T) => ReactNode;
  editor: (entry: T | null, close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [acting, setActing] = useState<Acting<T>>(null);
  const items = query.data?.items ?? [];
  const list = useFiltered(items, searchTexts);
  // Another person merged or deleted the entry a dialog is open on: the dialog goes with it.
  const present = (entry: T) => items.some((item) => item.id === entry.id);
  const openEditor = editing === 'new' || (editing && present(editing)) ? editing : null;
  const openAction = acting && present(acting.entry) ? acting : null;
  const noun = kind === 'departments' ? 'department' : 'designation';

  return (
    <Card>
      <SectionHeader
        icon={icon}
        title={title}
        description={description}
        action={
          canWrite ? (
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Add {noun}
            </Button>
          ) : null
        }
      />
      <CardContent className="space-y-4">
        {query.isPending ? (
          <ListLoading rows={4} className="p-0 sm:p-0" />
        ) : query.isError ? (
          <ListFailed title={`We could not load the ${kind}`} query={query} className="p-0 sm:p-0" />
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No {kind} yet. Add the first one.</p>
        ) : (
          <>
            <SearchInput
              value={list.query}
              onChange={(e) => list.search(e.target.value)}
              placeholder={searchPlaceholder}
              aria-label={`Search ${kind}`}
              className="sm:max-w-xs"
            />
            {list.shown.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">
                No {noun} matches “{list.query}”.
              </p>
            ) : (
              <div className="overflow-x-auto">
                <Table>
                  <TableHeader>
                    <TableRow>
                      {headings.map((heading) => (
                        <TableHead key={heading}>{heading}</TableHead>
                      ))}
                      <TableHead className="text-right">People</TableHead>
                      {canWrite ? (
                        <TableHead>
                          <span className="sr-only">Actions</span>
                        </TableHead>
                      ) : null}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.shown.map((entry) => (
                      <TableRow key={entry.id} data-testid={`${noun}-row`}>
                        {cells(entry)}
                        <TableCell className="text-right">
                          <PeopleCount headcount={entry.headcount} people={entry.people} />
                        </TableCell>
                        {canWrite ? (
                          <TableCell>
                            <RowActions
                              name={entry.name}
                              onEdit={() => setEditing(entry)}
                              onMerge={items.length > 1 ? () => setActing({ action: 'merge', entry }) : null}
                              onDelete={() => setActing({ action: 'delete', entry })}
                            />
                          </TableCell>
                        ) : null}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
            <Pages list={list} label={`${title} pages`} />
          </>
        )}
      </CardContent>
      {openEditor ? editor(openEditor === 'new' ? null : openEditor, () => setEditing(null)) : null}
      <EntryActions kind={kind} acting={openAction} entries={items} onChange={setActing} />
    </Card>
  );
}

function SectionHeader({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
      <div className="space-y-1.5">
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription className="max-w-2xl">{description}</CardDescription>
      </div>
      {action}
    </CardHeader>
  );
}

/** Active people, and how many more who left still point at it. */
function PeopleCount({ headcount, people }: { headcount: number; people: number }) {
  const left = people - headcount;
  return (
    <div className="tabular-nums">
      {headcount}
      {left > 0 ? <div className="text-xs text-muted-foreground">+{left} who left</div> : null}
    </div>
  );
}

function RowActions({
  name,
  onEdit,
  onMerge,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  /** null when there is nothing to merge into. */
  onMerge: (() => void) | null;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      {onMerge ? (
        <Button variant="ghost" size="icon-sm" aria-label={`Merge ${name} into another`} onClick={onMerge}>
          <GitMerge aria-hidden="true" />
        </Button>
      ) : null}
      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The merge or delete dialog a row opened; a refused delete offers the merge instead. */
function EntryActions<T extends Entry>({
  kind,
  acting,
  entries,
  onChange,
}: {
  kind: EntryKind;
  acting: Acting<T>;
  entries: T[];
  onChange: (next: Acting<T>) => void;
}) {
  if (!acting) return null;
  const close = () => onChange(null);
  return acting.action === 'merge' ? (
    <MergeEntryDialog kind={kind} entry={acting.entry} entries={entries} onClose={close} />
  ) : (
    <DeleteEntryDialog
      kind={kind}
      entry={acting.entry}
      onClose={close}
      onMergeInstead={entries.length > 1 ? () => onChange({ action: 'merge', entry: acting.entry }) : null}
    />
  );
}
