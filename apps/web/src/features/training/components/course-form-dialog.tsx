/**
 * Adding or changing a course (admin, hr): its title and description, how it is taught and for how
 * long, links to its materials, and whether it is mandatory, for whom and by when.
 */
import { ROLES } from '@hrms/contracts/roles';
import { type Course, type CreateCourseBody, TRAINING_LIMITS } from '@hrms/contracts/training';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useDepartments } from '../../../api/get-departments';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LabelledCheckbox } from '../../../components/ui/checkbox';
import { DateInput } from '../../../components/ui/date-input';
import { FieldError } from '../../../components/ui/field-error';
import { Form, FormField, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { RadioCard } from '../../../components/ui/radio-card';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { valueControl } from '../../../components/value-control';
import { setServerErrors } from '../../../lib/form-errors';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast';
import { useCreateCourse } from '../api/create-course';
import { useUpdateCourse } from '../api/update-course';
import { type CourseFormValues, courseFieldOf, courseFormValues, courseResolver } from '../utils/course-form';
import { DELIVERY_LABELS } from '../utils/training-format';

const toggled = <T extends string>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);

const DELIVERY_HINTS = {
  'self-paced': 'People learn from the materials and mark it complete themselves.',
  sessions: 'Taught in sessions with seats; HR marks attendance and completion.',
} as const;

function Departments({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const departments = useDepartments();
  if (departments.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading the departments…
      </p>
    );
  }
  if (departments.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        The departments could not be listed. {departments.error.message}
      </p>
    );
  }
  if (departments.data.items.length === 0)
    return <p className="text-sm text-muted-foreground">No departments yet.</p>;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {departments.data.items.map((d) => (
        <LabelledCheckbox
          key={d.id}
          label={d.name}
          checked={value.includes(d.id)}
          onCheckedChange={(on) => onChange(toggled(value, d.id, on === true))}
        />
      ))}
    </div>
  );
}

function CourseForm({ course, onDone }: { course: Course | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const pending = create.isPending || update.isPending;
  const form = useForm<CourseFormValues, unknown, CreateCourseBody>({
    defaultValues: courseFormValues(course),
    resolver: courseResolver,
  });
  const materials = useFieldArray({ control: form.control, name: 'materials' });
  const mandatoryOn = form.watch('mandatory.on');
  const formError = form.formState.errors.root?.server?.message;
  const materialsError =
    form.formState.errors.materials?.root?.message ?? form.formState.errors.materials?.message;

  const submit = async (body: CreateCourseBody) => {
    try {
      const saved = course
        ? await update.mutateAsync({ id: course.id, body })
        : await create.mutateAsync(body);
      toast.success(course ? `${saved.title} was saved` : `${saved.title} was added`);
      onDone();
    } catch (error) {
      setServerErrors(form, error, { pathOf: courseFieldOf });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" data-testid="course-form">
      <ErrorAlert message={formError} />
      <FormRow control={form.control} name="title" label="Title" className="space-y-2">
        {(field) => <Input {...field} maxLength={200} autoComplete="off" placeholder="Fire safety basics" />}
      </FormRow>
      <FormRow
        control={form.control}
        name="description"
        label="Description"
        optional
        description="What people learn, and anything to prepare. Line breaks are kept."
        describe
        className="space-y-2"
      >
        {(field) => <Textarea {...field} rows={5} maxLength={20_000} />}
      </FormRow>
      <FormField
        control={form.control}
        name="delivery"
        render={({ field, fieldState }) => (
          <fieldset
            className="grid gap-2"
            aria-describedby={fieldState.error ? `${id}-delivery-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium">How it is taught</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(['self-paced', 'sessions'] as const).map((delivery) => (
                <RadioCard
                  key={delivery}
                  name={`${id}-delivery`}
                  value={delivery}
                  checked={field.value === delivery}
                  onChange={() => field.onChange(delivery)}
                  label={DELIVERY_LABELS[delivery]}
                  description={DELIVERY_HINTS[delivery]}
                />
              ))}
            </div>
            <FieldError id={`${id}-delivery-error`}>{fieldState.error?.message}</FieldError>
          </fieldset>
        )}
      />
      <FormRow
        control={form.control}
        name="durationMinutes"
        label="Duration in minutes"
        description="From 5 minutes to 100 hours."
        describe
        className="space-y-2 sm:max-w-56"
      >
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={5}
            max={TRAINING_LIMITS.maxDurationMinutes}
            step={5}
          />
        )}
      </FormRow>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Materials</legend>
        <p className="-mt-1 text-xs text-muted-foreground">Links to read or watch, starting with https://.</p>
        {materials.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">No materials yet.</p>
        ) : (
          <ol className="grid gap-3">
            {materials.fields.map((item, index) => (
              <li
                key={item.id}
                className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start"
              >
                <FormRow
                  control={form.control}
                  name={`materials.${index}.title`}
                  label={`Material ${index + 1} name`}
                >
                  {(field) => <Input {...field} maxLength={200} placeholder="Evacuation plan" />}
                </FormRow>
                <FormRow
                  control={form.control}
                  name={`materials.${index}.url`}
                  label={`Material ${index + 1} address`}
                >
                  {(field) => (
                    <Input {...field} type="url" inputMode="url" maxLength={2000} placeholder="https://" />
                  )}
                </FormRow>
                <Button
                  variant="ghost"
                  size="icon"
                  className="sm:mt-6"
                  aria-label={`Remove material ${index + 1}`}
                  onClick={() => materials.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
        )}
        {materialsError ? <p className="text-sm text-destructive">{materialsError}</p> : null}
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={materials.fields.length >= TRAINING_LIMITS.maxMaterials}
          onClick={() => materials.append({ title: '', url: '' })}
        >
          <Plus aria-hidden="true" />
          Add material
        </Button>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Mandatory</legend>
        <FormField
          control={form.control}
          name="mandatory.on"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Switch
                id={`${id}-mandatory`}
                checked={field.value}
                onCheckedChange={field.onChange}
                aria-describedby={`${id}-mandatory-hint`}
              />
              <div className="grid gap-1">
                <label htmlFor={`${id}-mandatory`} className="text-sm leading-none font-medium">
                  Mandatory
                </label>
                <p id={`${id}-mandatory-hint`} className="text-xs text-muted-foreground">
                  The people it applies to must complete it; managers and HR follow it under Compliance.
                </p>
              </div>
            </div>
          )}
        />
        {mandatoryOn ? (
          <>
            <FormField
              control={form.control}
              name="mandatory.departmentIds"
              render={({ field, fieldState }) => (
                <fieldset className="grid gap-2">
                  <legend className="mb-1 text-sm font-medium">Departments</legend>
                  <p className="-mt-1 text-xs text-muted-foreground">None chosen: every department.</p>
                  <Departments value={field.value} onChange={field.onChange} />
                  <FieldError id={`${id}-departments-error`}>{fieldState.error?.message}</FieldError>
                </fieldset>
              )}
            />
            <FormField
              control={form.control}
              name="mandatory.roles"
              render={({ field, fieldState }) => (
                <fieldset className="grid gap-2">
                  <legend className="mb-1 text-sm font-medium">Roles</legend>
                  <p className="-mt-1 text-xs text-muted-foreground">None chosen: every role.</p>
                  <div className="grid grid-cols-2 gap-2">
                    {ROLES.map((role) => (
                      <LabelledCheckbox
                        key={role}
                        label={roleLabel(role)}
                        checked={field.value.includes(role)}
                        onCheckedChange={(on) => field.onChange(toggled(field.value, role, on === true))}
                      />
                    ))}
                  </div>
                  <FieldError id={`${id}-roles-error`}>{fieldState.error?.message}</FieldError>
                </fieldset>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormRow
                control={form.control}
                name="mandatory.from"
                label="Applies from"
                description="People who joined earlier count from this date."
                describe
                className="space-y-2"
              >
                {(field) => <DateInput {...valueControl(field)} />}
              </FormRow>
              <FormRow
                control={form.control}
                name="mandatory.dueWithinDays"
                label="Due within days"
                description="Counted from joining or the date above, whichever is later."
                describe
                className="space-y-2"
              >
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={TRAINING_LIMITS.maxDueWithinDays}
                  />
                )}
              </FormRow>
            </div>
          </>
        ) : null}
      </fieldset>

      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        submitLabel={course ? 'Save course' : 'Add course'}
      />
    </Form>
  );
}

export function CourseFormDialog({
  open,
  course,
  onOpenChange,
}: {
  open: boolean;
  /** The course being changed; null for a new one. */
  course: Course | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={course ? `Edit ${course.title}` : 'New course'}
      description={
        course
          ? 'Changes show at once in the catalogue. Enrolments are kept.'
          : 'It shows in everyone’s catalogue as soon as it is added.'
      }
      className="sm:max-w-2xl"
    >
      <CourseForm key={course?.id ?? 'new'} course={course} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
