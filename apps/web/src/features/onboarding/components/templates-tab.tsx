/**
 * The templates checklists start from, archived ones too (admin, hr): add, change, archive or bring
 * back, and delete one no checklist was started from.
 */
import { CHECKLIST_KIND_LABELS, type ChecklistKind, type Template } from '@hrms/contracts/onboarding';
import { ClipboardList, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { dataColumns } from '../../../components/data-table';
import { DeleteOrArchiveDialog } from '../../../components/delete-or-archive-dialog';
import {
  ArchivedFilter,
  FilterSelect,
  ListHeader,
  ListSearch,
  usePagedSearch,
} from '../../../components/list-header';
import { actionsColumn, PagedTable, RowTitleButton } from '../../../components/paged-table';
import { RecordActions } from '../../../components/record-actions';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useStepBackWhenEmptied } from '../../../hooks/use-step-back-when-emptied';
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
  return (
    <RecordActions
      record={template}
      noun="template"
      restoredMessage={`${template.name} is in use again`}
      update={update}
      onDelete={() => onDelete(template)}
    >
      <Button
        variant="outline"
        size="sm"
        onClick={() => onEdit(template)}
        aria-label={`Edit ${template.name}`}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
    </RecordActions>
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
  const { search, onSearch, debounced, page, setPage, refilter } = usePagedSearch();
  const [kind, setKind] = useState<'' | ChecklistKind>('');
  const [status, setStatus] = useState<'' | 'active' | 'archived'>('');
  const [editing, setEditing] = useState<{ open: boolean; template: Template | null }>({
    open: false,
    template: null,
  });
  const [deleting, setDeleting] = useState<Template | null>(null);
  const remove = useDeleteTemplate();
  const archive = useUpdateTemplate();
  const list = useTemplates({ page, limit: TEMPLATES_PAGE_SIZE, search: debounced, kind, status });
  const filtered = debounced !== '' || kind !== '' || status !== '';
  useStepBackWhenEmptied(list, [page, setPage]);

  const actions = (template: Template) => (
    <RowActions
      template={template}
      onEdit={(t) => setEditing({ open: true, template: t })}
      onDelete={setDeleting}
    />
  );
  const nameButton = (template: Template) => (
    <RowTitleButton onClick={() => setEditing({ open: true, template })}>{template.name}</RowTitleButton>
  );

  const columns = dataColumns<Template>([
    {
      id: 'name',
      header: 'Template',
      cell: ({ row }) => nameButton(row.original),
      meta: { cellClassName: 'max-w-72' },
    },
    { id: 'kind', header: 'Kind', cell: ({ row }) => <KindBadge kind={row.original.kind} /> },
    {
      id: 'for',
      header: 'For',
      cell: ({ row }) => audienceText(row.original),
      meta: { cellClassName: 'text-muted-foreground' },
    },
    {
      id: 'tasks',
      header: 'Tasks',
      cell: ({ row }) => row.original.tasks.length,
      meta: { className: 'text-right', cellClassName: 'tabular-nums' },
    },
    {
      id: 'used',
      header: 'Used',
      cell: ({ row }) => row.original.used,
      meta: { className: 'text-right', cellClassName: 'tabular-nums' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.status === 'archived' ? (
          <ArchivedBadge />
        ) : (
          <span className="text-sm text-muted-foreground">Active</span>
        ),
    },
    actionsColumn(actions),
  ]);

  return (
    <Card className="overflow-hidden">
      <ListHeader
        title="Templates"
        description="The tasks a checklist starts with; archived ones are no longer used for new checklists."
      >
        <ListSearch
          label="Search templates"
          value={search}
          onValueChange={onSearch}
          className="w-full sm:w-48"
        />
        <FilterSelect
          id="template-kind"
          label="Kind"
          value={kind}
          onValueChange={refilter(setKind)}
          className="sm:w-36"
        >
          <option value="">All kinds</option>
          <option value="onboarding">{CHECKLIST_KIND_LABELS.onboarding}</option>
          <option value="offboarding">{CHECKLIST_KIND_LABELS.offboarding}</option>
        </FilterSelect>
        <ArchivedFilter
          id="template-status"
          value={status}
          onValueChange={refilter(setStatus)}
          className="sm:w-36"
        />
        <Button onClick={() => setEditing({ open: true, template: null })}>
          <Plus aria-hidden="true" />
          New template
        </Button>
      </ListHeader>
      <PagedTable
        list={list}
        failedTitle="We could not load the templates"
        empty={{
          filtered,
          Icon: ClipboardList,
          title: filtered ? 'No template matches' : 'No templates yet',
          hint: filtered
            ? 'Try other words, another kind or another status.'
            : 'Add the first with “New template”: checklists start from it when someone joins or leaves.',
        }}
        paging={[page, setPage]}
        limit={TEMPLATES_PAGE_SIZE}
        pagesLabel="Pages of templates"
        label="Templates"
        columns={columns}
        rowKey={(template) => template.id}
        rowTestId="template-row"
        card={(template) => (
          <>
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
          </>
        )}
      />
      <TemplateFormDialog
        open={editing.open}
        template={editing.template}
        onOpenChange={(open) => setEditing((was) => ({ ...was, open }))}
      />
      <DeleteOrArchiveDialog
        record={deleting}
        noun="template"
        description="The template and its tasks are removed for good. This cannot be undone."
        // Refused when checklists were started from it: it is kept for them, so it can only be archived.
        remove={remove}
        update={archive}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
