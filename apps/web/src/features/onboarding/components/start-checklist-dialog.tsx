/**
 * Starting a checklist by hand (admin, hr): the person, joining or leaving, the template (the best
 * match unless one is chosen) and the date the tasks are due from (their record's unless given).
 */
import {
  CHECKLIST_KIND_LABELS,
  type ChecklistDetail,
  type ChecklistKind,
  StartChecklistBodySchema,
} from '@hrms/contracts/onboarding';
import { type FormEvent, useId, useState } from 'react';
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
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { RadioCard } from '../../../components/ui/radio-card';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useTemplates } from '../api/get-templates';
import { useStartChecklist } from '../api/start-checklist';

interface Errors {
  employeeId?: string | undefined;
  templateId?: string | undefined;
  startDate?: string | undefined;
  form?: string | undefined;
}

const KIND_HINTS: Record<ChecklistKind, string> = {
  onboarding: 'Someone joining: tasks are due from their joining date.',
  offboarding: 'Someone leaving: tasks are due from their last day.',
};

function StartForm({
  onStarted,
  onCancel,
}: {
  onStarted: (checklist: ChecklistDetail) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const start = useStartChecklist();
  const [person, setPerson] = useState<PersonOption | null>(null);
  const [kind, setKind] = useState<ChecklistKind>('onboarding');
  const [templateId, setTemplateId] = useState('');
  const [startDate, setStartDate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const templates = useTemplates({ page: 1, limit: 100, search: '', kind, status: 'active' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    const next: Errors = {};
    if (!person) next.employeeId = 'Choose the person';
    const body = {
      employeeId: person?.id ?? '',
      kind,
      ...(templateId ? { templateId } : {}),
      ...(startDate ? { startDate } : {}),
    };
    const parsed = StartChecklistBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'startDate') next.startDate ??= issue.message;
      }
    }
    setErrors(next);
    if (next.employeeId || next.startDate || !parsed.success) {
      document.getElementById(next.employeeId ? `${id}-person` : `${id}-date`)?.focus();
      return;
    }
    start.mutate(parsed.data, {
      onSuccess: (checklist) => {
        toast.success(`${CHECKLIST_KIND_LABELS[checklist.kind]} of ${checklist.employee.name} started`);
        onStarted(checklist);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        const placed = {
          employeeId: fields.employeeId,
          templateId: fields.templateId,
          startDate: fields.startDate,
        };
        setErrors({
          ...placed,
          form: placed.employeeId || placed.templateId || placed.startDate ? undefined : error.message,
        });
      },
    });
  };

  const dateName = kind === 'onboarding' ? 'Joining date' : 'Last day';
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-testid="start-checklist-form">
      <DialogHeader>
        <DialogTitle>Start a checklist</DialogTitle>
        <DialogDescription>
          Its tasks are given out at once; each person is told about theirs.
        </DialogDescription>
      </DialogHeader>
      <ErrorAlert message={errors.form} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-person`}>Person</Label>
        <PersonPicker
          id={`${id}-person`}
          value={person}
          onChange={(next) => {
            setPerson(next);
            setErrors((prev) => ({ ...prev, employeeId: undefined, form: undefined }));
          }}
          disabled={start.isPending}
          aria-invalid={errors.employeeId ? true : undefined}
          aria-describedby={errors.employeeId ? `${id}-person-error` : `${id}-person-hint`}
        />
        {errors.employeeId ? (
          <FieldError id={`${id}-person-error`}>{errors.employeeId}</FieldError>
        ) : (
          <p id={`${id}-person-hint`} className="text-xs text-muted-foreground">
            Search by name, employee code or work email.
          </p>
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Kind</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['onboarding', 'offboarding'] as const).map((value) => (
            <RadioCard
              key={value}
              name={`${id}-kind`}
              value={value}
              checked={kind === value}
              disabled={start.isPending}
              onChange={() => {
                setKind(value);
                setTemplateId('');
                setErrors((prev) => ({ ...prev, templateId: undefined, form: undefined }));
              }}
              label={CHECKLIST_KIND_LABELS[value]}
              description={KIND_HINTS[value]}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-template`}>Template</Label>
        <NativeSelect
          id={`${id}-template`}
          value={templateId}
          disabled={start.isPending}
          onChange={(event) => {
            setTemplateId(event.target.value);
            setErrors((prev) => ({ ...prev, templateId: undefined, form: undefined }));
          }}
          aria-invalid={errors.templateId ? true : undefined}
          aria-describedby={errors.templateId ? `${id}-template-error` : `${id}-template-hint`}
        >
          <option value="">Best match</option>
          {(templates.data?.items ?? []).map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </NativeSelect>
        {errors.templateId ? (
          <FieldError id={`${id}-template-error`}>{errors.templateId}</FieldError>
        ) : (
          <p id={`${id}-template-hint`} className="text-xs text-muted-foreground">
            {templates.isError
              ? 'The templates could not be listed; the best match is used.'
              : 'Best match: the active template made for the person’s department, designation and office.'}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>
          {dateName}
          <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <DateInput
          id={`${id}-date`}
          value={startDate}
          onValueChange={(next) => {
            setStartDate(next);
            setErrors((prev) => ({ ...prev, startDate: undefined, form: undefined }));
          }}
          disabled={start.isPending}
          aria-invalid={errors.startDate ? true : undefined}
          aria-describedby={errors.startDate ? `${id}-date-error` : `${id}-date-hint`}
        />
        {errors.startDate ? (
          <FieldError id={`${id}-date-error`}>{errors.startDate}</FieldError>
        ) : (
          <p id={`${id}-date-hint`} className="text-xs text-muted-foreground">
            Leave it empty to use the {kind === 'onboarding' ? 'joining date' : 'exit date'} on their record.
          </p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={start.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? <Spinner /> : null}
          Start checklist
        </Button>
      </DialogFooter>
    </form>
  );
}

export function StartChecklistDialog({
  open,
  onOpenChange,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (checklist: ChecklistDetail) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" onInteractOutside={(event) => event.preventDefault()}>
        {open ? <StartForm onStarted={onStarted} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
