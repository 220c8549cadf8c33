/**
 * The templates checklists start from, archived ones too (admin, hr): add, change, archive or bring
 * back, and delete one no checklist was started from.
 */
import { CHECKLIST_KIND_LABELS, type ChecklistKind, type Template } from '@hrms/contracts/onboarding';
import {
  Archive,
  ArchiveRestore,
  ClipboardList,
  Ellipsis,
  Pencil,
  Plus,
  SearchX,
  Trash2,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../components/list-states';
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
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { useUpdateTemplate } from '../api/update-template';
import { audienceText, plural } from '../utils/onboarding-format';
import { ArchivedBadge, KindBadge } from './onboarding-badges';
import { TemplateFormDialog } from './template-form-dialog';

export const TEMPLATES_PAGE_SIZE = 20;

function RowActions({
  template,
  onEdit,
  onDelete,
}: {
  template: Template;
  onEdit: (template: Template) => void;
  onDelete: (template: Template) => void;
}) {
  const update = useUpdateTemplate();
  const archived = template.status === 'archived';
  const setStatus = () =>
    update.mutate(
      { id: template.id, body: { status: archived ? 'active' : 'archived' } },
      {
        onSuccess: () =>
          toast.success(archived ? `${template.name} is in use again` : `${template.name} was archived`),
        onError: (error) =>
          toast.error(
            archived ? 'The template could not be restored' : 'The template could not be archived',
            {
              description: error.message,
              duration: 6000,
            },
          ),
      },
    );
  return (
    <div className="flex items-center justify-end gap-2">
      {update.isPending ? <Spinner label="Saving" /> : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onEdit(template)}
        aria-label={`Edit ${template.name}`}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${template.name}`}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={setStatus} disabled={update.isPending}>
            {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
            {archived ? 'Restore' : 'Archive'}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => onDelete(template)}>
            <Trash2 aria-hidden="true" />
            Delete…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function DeleteTemplateDialog({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const remove = useDeleteTemplate();
  const archive = useUpdateTemplate();
  // Checklists were started from it: it is kept for them, so it can only be archived.
  const refused = isApiError(remove.error) && remove.error.status === 409;
  const close = () => {
    remove.reset();
    archive.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={template !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Delete ${template?.name ?? 'this template'}?`}
      description="The template and its tasks are removed for good. This cannot be undone."
      error={remove.isError ? remove.error.message : archive.isError ? archive.error.message : null}
      pending={remove.isPending || archive.isPending}
      confirmLabel="Delete template"
      onConfirm={() => {
        if (!template) return;
        remove.mutate(template.id, {
          onSuccess: () => {
            toast.success(`${template.name} was deleted`);
            close();
          },
        });
      }}
      action={
        refused && template && template.status === 'active' ? (
          <Button
            disabled={archive.isPending}
            onClick={() =>
              archive.mutate(
                { id: template.id, body: { status: 'archived' } },
                {
                  onSuccess: () => {
                    toast.success(`${template.name} was archived`);
                    close();
                  },
                },
              )
            }
          >
            {archive.isPending ? <Spinner /> : <Archive aria-hidden="true" />}
            Archive instead
          </Button>
        ) : undefined
      }
    />
  );
}

function Figures({ template }: { template: Template }) {
  return (
    <>
      {plural(template.tasks.length, 'task', 'tasks')} · used {plural(template.used, 'time', 'times')}
    </>
  );
}

export function TemplatesTab() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<'' | ChecklistKind>('');
  const [status, setStatus] = useState<'' | 'active' | 'archived'>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ open: boolean; template: Template | null }>({
    open: false,
    template: null,
  });
  const [deleting, setDeleting] = useState<Template | null>(null);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useTemplates({ page, limit: TEMPLATES_PAGE_SIZE, search: debounced, kind, status });
  const filtered = debounced !== '' || kind !== '' || status !== '';

  // A page emptied by deleting its last row shows the one before it.
  const emptiedPage = list.data !== undefined && list.data.items.length === 0 && page > 1 && !list.isFetching;
  useEffect(() => {
    if (emptiedPage) setPage((p) => Math.max(1, p - 1));
  }, [emptiedPage]);

  const actions = (template: Template) => (
    <RowActions
      template={template}
      onEdit={(t) => setEditing({ open: true, template: t })}
      onDelete={setDeleting}
    />
  );
  const nameButton = (template: Template) => (
    <button
      type="button"
      onClick={() => setEditing({ open: true, template })}
      className="text-left font-medium break-words outline-none hover:underline focus-visible:underline"
    >
      {template.name}
    </button>
  );

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 p-4 sm:p-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-1">
          <h2 className="text-base font-semibold">Templates</h2>
          <p className="text-sm text-muted-foreground">
            The tasks a checklist starts with; archived ones are no longer used for new checklists.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchInput
            type="search"
            aria-label="Search templates"
            placeholder="Search templates"
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="w-full sm:w-48"
          />
          <Label htmlFor="template-kind" className="sr-only">
            Kind
          </Label>
          <NativeSelect
            id="template-kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as '' | ChecklistKind);
              setPage(1);
            }}
            className="sm:w-36"
          >
            <option value="">All kinds</option>
            <option value="onboarding">{CHECKLIST_KIND_LABELS.onboarding}</option>
            <option value="offboarding">{CHECKLIST_KIND_LABELS.offboarding}</option>
          </NativeSelect>
          <Label htmlFor="template-status" className="sr-only">
            Status
          </Label>
          <NativeSelect
            id="template-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as '' | 'active' | 'archived');
              setPage(1);
            }}
            className="sm:w-36"
          >
            <option value="">Every status</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </NativeSelect>
          <Button onClick={() => setEditing({ open: true, template: null })}>
            <Plus aria-hidden="true" />
            New template
          </Button>
        </div>
      </div>
      {list.isError ? (
        <ListFailed title="We could not load the templates" query={list} className="pt-0 sm:pt-0" />
      ) : !list.data ? (
        <ListLoading rows={4} className="pt-0 sm:pt-0" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          Icon={filtered ? SearchX : ClipboardList}
          title={filtered ? 'No template matches' : 'No templates yet'}
          className="border-t py-12"
        >
          {filtered
            ? 'Try other words, another kind or another status.'
            : 'Add the first with “New template”: checklists start from it when someone joins or leaves.'}
        </EmptyState>
      ) : (
        <div className={cn('border-t', list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          {narrow ? (
            <ul aria-label="Templates" className="divide-y">
              {list.data.items.map((template) => (
                <li key={template.id} data-testid="template-row" className="space-y-2 px-4 py-3">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <KindBadge kind={template.kind} />
                    {template.status === 'archived' ? <ArchivedBadge /> : null}
                  </div>
                  {nameButton(template)}
                  <p className="text-xs text-muted-foreground">{audienceText(template)}</p>
                  <p className="text-xs text-muted-foreground">
                    <Figures template={template} />
                  </p>
                  {actions(template)}
                </li>
              ))}
            </ul>
          ) : (
            <Table aria-label="Templates">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Template</TableHead>
                  <TableHead>Kind</TableHead>
                  <TableHead>For</TableHead>
                  <TableHead className="text-right">Tasks</TableHead>
                  <TableHead className="text-right">Used</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.items.map((template) => (
                  <TableRow key={template.id} data-testid="template-row">
                    <TableCell className="max-w-72">{nameButton(template)}</TableCell>
                    <TableCell>
                      <KindBadge kind={template.kind} />
                    </TableCell>
                    <TableCell className="text-muted-foreground">{audienceText(template)}</TableCell>
                    <TableCell className="text-right tabular-nums">{template.tasks.length}</TableCell>
                    <TableCell className="text-right tabular-nums">{template.used}</TableCell>
                    <TableCell>
                      {template.status === 'archived' ? (
                        <ArchivedBadge />
                      ) : (
                        <span className="text-sm text-muted-foreground">Active</span>
                      )}
                    </TableCell>
                    <TableCell>{actions(template)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {list.data.total > TEMPLATES_PAGE_SIZE ? (
            <ListPages
              paging={[page, setPage]}
              limit={TEMPLATES_PAGE_SIZE}
              list={list}
              label="Pages of templates"
            />
          ) : null}
        </div>
      )}
      <TemplateFormDialog
        open={editing.open}
        template={editing.template}
        onOpenChange={(open) => setEditing((was) => ({ ...was, open }))}
      />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
