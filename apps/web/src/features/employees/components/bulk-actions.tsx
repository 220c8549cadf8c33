import {
  type BulkResult,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type EmploymentType,
} from '@hrms/contracts/employees';
import { ChevronDown, CircleAlert, Pencil, Trash2, UserMinus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { PersonOption } from '../../../api/search-employees';
import { PersonPicker } from '../../../components/person-picker';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useBulkDeactivateEmployees } from '../api/bulk-deactivate-employees';
import { useBulkDeleteEmployees } from '../api/bulk-delete-employees';
import { useBulkUpdateEmployees } from '../api/bulk-update-employees';
import { type BulkSummary, summariseBulkResult } from '../utils/bulk-result';
import { DeactivateDialog } from './deactivate-dialog';
import type { NamedOption } from './employee-filters';

type ChangeField = 'departmentId' | 'managerId' | 'officeId' | 'employmentType';

const CHANGE_LABELS: Record<ChangeField, string> = {
  departmentId: 'Department',
  managerId: 'Manager',
  officeId: 'Office',
  employmentType: 'Employment type',
};

function people(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? 'employee' : 'employees'}`;
}

function ChangeForm({
  field,
  count,
  departments,
  offices,
  onSubmit,
  onCancel,
}: {
  field: ChangeField;
  count: number;
  departments: readonly NamedOption[];
  offices: readonly NamedOption[];
  onSubmit: (updates: Record<string, string | null>) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [manager, setManager] = useState<PersonOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const label = CHANGE_LABELS[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let next: string | null;
    if (field === 'managerId') next = manager?.id ?? null;
    else if (field === 'employmentType') {
      if (!value) {
        setError('Choose an employment type');
        return;
      }
      next = value;
    } else next = value === '' ? null : value;
    setError(null);
    setPending(true);
    try {
      await onSubmit({ [field]: next });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };

  const inputId = `${id}-value`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="space-y-2">
        <Label htmlFor={inputId}>New {label.toLowerCase()}</Label>
        {field === 'managerId' ? (
          <>
            <PersonPicker id={inputId} value={manager} onChange={setManager} />
            <p className="text-xs text-muted-foreground">Leave empty to remove their manager.</p>
          </>
        ) : field === 'employmentType' ? (
          <NativeSelect
            id={inputId}
            value={value}
            onChange={(e) => setValue(e.target.value as EmploymentType)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            <option value="">Choose…</option>
            {EMPLOYMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {EMPLOYMENT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <NativeSelect id={inputId} value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="">No {label.toLowerCase()}</option>
            {(field === 'departmentId' ? departments : offices).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </NativeSelect>
        )}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          Change {people(count)}
        </Button>
      </DialogFooter>
    </form>
  );
}

function announce(summary: BulkSummary): void {
  const description =
    summary.lines.length > 0 ? (
      <ul className="list-disc space-y-0.5 pl-4">
        {summary.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ) : undefined;
  const options = { description, duration: summary.tone === 'success' ? 4000 : 10_000 };
  if (summary.tone === 'success') toast.success(summary.title, options);
  else if (summary.tone === 'warning') toast.warning(summary.title, options);
  else toast.error(summary.title, options);
}

/** The last bulk action's refusals, kept on screen until dismissed (a toast goes too soon). */
export function BulkResultNotice({ summary, onDismiss }: { summary: BulkSummary; onDismiss: () => void }) {
  return (
    <Alert variant={summary.tone === 'error' ? 'destructive' : 'warning'} role="status">
      <CircleAlert aria-hidden="true" />
      <AlertDescription className="text-foreground">
        <div className="flex w-full items-start justify-between gap-3">
          <div className="space-y-1">
            <p className="font-medium">{summary.title}</p>
            <ul className="list-disc space-y-0.5 pl-4">
              {summary.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="text-xs text-muted-foreground">Those not changed are still selected.</p>
          </div>
          <Button variant="ghost" size="icon-sm" aria-label="Dismiss" onClick={onDismiss}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

/**
 * What can be done to the selected people at once. Each action answers per person; those refused
 * stay selected and their reasons are shown, the rest are cleared from the selection.
 */
export function BulkActionBar({
  selected,
  onClear,
  onDone,
  departments,
  offices,
}: {
  /** Selected ids with their names, for the messages. */
  selected: ReadonlyMap<string, string>;
  onClear: () => void;
  onDone: (summary: BulkSummary) => void;
  departments: readonly NamedOption[];
  offices: readonly NamedOption[];
}) {
  const [dialog, setDialog] = useState<'deactivate' | 'delete' | ChangeField | null>(null);
  const deactivate = useBulkDeactivateEmployees();
  const update = useBulkUpdateEmployees();
  const remove = useBulkDeleteEmployees();
  const ids = [...selected.keys()];
  const count = ids.length;

  const finish = (result: BulkResult, verb: string) => {
    const summary = summariseBulkResult(result, verb, selected);
    announce(summary);
    setDialog(null);
    onDone(summary);
  };

  const changeField = dialog && dialog !== 'deactivate' && dialog !== 'delete' ? dialog : null;

  return (
    <section
      data-testid="bulk-bar"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-accent/60 px-3 py-2"
    >
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {people(count)} selected
      </p>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear selection
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <Pencil aria-hidden="true" />
            Change
            <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {(Object.keys(CHANGE_LABELS) as ChangeField[]).map((field) => (
            <DropdownMenuItem key={field} onSelect={() => setDialog(field)}>
              {CHANGE_LABELS[field]}…
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="outline" size="sm" onClick={() => setDialog('deactivate')}>
        <UserMinus aria-hidden="true" />
        Deactivate…
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setDialog('delete')}
      >
        <Trash2 aria-hidden="true" />
        Delete…
      </Button>

      <DeactivateDialog
        open={dialog === 'deactivate'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Deactivate ${people(count)}?`}
        description="They can no longer sign in, and every session they have ends at once. Their records are kept; joining checklists still under way are cancelled, and exit checklists start where a template fits."
        confirmLabel={`Deactivate ${people(count)}`}
        onSubmit={async (body) => {
          finish(await deactivate.mutateAsync({ ...body, employeeIds: ids }), 'deactivated');
        }}
      />

      <Dialog open={changeField !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              Change {changeField ? CHANGE_LABELS[changeField].toLowerCase() : ''} for {people(count)}
            </DialogTitle>
            <DialogDescription>The same value is set on everyone selected.</DialogDescription>
          </DialogHeader>
          {changeField ? (
            <ChangeForm
              key={changeField}
              field={changeField}
              count={count}
              departments={departments}
              offices={offices}
              onCancel={() => setDialog(null)}
              onSubmit={async (updates) => {
                finish(await update.mutateAsync({ employeeIds: ids, updates }), 'updated');
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => {
          if (!open) {
            remove.reset();
            setDialog(null);
          }
        }}
        title={`Delete ${people(count)}?`}
        description="Only records created by mistake can be deleted. Anyone with history (who has signed in, has documents or reports) is kept: deactivate them instead. This cannot be undone."
        error={remove.isError ? remove.error.message : null}
        pending={remove.isPending}
        confirmLabel={`Delete ${people(count)}`}
        onConfirm={() =>
          remove.mutate({ employeeIds: ids }, { onSuccess: (result) => finish(result, 'deleted') })
        }
      />
    </section>
  );
}
