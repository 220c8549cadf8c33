/**
 * What admin and hr may do with a task of a checklist under way: skip it or open it again, give it
 * to someone else (or back to the hr team), and move its due date.
 */
import { type Task, type UpdateTaskBody, UpdateTaskBodySchema } from '@hrms/contracts/onboarding';
import { CalendarClock, Ellipsis, RotateCcw, SkipForward, UserRoundPen } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { PersonOption } from '../../../api/search-employees';
import { PersonPicker } from '../../../components/person-picker';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
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
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { RadioCard } from '../../../components/ui/radio-card';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateTask } from '../api/update-task';

type FormErrors = { field?: string | undefined; form?: string | undefined };

/**
 * Saving one change of a task from its dialog: the toast and closing once saved, or the error under
 * the changed field when the server names it, else above the form.
 */
function useSaveTask(task: Task, onDone: () => void) {
  const update = useUpdateTask();
  const save = (
    body: UpdateTaskBody,
    field: keyof UpdateTaskBody,
    saved: string,
    fail: (errors: FormErrors) => void,
  ) =>
    update.mutate(
      { id: task.id, body },
      {
        onSuccess: () => {
          toast.success(saved);
          onDone();
        },
        onError: (error) => {
          const message = fieldErrorsOf(error)[field];
          fail(message ? { field: message } : { form: error.message });
        },
      },
    );
  return { save, pending: update.isPending };
}

/** A form of the task's dialog: its question, a line on what follows, the form's error, Cancel and Save. */
function ChangeForm({
  title,
  description,
  error,
  pending,
  onSubmit,
  onDone,
  children,
}: {
  title: string;
  description: string;
  error: string | undefined;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <ErrorAlert message={error} />
      {children}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

function ReassignForm({ task, onDone }: { task: Task; onDone: () => void }) {
  const id = useId();
  const { save, pending } = useSaveTask(task, onDone);
  const [who, setWho] = useState<'hr' | 'person'>(task.assignee ? 'person' : 'hr');
  const [person, setPerson] = useState<PersonOption | null>(
    task.assignee
      ? { id: task.assignee.employeeId, name: task.assignee.name, detail: '', photoUrl: null }
      : null,
  );
  const [errors, setErrors] = useState<{ person?: string | undefined; form?: string | undefined }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (who === 'person' && !person) {
      setErrors({ person: 'Choose the colleague who does it' });
      document.getElementById(`${id}-person`)?.focus();
      return;
    }
    const assigneeEmployeeId = who === 'person' && person ? person.id : null;
    save(
      { assigneeEmployeeId },
      'assigneeEmployeeId',
      person && who === 'person'
        ? `${task.title} is now ${person.name}’s`
        : `${task.title} is back with the HR team`,
      ({ field, form }) => setErrors({ person: field, form }),
    );
  };

  return (
    <ChangeForm
      title={`Who does ${task.title}?`}
      description="The person it is given to is told, and it shows among their tasks."
      error={errors.form}
      pending={pending}
      onSubmit={submit}
      onDone={onDone}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Given to</legend>
        <RadioCard
          name={`${id}-who`}
          value="hr"
          checked={who === 'hr'}
          onChange={() => {
            setWho('hr');
            setErrors({});
          }}
          label="The HR team"
          description="Anyone in HR may do it."
        />
        <RadioCard
          name={`${id}-who`}
          value="person"
          checked={who === 'person'}
          onChange={() => setWho('person')}
          label="A colleague"
          description="Someone named does it."
        />
      </fieldset>
      {who === 'person' ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-person`}>Colleague</Label>
          <PersonPicker
            id={`${id}-person`}
            value={person}
            onChange={(next) => {
              setPerson(next);
              setErrors({});
            }}
            disabled={pending}
            aria-invalid={errors.person ? true : undefined}
            aria-describedby={errors.person ? `${id}-person-error` : undefined}
          />
          <FieldError id={`${id}-person-error`}>{errors.person}</FieldError>
        </div>
      ) : null}
    </ChangeForm>
  );
}

function RedateForm({ task, onDone }: { task: Task; onDone: () => void }) {
  const id = useId();
  const { save, pending } = useSaveTask(task, onDone);
  const [date, setDate] = useState(task.dueDate);
  const [errors, setErrors] = useState<{ date?: string | undefined; form?: string | undefined }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = UpdateTaskBodySchema.safeParse({ dueDate: date });
    if (date === '' || !parsed.success) {
      setErrors({ date: date === '' ? 'Choose the date it is due' : parsed.error?.issues[0]?.message });
      document.getElementById(`${id}-date`)?.focus();
      return;
    }
    save({ dueDate: date }, 'dueDate', `${task.title} is now due on a new date`, ({ field, form }) =>
      setErrors({ date: field, form }),
    );
  };

  return (
    <ChangeForm
      title={`When is ${task.title} due?`}
      description="Only this task moves; the checklist’s other tasks keep their dates."
      error={errors.form}
      pending={pending}
      onSubmit={submit}
      onDone={onDone}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>Due date</Label>
        <DateInput
          id={`${id}-date`}
          value={date}
          onValueChange={(next) => {
            setDate(next);
            setErrors({});
          }}
          disabled={pending}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? `${id}-date-error` : undefined}
        />
        <FieldError id={`${id}-date-error`}>{errors.date}</FieldError>
      </div>
    </ChangeForm>
  );
}

export function TaskManageMenu({ task }: { task: Task }) {
  const update = useUpdateTask();
  const [editing, setEditing] = useState<'assignee' | 'date' | null>(null);
  const close = () => setEditing(null);
  const setStatus = (status: 'open' | 'skipped') =>
    update.mutate(
      { id: task.id, body: { status } },
      {
        onSuccess: () =>
          toast.success(status === 'skipped' ? `${task.title} was skipped` : `${task.title} is open again`),
        onError: (error) =>
          toast.error(
            status === 'skipped' ? 'The task could not be skipped' : 'The task could not be reopened',
            {
              description: error.message,
              duration: 6000,
            },
          ),
      },
    );
  return (
    <>
      {update.isPending ? <Spinner label="Saving" /> : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Change ${task.title}`}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {task.status === 'open' ? (
            <DropdownMenuItem onSelect={() => setStatus('skipped')} disabled={update.isPending}>
              <SkipForward aria-hidden="true" />
              Skip
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setStatus('open')} disabled={update.isPending}>
              <RotateCcw aria-hidden="true" />
              Reopen
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setEditing('assignee')}>
            <UserRoundPen aria-hidden="true" />
            Change who does it…
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setEditing('date')}>
            <CalendarClock aria-hidden="true" />
            Change the due date…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : close())}>
        <DialogContent className="sm:max-w-md" data-testid="task-change-dialog">
          {editing === 'assignee' ? <ReassignForm task={task} onDone={close} /> : null}
          {editing === 'date' ? <RedateForm task={task} onDone={close} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
