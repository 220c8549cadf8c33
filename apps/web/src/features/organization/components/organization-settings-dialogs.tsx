/** The dialogs of Settings → Departments: add or edit, merge, delete. */
import {
  CreateDesignationBodySchema,
  DepartmentBodySchema,
  type DepartmentListItem,
  type Designation,
} from '@hrms/contracts/organization';
import { type FormEvent, useId, useState } from 'react';
import { useCreateDesignation } from '../../../api/designations';
import type { PersonOption } from '../../../api/search-employees';
import { PersonPicker } from '../../../components/person-picker';
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
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteOrganizationEntry } from '../api/delete-organization-entry';
import { useMergeOrganizationEntry } from '../api/merge-organization-entry';
import type { EntryKind } from '../api/organization-entries';
import { useRenameDesignation } from '../api/rename-designation';
import { useSaveDepartment } from '../api/save-department';

export type Entry = Pick<DepartmentListItem, 'id' | 'name' | 'headcount' | 'people'> & {
  parentId?: string | null;
};

const NOUN: Record<EntryKind, string> = { departments: 'department', designations: 'designation' };

function peopleText(n: number): string {
  return n === 1 ? '1 person' : `${n} people`;
}

/** The message of a failed request, or of the first field it names. */
function messageOf(error: unknown): string {
  return Object.values(fieldErrorsOf(error))[0] ?? (error as Error).message;
}

/** Everything below department `id`: none of them may become its parent. */
function descendantsOf(id: string, departments: readonly DepartmentListItem[]): Set<string> {
  const below = new Set<string>();
  let frontier = [id];
  while (frontier.length > 0) {
    const next = departments.filter((d) => d.parentId && frontier.includes(d.parentId) && !below.has(d.id));
    for (const d of next) below.add(d.id);
    frontier = next.map((d) => d.id);
  }
  return below;
}

export function DepartmentDialog({
  department,
  departments,
  onClose,
}: {
  department: DepartmentListItem | null;
  departments: readonly DepartmentListItem[];
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveDepartment();
  const [values, setValues] = useState({
    name: department?.name ?? '',
    code: department?.code ?? '',
    parentId: department?.parentId ?? '',
  });
  const [head, setHead] = useState<PersonOption | null>(
    department?.headEmployeeId && department.headName
      ? { id: department.headEmployeeId, name: department.headName, detail: '', photoUrl: null }
      : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const excluded = department ? descendantsOf(department.id, departments).add(department.id) : new Set();
  const parents = departments.filter((d) => !excluded.has(d.id));

  const set = (name: keyof typeof values) => (value: string) => {
    setValues((all) => ({ ...all, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = {
      name: values.name,
      code: values.code,
      parentId: values.parentId || null,
      headEmployeeId: head?.id ?? null,
    };
    const parsed = DepartmentBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    // An edit sends only what changed: a head who has since left does not block a rename.
    const changes = department
      ? Object.fromEntries(
          Object.entries(parsed.data).filter(
            ([key, value]) => value !== department[key as keyof typeof parsed.data],
          ),
        )
      : parsed.data;
    if (department && Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: department?.id ?? null, body: changes });
      toast.success(department ? `${saved.name} is saved` : `${saved.name} is added`);
      onClose();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure((error as Error).message);
    }
  };

  const field = (name: 'name' | 'code', label: string, hint?: string) => (
    <div className="space-y-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined}
      />
      {hint && !errors[name] ? (
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{department ? `Edit ${department.name}` : 'Add a department'}</DialogTitle>
          <DialogDescription>People are placed in a department from their employee record.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            {field('name', 'Name')}
            {field('code', 'Code', 'Letters and digits, like FIN')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-parent`}>Part of</Label>
            <NativeSelect
              id={`${id}-parent`}
              value={values.parentId}
              onChange={(e) => set('parentId')(e.target.value)}
              aria-invalid={errors.parentId ? true : undefined}
              aria-describedby={errors.parentId ? `${id}-parent-error` : undefined}
            >
              <option value="">No parent department</option>
              {parents.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-parent-error`}>{errors.parentId}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-head`}>Head</Label>
            <PersonPicker
              id={`${id}-head`}
              value={head}
              onChange={(person) => {
                setHead(person);
                setErrors(({ headEmployeeId: _, ...rest }) => rest);
              }}
              aria-invalid={errors.headEmployeeId ? true : undefined}
              aria-describedby={errors.headEmployeeId ? `${id}-head-error` : undefined}
            />
            <FieldError id={`${id}-head-error`}>{errors.headEmployeeId}</FieldError>
          </div>
          {failure ? (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {department ? 'Save department' : 'Add department'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DesignationDialog({
  designation,
  onClose,
}: {
  designation: Designation | null;
  onClose: () => void;
}) {
  const id = useId();
  const create = useCreateDesignation();
  const rename = useRenameDesignation();
  const pending = create.isPending || rename.isPending;
  const [name, setName] = useState(designation?.name ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateDesignationBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give a name');
      return;
    }
    try {
      const saved = designation
        ? await rename.mutateAsync({ id: designation.id, name: parsed.data.name })
        : await create.mutateAsync(parsed.data.name);
      toast.success(designation ? `Renamed to ${saved.name}` : `${saved.name} is added`);
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{designation ? `Rename ${designation.name}` : 'Add a designation'}</DialogTitle>
          <DialogDescription>
            {designation === null
              ? 'A job title to choose from on an employee record.'
              : designation.people === 0
                ? 'Nobody has this title yet.'
                : `Everyone with this title, ${peopleText(designation.people)} counting those who left, shows the new name.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>Designation</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-name-error` : undefined}
            />
            <FieldError id={`${id}-name-error`}>{error}</FieldError>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              {designation ? 'Rename' : 'Add designation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Merges `entry` into another of its kind, after saying what moves. */
export function MergeEntryDialog({
  kind,
  entry,
  entries,
  onClose,
}: {
  kind: EntryKind;
  entry: Entry;
  entries: readonly Entry[];
  onClose: () => void;
}) {
  const id = useId();
  const merge = useMergeOrganizationEntry(kind);
  const others = entries.filter((e) => e.id !== entry.id);
  const [intoId, setIntoId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noun = NOUN[kind];
  const subDepartments = kind === 'departments' ? entries.filter((e) => e.parentId === entry.id).length : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!intoId) {
      setError(`Choose the ${noun} to merge into`);
      return;
    }
    try {
      const into = await merge.mutateAsync({ id: entry.id, intoId });
      toast.success(`${entry.name} is merged into ${into.name}`);
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const one = entry.people === 1 && subDepartments === 0;
  const moves =
    entry.people === 0 && subDepartments === 0
      ? `Nobody is in ${entry.name}.`
      : kind === 'departments'
        ? `${peopleText(entry.people)} (counting those who left)${
            subDepartments > 0
              ? ` and ${subDepartments === 1 ? 'its sub-department' : `its ${subDepartments} sub-departments`}`
              : ''
          } ${one ? 'moves' : 'move'} to the department you choose, and announcements aimed at ${entry.name} go to it.`
        : `${peopleText(entry.people)} (counting those who left) ${one ? 'takes' : 'take'} the title you choose.`;

  return (
    <Dialog open onOpenChange={(open) => !open && !merge.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Merge {entry.name} into another {noun}
          </DialogTitle>
          <DialogDescription>
            {moves} {entry.name} is then deleted; this cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${id}-into`}>Merge into</Label>
            <NativeSelect
              id={`${id}-into`}
              value={intoId}
              onChange={(e) => {
                setIntoId(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-into-error` : undefined}
            >
              <option value="">Choose a {noun}</option>
              {others.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-into-error`}>{error}</FieldError>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={merge.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={merge.isPending}>
              {merge.isPending ? <Spinner /> : null}
              Merge {noun}s
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Deletes an entry nobody was given; for one with people, says so and offers the merge. */
export function DeleteEntryDialog({
  kind,
  entry,
  onClose,
  onMergeInstead,
}: {
  kind: EntryKind;
  entry: Entry;
  onClose: () => void;
  onMergeInstead: (() => void) | null;
}) {
  const remove = useDeleteOrganizationEntry(kind);
  const [error, setError] = useState<string | undefined>();
  const noun = NOUN[kind];
  const held = entry.people > 0;

  const confirm = async () => {
    try {
      await remove.mutateAsync(entry.id);
      toast.success(`${entry.name} is deleted`);
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={held ? `${entry.name} cannot be deleted` : `Delete ${entry.name}?`}
      description={
        held
          ? `${peopleText(entry.people)}, counting those who left, ${entry.people === 1 ? 'has' : 'have'} this ${noun} in their record. Merge it into another ${noun} instead: everyone moves, and their history stays whole.`
          : kind === 'departments'
            ? 'Nobody was ever placed in it. Its sub-departments, if any, move up to its own parent department.'
            : 'Nobody was ever given this title.'
      }
      confirmLabel={`Delete ${noun}`}
      pending={remove.isPending}
      error={error}
      onConfirm={confirm}
      action={
        held ? onMergeInstead ? <Button onClick={onMergeInstead}>Merge instead</Button> : <span /> : undefined
      }
    />
  );
}
