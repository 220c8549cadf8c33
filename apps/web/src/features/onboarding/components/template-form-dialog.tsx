/**
 * Adding or changing a template (admin, hr): its name, whether it is for joining or leaving (fixed
 * once made), whom it is for, and its tasks: what, who does it, when from the date, and whether it
 * collects a document from the person.
 */
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@hrms/contracts/documents';
import {
  CHECKLIST_KIND_LABELS,
  type CreateTemplateBody,
  ONBOARDING_LIMITS,
  TASK_ASSIGNEE_ROLES,
  type TaskAssigneeRole,
  type Template,
} from '@hrms/contracts/onboarding';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useDesignations } from '../../../api/designations';
import { useDepartments } from '../../../api/get-departments';
import { useOffices } from '../../../api/get-offices';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { MoveButtons } from '../../../components/move-buttons';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LabelledCheckbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { Form, FormField, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { RadioCard } from '../../../components/ui/radio-card';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';
import { dueOffsetLabel, kindDateName } from '../utils/onboarding-format';
import {
  emptyTask,
  numberOf,
  type TemplateFormValues,
  templateFieldOf,
  templateFormValues,
  templateResolver,
  updateBodyOf,
} from '../utils/template-form';
import { ColleaguePicker } from './colleague-picker';

const toggled = (list: readonly string[], value: string, on: boolean): string[] =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);

const WHO_LABELS: Record<TaskAssigneeRole, string> = {
  hr: 'HR',
  manager: 'Manager',
  it: 'IT (pick a colleague)',
  employee: 'The person',
};

const KIND_HINTS = {
  onboarding: 'For someone joining: tasks fall due from their joining date.',
  offboarding: 'For someone leaving: tasks fall due from their last day.',
} as const;

interface ChoiceQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: { items: { id: string; name: string }[] } | undefined;
}

/** One audience list: a box per choice; none ticked means every one. */
function Choices({
  what,
  query,
  value,
  onChange,
}: {
  what: string;
  query: ChoiceQuery;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading the {what}…
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <p className="text-sm text-muted-foreground">
        The {what} could not be listed. {query.error?.message}
      </p>
    );
  }
  if (query.data.items.length === 0) return <p className="text-sm text-muted-foreground">No {what} yet.</p>;
  return (
    <div className="grid max-h-44 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
      {query.data.items.map((item) => (
        <LabelledCheckbox
          key={item.id}
          label={item.name}
          checked={value.includes(item.id)}
          onCheckedChange={(on) => onChange(toggled(value, item.id, on === true))}
        />
      ))}
    </div>
  );
}

function Audience({ form }: { form: UseFormReturn<TemplateFormValues, unknown, CreateTemplateBody> }) {
  const id = useId();
  const departments = useDepartments();
  const designations = useDesignations();
  const offices = useOffices();
  const lists = [
    { name: 'departmentIds', legend: 'Departments', what: 'departments', query: departments },
    { name: 'designationIds', legend: 'Designations', what: 'designations', query: designations },
    { name: 'officeIds', legend: 'Offices', what: 'offices', query: offices },
  ] as const;
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">Who it is for</legend>
      <p className="-mt-2 text-xs text-muted-foreground">
        None ticked in a list means every one. When a checklist starts, the template that fits the person most
        closely is used.
      </p>
      {lists.map((list) => (
        <FormField
          key={list.name}
          control={form.control}
          name={list.name}
          render={({ field, fieldState }) => (
            <fieldset
              className="grid gap-2"
              aria-describedby={fieldState.error ? `${id}-${list.name}` : undefined}
            >
              <legend className="mb-1 text-sm font-medium">{list.legend}</legend>
              <Choices what={list.what} query={list.query} value={field.value} onChange={field.onChange} />
              <FieldError id={`${id}-${list.name}`}>{fieldState.error?.message}</FieldError>
            </fieldset>
          )}
        />
      ))}
    </fieldset>
  );
}

function TemplateForm({ template, onDone }: { template: Template | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const pending = create.isPending || update.isPending;
  const form = useForm<TemplateFormValues, unknown, CreateTemplateBody>({
    defaultValues: templateFormValues(template),
    resolver: templateResolver,
  });
  const tasks = useFieldArray({ control: form.control, name: 'tasks' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const values = useWatch({ control: form.control, name: 'tasks' });
  const formError = form.formState.errors.root?.server?.message;
  const tasksError = form.formState.errors.tasks?.root?.message ?? form.formState.errors.tasks?.message;
  const dateName = kindDateName(kind);

  const submit = async (body: CreateTemplateBody) => {
    try {
      const saved = template
        ? await update.mutateAsync({ id: template.id, body: updateBodyOf(body) })
        : await create.mutateAsync(body);
      toast.success(template ? `${saved.name} was saved` : `${saved.name} was added`);
      onDone();
    } catch (error) {
      setServerErrors(form, error, { pathOf: templateFieldOf });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" data-testid="template-form">
      <ErrorAlert message={formError} />
      <FormRow control={form.control} name="name" label="Name" className="space-y-2">
        {(field) => <Input {...field} maxLength={200} autoComplete="off" placeholder="Engineering joiners" />}
      </FormRow>
      {template ? (
        <p className="text-sm">
          <span className="font-medium">Kind:</span> {CHECKLIST_KIND_LABELS[template.kind]}{' '}
          <span className="text-muted-foreground">(fixed once a template is made)</span>
        </p>
      ) : (
        <FormField
          control={form.control}
          name="kind"
          render={({ field, fieldState }) => (
            <fieldset
              className="grid gap-2"
              aria-describedby={fieldState.error ? `${id}-kind-error` : undefined}
            >
              <legend className="mb-1 text-sm font-medium">Kind</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {(['onboarding', 'offboarding'] as const).map((value) => (
                  <RadioCard
                    key={value}
                    name={`${id}-kind`}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    label={CHECKLIST_KIND_LABELS[value]}
                    description={KIND_HINTS[value]}
                  />
                ))}
              </div>
              <FieldError id={`${id}-kind-error`}>{fieldState.error?.message}</FieldError>
            </fieldset>
          )}
        />
      )}

      <Audience form={form} />

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Tasks</legend>
        <p className="-mt-1 text-xs text-muted-foreground">
          In the order they show on the checklist. Each falls due a number of days from {dateName}: negative
          before it, 0 on the day.
        </p>
        <ol className="grid gap-3">
          {tasks.fields.map((item, index) => {
            const n = index + 1;
            const role = values[index]?.assigneeRole ?? item.assigneeRole;
            const offset = numberOf(values[index]?.dueOffsetDays ?? '');
            return (
              <li key={item.id} className="grid gap-3 rounded-lg border p-3" data-testid="template-task">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold">Task {n}</h3>
                  <MoveButtons
                    what={`task ${n}`}
                    index={index}
                    count={tasks.fields.length}
                    onMove={tasks.move}
                    onRemove={() => tasks.remove(index)}
                    removable={tasks.fields.length > 1}
                  />
                </div>
                <FormRow
                  control={form.control}
                  name={`tasks.${index}.title`}
                  label={
                    <>
                      <span className="sr-only">Task {n}: </span>Title
                    </>
                  }
                >
                  {(field) => (
                    <Input {...field} maxLength={200} autoComplete="off" placeholder="Set up the laptop" />
                  )}
                </FormRow>
                <FormRow
                  control={form.control}
                  name={`tasks.${index}.description`}
                  label={
                    <>
                      <span className="sr-only">Task {n}: </span>Description
                    </>
                  }
                  optional
                >
                  {(field) => <Textarea {...field} rows={2} maxLength={2000} />}
                </FormRow>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormRow
                    control={form.control}
                    name={`tasks.${index}.assigneeRole`}
                    label={
                      <>
                        <span className="sr-only">Task {n}: </span>Who does it
                      </>
                    }
                  >
                    {(field) => (
                      <NativeSelect
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(event) => field.onChange(event.target.value as TaskAssigneeRole)}
                      >
                        {TASK_ASSIGNEE_ROLES.map((r) => (
                          <option key={r} value={r}>
                            {WHO_LABELS[r]}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </FormRow>
                  <FormRow
                    control={form.control}
                    name={`tasks.${index}.dueOffsetDays`}
                    label={
                      <>
                        <span className="sr-only">Task {n}: </span>Due, in days from the date
                      </>
                    }
                    description={
                      offset !== undefined && Number.isInteger(offset)
                        ? `Due ${dueOffsetLabel(offset, dateName)}.`
                        : `From ${-ONBOARDING_LIMITS.minDueOffsetDays} days before to ${ONBOARDING_LIMITS.maxDueOffsetDays} after.`
                    }
                    describe
                  >
                    {(field) => (
                      <Input
                        {...field}
                        type="number"
                        inputMode="numeric"
                        min={ONBOARDING_LIMITS.minDueOffsetDays}
                        max={ONBOARDING_LIMITS.maxDueOffsetDays}
                        step={1}
                      />
                    )}
                  </FormRow>
                </div>
                {role === 'it' ? (
                  <FormRow
                    control={form.control}
                    name={`tasks.${index}.assigneeEmployeeId`}
                    label={
                      <>
                        <span className="sr-only">Task {n}: </span>Colleague who does it
                      </>
                    }
                  >
                    {(field) => <ColleaguePicker value={field.value} onChange={field.onChange} />}
                  </FormRow>
                ) : null}
                {role === 'employee' ? (
                  <FormRow
                    control={form.control}
                    name={`tasks.${index}.documentCategory`}
                    label={
                      <>
                        <span className="sr-only">Task {n}: </span>Collect a document
                      </>
                    }
                    description="The person uploads it under Documents; the task is done when HR verifies it."
                    describe
                  >
                    {(field) => (
                      <NativeSelect
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(event) => field.onChange(event.target.value)}
                      >
                        <option value="">No document</option>
                        {DOCUMENT_CATEGORIES.map((category) => (
                          <option key={category} value={category}>
                            {DOCUMENT_CATEGORY_LABELS[category]}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </FormRow>
                ) : null}
              </li>
            );
          })}
        </ol>
        {tasksError ? <p className="text-sm text-destructive">{tasksError}</p> : null}
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={tasks.fields.length >= ONBOARDING_LIMITS.maxTasks}
          onClick={() => tasks.append(emptyTask())}
        >
          <Plus aria-hidden="true" />
          Add task
        </Button>
        {tasks.fields.length >= ONBOARDING_LIMITS.maxTasks ? (
          <p className="text-xs text-muted-foreground">
            A template holds at most {ONBOARDING_LIMITS.maxTasks} tasks.
          </p>
        ) : null}
      </fieldset>

      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        submitLabel={template ? 'Save template' : 'Add template'}
      />
    </Form>
  );
}

export function TemplateFormDialog({
  open,
  template,
  onOpenChange,
}: {
  open: boolean;
  /** The template being changed; null for a new one. */
  template: Template | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={template ? `Edit ${template.name}` : 'New template'}
      description={
        template
          ? 'Checklists already started keep their tasks; the changes apply to the next ones.'
          : 'Checklists start from it when someone it fits joins or leaves.'
      }
      className="sm:max-w-2xl"
    >
      <TemplateForm key={template?.id ?? 'new'} template={template} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
